import { existsSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import type { Brand } from '@dating/contract';
import { brandLanguages } from '@dating/contract';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import {
  defaultClientConditions,
  type InlineConfig,
  type Plugin,
  searchForWorkspaceRoot,
} from 'vite';
import { generatorDir, sitePaths } from './paths.js';

/** Packages that must exist once in a bundle: always taken from the generator's dependencies. */
const SINGLETONS = ['react', 'react-dom'];

const isBare = (source: string) =>
  !/^[./\\\0]/.test(source) && !isAbsolute(source) && !/^[a-z][a-z0-9+.-]*:/i.test(source);

const isInside = (file: string, dir: string) => {
  const path = relative(dir, file.split('?')[0] ?? file);
  return path !== '' && !path.startsWith('..') && !isAbsolute(path);
};

const packageName = (source: string) =>
  source.split('/').slice(0, source.startsWith('@') ? 2 : 1).join('/');

const EMPTY_STYLES = '\0dating-sites:empty-styles.css';

/**
 * Resolves the bare imports of a generated site (which has no package.json or node_modules) as
 * if the generator had written them, and React from the generator for every importer so that a
 * bundle never holds two Reacts. When `@dating/ui` is compiled from its TypeScript source, its CSS
 * modules come with the components, so the built `@dating/ui/styles.css` is replaced by nothing.
 */
export function resolveFromGenerator(siteDir: string): Plugin {
  const anchor = join(generatorDir, 'package.json');
  return {
    name: 'dating-sites:resolve-from-generator',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!isBare(source)) return null;
      const fromSite = importer !== undefined && isInside(importer, siteDir);
      if (!fromSite && !SINGLETONS.includes(packageName(source))) return null;
      const resolved = await this.resolve(source, anchor, { ...options, skipSelf: true });
      if (source === '@dating/ui/styles.css') {
        const ui = await this.resolve('@dating/ui', anchor, { ...options, skipSelf: true });
        const uiFromSource = ui !== null && /[\\/]src[\\/][^\\/]+\.tsx?$/.test(ui.id);
        const builtStyles = resolved !== null && resolved.id.includes(`${sep}dist${sep}`);
        if (uiFromSource && (builtStyles || resolved === null || !existsSync(resolved.id))) {
          return EMPTY_STYLES;
        }
      }
      return resolved;
    },
    load(id) {
      return id === EMPTY_STYLES ? '/* @dating/ui styles come with its source modules */' : null;
    },
  };
}

/** Options of {@link siteViteConfig}. */
export interface SiteViteOptions {
  sitesDir: string;
  brand: Brand;
  mode: 'production' | 'development';
  /** Vite's log level; `warn` by default. */
  logLevel?: InlineConfig['logLevel'];
}

/**
 * The inline Vite configuration of a generated site: React, react-aria locales limited to the
 * brand's languages, `@dating/*` compiled from source (the `source` condition), a manifest for
 * the benchmark and the server, and every lazy route kept in its own chunk (Vite's default).
 */
export function siteViteConfig({
  sitesDir,
  brand,
  mode,
  logLevel = 'warn',
}: SiteViteOptions): InlineConfig {
  const { siteDir, distDir } = sitePaths(sitesDir, brand.slug);
  return {
    configFile: false,
    envDir: false,
    root: siteDir,
    base: '/',
    mode,
    logLevel,
    clearScreen: false,
    cacheDir: join(generatorDir, 'node_modules', '.vite-sites', brand.slug),
    resolve: { conditions: ['source', ...defaultClientConditions] },
    plugins: [
      resolveFromGenerator(siteDir),
      react(),
      optimizeLocales.vite({ locales: brandLanguages(brand) }),
    ],
    build: {
      outDir: distDir,
      emptyOutDir: true,
      manifest: true,
      sourcemap: false,
      reportCompressedSize: false,
    },
    server: {
      fs: { allow: [siteDir, searchForWorkspaceRoot(generatorDir)] },
    },
  };
}

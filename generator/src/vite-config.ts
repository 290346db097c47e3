import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, relative } from 'node:path';
import type { Brand } from '@dating/contract';
import { brandLanguages } from '@dating/contract';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import {
  type Alias,
  defaultClientConditions,
  type InlineConfig,
  type Plugin,
  searchForWorkspaceRoot,
} from 'vite';
import { sourceExport, splitPackageImport, WORKSPACE_SCOPE } from '../../tooling/workspace.js';
import { generatorDir, sitePaths } from './paths.js';

/** Packages that must exist once in a bundle: always taken from the generator's dependencies. */
const SINGLETONS = ['react', 'react-dom'];

const isBare = (source: string) =>
  !/^[./\\\0]/.test(source) && !isAbsolute(source) && !/^[a-z][a-z0-9+.-]*:/i.test(source);

const isInside = (file: string, dir: string) => {
  const path = relative(dir, file.split('?')[0] ?? file);
  return path !== '' && !path.startsWith('..') && !isAbsolute(path);
};

const EMPTY_STYLES = '\0dating-sites:empty-styles.css';

/**
 * Aliases that send React (and its subpaths, e.g. `react/jsx-runtime`) to the generator's copy for
 * every importer, so a bundle never holds two Reacts and Vite's dependency optimizer finds them
 * although the site folder has no node_modules.
 */
function singletonAliases(): Alias[] {
  const require = createRequire(join(generatorDir, 'package.json'));
  return SINGLETONS.map((name) => ({
    find: new RegExp(`^${name}(/.*)?$`),
    replacement: `${dirname(require.resolve(`${name}/package.json`))}$1`,
  }));
}

/**
 * Resolves the imports of a generated site (which has no package.json or node_modules) as if the
 * generator had written them, and compiles `@dating/*` from its TypeScript source (their `source`
 * export). The condition is applied to the workspace's packages only: some npm packages publish a
 * `source` condition that points at files they do not ship (react-aria-components does).
 * With `@dating/ui` compiled from source its CSS modules come with the components, so the built
 * `@dating/ui/styles.css` is replaced by nothing.
 */
export function resolveFromGenerator(siteDir: string): Plugin {
  const anchor = join(generatorDir, 'package.json');
  return {
    name: 'dating-sites:resolve-from-generator',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!isBare(source)) return null;
      const from = importer !== undefined && !isInside(importer, siteDir) ? importer : anchor;
      const [name, subpath] = splitPackageImport(source);
      if (name.startsWith(WORKSPACE_SCOPE)) {
        const manifest = await this.resolve(`${name}/package.json`, from, {
          ...options,
          skipSelf: true,
        });
        const file = manifest && sourceExport(manifest.id, subpath);
        // Resolved again by Vite so the result carries the package's `sideEffects` (without it
        // every module counts as side-effectful and barrel re-exports defeat lazy routes).
        if (file) return this.resolve(file, from, { ...options, skipSelf: true });
        if (source === '@dating/ui/styles.css' && manifest && sourceExport(manifest.id, '.')) {
          return EMPTY_STYLES;
        }
      }
      if (from !== anchor) return null;
      return this.resolve(source, anchor, { ...options, skipSelf: true });
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
 * brand's languages, `@dating/*` compiled from source (their `source` export), a manifest for
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
    resolve: { conditions: [...defaultClientConditions], alias: singletonAliases() },
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
      // One stylesheet for the whole site: small, inlined into the prerendered pages (no request
      // blocks their first paint), and no lazy page waits for a stylesheet of its own.
      cssCodeSplit: false,
      // Every browser the sites support preloads modules itself (Safari from 17); the polyfill
      // would be first-load JavaScript that does nothing there.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // Everything the first page needs in one chunk: Rolldown would otherwise split the
          // modules the first page shares with lazy pages into many small chunks (rolldown#10731),
          // each a request and bytes of its own.
          codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
        },
      },
    },
    server: {
      fs: { allow: [siteDir, searchForWorkspaceRoot(generatorDir)] },
    },
  };
}

/**
 * Build and test settings shared by every package of the workspace: how `@dating/*` packages
 * resolve to their TypeScript sources, and how Chromium is launched on these machines.
 * Imported by relative path from Vite, Vitest, Storybook and Playwright configs and bundled into
 * the generator, so it has no dependencies of its own beyond Vite's types.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The workspace's own packages; only these are compiled from their `source` export. */
export const WORKSPACE_SCOPE = '@dating/';

/** The file behind a package's `source` export, e.g. `@dating/ui` -> `.../ui/src/index.ts`. */
export function sourceExport(packageJson: string, subpath: string): string | null {
  const { exports } = JSON.parse(readFileSync(packageJson, 'utf8')) as {
    exports?: Record<string, unknown>;
  };
  const entry = exports?.[subpath] as { source?: unknown } | string | undefined;
  const target = typeof entry === 'object' ? entry?.source : undefined;
  return typeof target === 'string' ? join(dirname(packageJson), target) : null;
}

/** Splits a bare import into its package name and export subpath: `@dating/logic/testing` -> ['@dating/logic', './testing']. */
export function splitPackageImport(source: string): [name: string, subpath: string] {
  const name = source
    .split('/')
    .slice(0, source.startsWith('@') ? 2 : 1)
    .join('/');
  return [name, `.${source.slice(name.length)}`];
}

/**
 * Compiles `@dating/*` imports from their TypeScript sources, so tests, Storybook and site builds
 * never run a stale `dist/`. The `source` condition is not set globally because some npm packages
 * (react-aria-components, react-aria) publish a `source` condition pointing at files they do not
 * ship.
 */
export function workspaceSources(): Plugin {
  return {
    name: 'dating:workspace-sources',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.startsWith(WORKSPACE_SCOPE)) return null;
      const [name, subpath] = splitPackageImport(source);
      const manifest = await this.resolve(`${name}/package.json`, importer, {
        ...options,
        skipSelf: true,
      });
      const file = manifest && sourceExport(manifest.id, subpath);
      // Resolved again so the module carries its package's `sideEffects` flag, which keeps
      // barrel re-exports from defeating lazy chunks.
      return file ? this.resolve(file, importer, { ...options, skipSelf: true }) : null;
    },
  };
}

/** Debian's Chromium, or `CHROME_PATH`; Playwright never downloads a browser here. */
export const chromiumExecutable = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Flags that keep Chromium from reaching for the (closed) network and run it as root in CI. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const WORKSPACE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PACKAGE_FOLDERS = ['packages', 'themes', 'generator'];

interface WorkspacePackage {
  name: string;
  folder: string;
  exports: Record<string, unknown>;
}

function readPackage(folder: string): WorkspacePackage | null {
  const file = path.join(folder, 'package.json');
  if (!existsSync(file)) return null;
  const json = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; exports?: unknown };
  if (!json.name || typeof json.exports !== 'object' || json.exports === null) return null;
  return { name: json.name, folder, exports: json.exports as Record<string, unknown> };
}

function workspacePackages(): WorkspacePackage[] {
  const folders = PACKAGE_FOLDERS.flatMap((top) => {
    const folder = path.join(WORKSPACE, top);
    if (!existsSync(folder)) return [];
    const children = readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(folder, entry.name));
    return [folder, ...children];
  });
  return folders.map(readPackage).filter((found) => found !== null);
}

/**
 * Resolves the workspace's own packages (`@dating/*`) through the `source` condition of their
 * `exports`, so Storybook runs on their TypeScript without a build. The condition is applied to
 * workspace packages only: react-aria-components and other Adobe packages publish a `source`
 * condition too, pointing at files they do not ship.
 */
export function workspaceSource(): Plugin {
  const packages = workspacePackages();
  return {
    name: 'stories:workspace-source',
    enforce: 'pre',
    resolveId(id) {
      const owner = packages.find(
        (candidate) => id === candidate.name || id.startsWith(`${candidate.name}/`),
      );
      if (!owner) return null;
      const entry = owner.exports[`.${id.slice(owner.name.length)}`];
      const source =
        typeof entry === 'object' && entry !== null
          ? (entry as { source?: unknown }).source
          : undefined;
      return typeof source === 'string' ? path.join(owner.folder, source) : null;
    },
  };
}

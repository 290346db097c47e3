// Measuring first-load JavaScript from a Vite manifest, and who contributes to it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip size (level 9) of a built file. */
function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** The manifest key of the HTML entry. */
export function entryKey(manifest) {
  const key = Object.keys(manifest).find((name) => manifest[name].isEntry);
  if (!key) throw new Error('The manifest has no entry');
  return key;
}

/** A manifest key and every chunk it imports statically, transitively (what loads with it). */
function withStaticImports(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

/**
 * The lazy chunks a home-route visit loads after the entry: the dynamic imports (reachable from
 * the entry) whose source matches one of `patterns` (the home screen, a lazy layout, the locale).
 */
export function lazyChunks(manifest, patterns) {
  const reachable = new Set();
  const visit = (key) => {
    for (const dynamic of manifest[key]?.dynamicImports ?? []) {
      if (reachable.has(dynamic)) continue;
      reachable.add(dynamic);
      visit(dynamic);
    }
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entryKey(manifest));
  return [...reachable].filter((key) => patterns.some((pattern) => pattern.test(key))).sort();
}

/**
 * First-load JavaScript: the chunk files of `keys` with their gzip sizes.
 * @returns `{ chunks: [{ key, file, bytes, gzip }], gzip, bytes }`
 */
export function measure(manifest, distDir, keys) {
  const files = new Map();
  for (const key of withStaticImports(manifest, keys)) {
    const { file } = manifest[key];
    if (!file.endsWith('.js') || files.has(file)) continue;
    const path = join(distDir, file);
    files.set(file, { key, file, bytes: readFileSync(path).length, gzip: gzipSize(path) });
  }
  const chunks = [...files.values()].sort((a, b) => b.gzip - a.gzip);
  const sum = (field) => chunks.reduce((total, chunk) => total + chunk[field], 0);
  return { chunks, gzip: sum('gzip'), bytes: sum('bytes') };
}

/** The package a module id belongs to: the npm package, `@dating/<name>` or the site itself. */
function packageOf(id) {
  const clean = id.replace(/^\0/, '').split('?')[0];
  const inModules = clean.lastIndexOf('/node_modules/');
  if (inModules >= 0) {
    const parts = clean.slice(inModules + '/node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const workspace = /\/packages\/([^/]+)\/src\//.exec(clean);
  if (workspace) return `@dating/${workspace[1]}`;
  return clean.includes('/themes/') ? '@dating/themes' : '(site)';
}

/** A module id shortened for humans: from node_modules/ or packages/ on. */
function shortId(id) {
  const clean = id.replace(/^\0/, '').split('?')[0];
  const inModules = clean.lastIndexOf('/node_modules/');
  if (inModules >= 0) return clean.slice(inModules + '/node_modules/'.length);
  const workspace = clean.indexOf('/packages/');
  return workspace >= 0 ? clean.slice(workspace + 1) : clean.split('/').slice(-3).join('/');
}

/**
 * Splits each first-load chunk's gzip size over its modules in proportion to their rendered
 * length (an estimate: gzip does not split exactly), then sums by package and by module.
 */
export function contributors(output, firstLoad) {
  const gzipByFile = new Map(firstLoad.chunks.map((chunk) => [chunk.file, chunk.gzip]));
  const packages = new Map();
  const modules = new Map();
  for (const chunk of output.output) {
    if (chunk.type !== 'chunk' || !gzipByFile.has(chunk.fileName)) continue;
    const entries = Object.entries(chunk.modules);
    const rendered = entries.reduce((total, [, info]) => total + info.renderedLength, 0) || 1;
    for (const [id, info] of entries) {
      const share = (info.renderedLength / rendered) * gzipByFile.get(chunk.fileName);
      const pkg = packageOf(id);
      packages.set(pkg, (packages.get(pkg) ?? 0) + share);
      modules.set(shortId(id), (modules.get(shortId(id)) ?? 0) + share);
    }
  }
  const top = (map, count) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, gzip]) => ({ name, gzip: Math.round(gzip) }));
  return {
    packages: top(packages, 15),
    modules: top(modules, Number(process.env.BENCH_MODULES ?? 20)),
  };
}

import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defineConfig } from 'tsup';

const OUT_DIR = 'dist';

/**
 * With code splitting, esbuild writes the CSS of lazy chunks to files of their own that nothing
 * imports. Sites load one stylesheet, `@dating/ui/styles.css`, so every rule goes into index.css
 * (rules shared by several chunks appear once).
 */
async function mergeStylesheets(): Promise<void> {
  const files = (await readdir(OUT_DIR)).filter((name) => name.endsWith('.css')).sort();
  const others = files.filter((name) => name !== 'index.css');
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const name of ['index.css', ...others]) {
    const css = (await readFile(join(OUT_DIR, name), 'utf8')).replace(
      /\/\*# sourceMappingURL=.*?\*\/\s*$/,
      '',
    );
    // esbuild starts each source file's rules with a `/* src/... */` comment: dedupe per file.
    for (const block of css.split(/(?=\/\* src\/)/)) {
      const key = block.trim();
      if (!key || seen.has(key)) continue;
      seen.add(key);
      parts.push(key);
    }
  }
  await writeFile(join(OUT_DIR, 'index.css'), `${parts.join('\n\n')}\n`);
  for (const name of [...others, ...others.map((other) => `${other}.map`), 'index.css.map']) {
    await rm(join(OUT_DIR, name), { force: true });
  }
}

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  splitting: true,
  sourcemap: true,
  target: 'es2022',
  // CSS modules become scoped class names; every stylesheet ends up in dist/index.css.
  loader: { '.css': 'local-css' },
  onSuccess: mergeStylesheets,
});

import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: ['src/index.ts', 'src/prerender.tsx'],
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  dts: true,
  sourcemap: true,
  clean: true,
  // One file per module: the lazy pages stay chunks of their own in a site that installs the
  // package (bundled, each page would be inlined into the module that also re-exports it).
  unbundle: true,
  // Hundreds of files: their sizes would bury the rest of the build log.
  report: false,
  // CSS modules become scoped class names (@tsdown/css). Sites load one stylesheet,
  // `@dating/ui/styles.css`, so the CSS of every module goes into index.css.
  css: { splitting: false, fileName: 'index.css' },
});

import { defineConfig } from 'tsup';

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
});

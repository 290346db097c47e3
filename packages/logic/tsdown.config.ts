import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: { index: 'src/index.ts', 'testing/index': 'src/testing/index.ts' },
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  dts: true,
  sourcemap: true,
  clean: true,
  // One file per module: the account stores stay a chunk of their own that loads on first use.
  unbundle: true,
  // Hundreds of files: their sizes would bury the rest of the build log.
  report: false,
});

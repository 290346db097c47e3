import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/cli.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  dts: { entry: 'src/index.ts' },
  clean: true,
  sourcemap: true,
  // Dependencies stay imports, resolved at run time; the private @dating/themes (token JSON and
  // their CSS conversion) is bundled, so the published CLI does not depend on it.
  noExternal: ['@dating/themes'],
});

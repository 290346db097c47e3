import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: ['src/index.ts', 'src/endpoints.ts', 'src/enums.ts', 'src/rules.ts'],
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  dts: true,
  sourcemap: true,
  clean: true,
});

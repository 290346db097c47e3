import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: ['src/index.ts', 'src/cli.ts'],
  format: 'esm',
  platform: 'node',
  target: 'node22',
  // The package is ESM ("type": "module"), so its files end in .js as package.json names them.
  fixedExtension: false,
  dts: true,
  sourcemap: true,
  clean: true,
  // Dependencies stay imports, resolved at run time; the private @dating/themes (token JSON and
  // their CSS conversion) is bundled, so the published CLI does not depend on it.
  deps: { alwaysBundle: ['@dating/themes'] },
  // The themes' images go along (the bundled @dating/themes finds them in dist/themes/<name>/);
  // the web fonts come from the @fontsource-variable dependencies at run time.
  copy: ['classic', 'midnight', 'sunrise'].map((theme) => ({
    from: `../themes/${theme}/assets`,
    to: `dist/themes/${theme}`,
  })),
});

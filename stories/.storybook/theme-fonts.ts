import { dirname } from 'node:path';
import { loadTheme, themeNames } from '@dating/themes';
import { FONT_PATH, themeFonts, themeWebFonts } from '@dating/themes/site-files';

/**
 * The web fonts of every theme, as the generated sites ship them (Node, read by main.ts): the
 * `@font-face` rules (each family once) and the package folders their files come from, served at
 * the sites' font path, so that each theme shows its own fonts in Storybook.
 */
export function storybookThemeFonts() {
  const fonts = themeNames().map((name) => themeFonts(loadTheme(name)));
  const rules = [...new Set(fonts.flatMap((font) => (font.css ? font.css.split('\n\n') : [])))];
  const folders = [
    ...new Set(fonts.flatMap((font) => font.files.map((file) => dirname(file.source)))),
  ];
  const families = [
    ...new Set(themeNames().flatMap((name) => themeWebFonts(loadTheme(name)))),
  ].sort();
  return {
    css: rules.join('\n\n'),
    staticDirs: folders.map((from) => ({ from, to: FONT_PATH })),
    families,
  };
}

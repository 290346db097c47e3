import { DEFAULT_THEME } from '@dating/contract';
import { loadTheme, type Theme, themeNames, themeToCss } from '@dating/themes';

/** The theme of a brand; a brand naming a theme that does not exist yet gets the default theme. */
export function themeOfBrand(name: string): Theme {
  return loadTheme(themeNames().includes(name) ? name : DEFAULT_THEME);
}

/** The brand theme's `--dt-*` variables on `:root`, so portals (modals, popovers) get them too. */
export function themeStyles(name: string): string {
  return themeToCss(themeOfBrand(name), ':root');
}

declare const __THEME_FONT_FACES__: string;
declare const __THEME_WEB_FONTS__: readonly string[];

/** The `@font-face` rules of every theme's web fonts, as the sites declare them (main.ts). */
export const THEME_FONT_FACES: string = __THEME_FONT_FACES__;

/** The web font families the themes name (Inter, Nunito, ...), which Storybook serves. */
export const THEME_WEB_FONTS: readonly string[] = __THEME_WEB_FONTS__;

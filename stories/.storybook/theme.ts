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

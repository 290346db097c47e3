import { LANGUAGES } from '@dating/contract/enums';
import { themeNames } from '@dating/themes';
import type { Preview } from '@storybook/react-vite';
import { BRANDS } from './brands';
import { loadI18n, withSite } from './decorators';
import { VIEWPORTS } from './viewports';

/**
 * Toolbar: brand (theme + settings), theme (the brand's, or any other over the brand's settings),
 * locale (the seven interface languages) and viewport (the spec's breakpoints). Every story renders inside the site's providers, fed by fixture stores.
 */
const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand: its settings and theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: BRANDS.map((brand) => ({
          value: brand.slug,
          title: `${brand.name} (${brand.theme})`,
        })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: "Theme: the brand's own, or any theme over the brand's settings",
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'brand', title: "The brand's theme" },
          ...themeNames().map((name) => ({ value: name, title: name })),
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: LANGUAGES.map((language) => ({
          value: language.code,
          right: language.code,
          title: language.nativeName,
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    brand: BRANDS[0]?.slug,
    theme: 'brand',
    locale: 'en',
    viewport: { value: 'desktop', isRotated: false },
  },
  loaders: [loadI18n],
  decorators: [withSite],
  parameters: {
    layout: 'fullscreen',
    viewport: { options: VIEWPORTS },
    a11y: {
      test: 'error',
      // react-aria's live announcer (a visually hidden region on <body>) keeps each message for
      // 7 s; a message about a pending button outlives the button when the page changes, and axe
      // would blame whatever story runs then. Everything else of the page is checked.
      context: { include: ['body'], exclude: ['[data-live-announcer]'] },
    },
    controls: { expanded: true },
  },
};

export default preview;

import { defineMain } from '@storybook/react-vite/node';
import { defaultClientConditions, mergeConfig } from 'vite';
import { storybookThemeFonts } from './theme-fonts.ts';
import { workspaceSource } from './workspace-source.ts';

const fonts = storybookThemeFonts();

/**
 * Storybook for the dating-site UI. Workspace packages resolve from source (the `source` export
 * condition), so stories never need a build of @dating/ui, @dating/logic or @dating/themes first.
 */
export default defineMain({
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  // The theme images a generated site serves at /theme (the home page's hero mosaic).
  staticDirs: [
    { from: '../../themes/classic/assets', to: '/theme' },
    // The fake API's chat photo (`FIXTURE_CHAT_PHOTO`): a sunset drawn for the stories.
    { from: './fixture-uploads', to: '/uploads' },
    // The themes' web fonts, where the sites serve them (their @font-face rules: `define` below).
    ...fonts.staticDirs,
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  async viteFinal(config) {
    return mergeConfig(config, {
      plugins: [workspaceSource()],
      define: {
        __THEME_FONT_FACES__: JSON.stringify(fonts.css),
        __THEME_WEB_FONTS__: JSON.stringify(fonts.families),
      },
      // `source` first for the workspace's packages; third-party `source` entries are skipped
      // by resolving @dating/* in the plugin above and the rest with Vite's default conditions.
      resolve: { conditions: [...defaultClientConditions] },
      css: { modules: { generateScopedName: '[name]__[local]__[hash:base64:5]' } },
      build: { chunkSizeWarningLimit: 2000 },
    });
  },
});

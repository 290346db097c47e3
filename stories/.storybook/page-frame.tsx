import type { Decorator } from '@storybook/react-vite';

/**
 * Screens render inside the default layout's `<main>`; alone in a story they get one too. A story
 * showing the whole site (`parameters.wholeSite`) gets none: the layout brings its own.
 */
export const inMain: Decorator = (Story, { parameters }) =>
  parameters.wholeSite ? (
    <Story />
  ) : (
    <main id="main" style={{ padding: 'var(--dt-space-5)' }}>
      <Story />
    </main>
  );

import type { Decorator } from '@storybook/react-vite';

/** Screens render inside the default layout's `<main>`; alone in a story they get one too. */
export const inMain: Decorator = (Story) => (
  <main id="main" style={{ padding: 'var(--dt-space-5)' }}>
    <Story />
  </main>
);

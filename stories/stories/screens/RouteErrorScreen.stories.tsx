import { PageError, RouteErrorScreen } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { inMain } from '../../.storybook/page-frame';
import { textsOf } from '../../.storybook/texts';

/**
 * The error page for what a page threw: the status and message of a `PageError`, else 500 and
 * "Error". A failed download of a page's code reloads the page (once a minute at most).
 */
const meta = {
  title: 'Screens/RouteErrorScreen',
  component: RouteErrorScreen,
  decorators: [inMain],
  args: { error: new PageError(404), reload: fn() },
} satisfies Meta<typeof RouteErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement, loaded }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(textsOf(loaded)('errors:notFound'));
  },
};

export const PageErrorWithMessage: Story = {
  args: { error: new PageError(403, 'This profile is not available') },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'This profile is not available',
    );
    await expect(canvas.getByText(textsOf(loaded)('errors:status', { status: 403 }))).toBeVisible();
  },
};

export const PageCrashed: Story = {
  args: { error: new TypeError('Cannot read properties of undefined') },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('errors:status', { status: 500 }))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('errors:title'));
  },
};

export const PageDownloadFailed: Story = {
  args: { error: new TypeError('Failed to fetch dynamically imported module: /assets/x.js') },
  play: async ({ args }) => {
    await expect(args.reload).toHaveBeenCalledTimes(1);
  },
};

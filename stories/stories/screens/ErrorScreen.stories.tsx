import { ErrorScreen } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inMain } from '../../.storybook/page-frame';
import { textsOf } from '../../.storybook/texts';

/** The error page: status, message (default "Error") and a link back home. */
const meta = {
  title: 'Screens/Error',
  component: ErrorScreen,
  decorators: [inMain],
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  args: { status: 404 },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(t('errors:notFound'));
    await expect(canvas.getByText(t('errors:status', { status: 404 }))).toBeVisible();
    const home = canvas.getByRole('link', { name: t('errors:backHome') });
    await expect(home).toHaveAttribute('href', '/');
  },
};

export const ServerError: Story = {
  args: {},
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('errors:title'));
    await expect(canvas.getByText(t('errors:status', { status: 500 }))).toBeVisible();
  },
};

export const WithMessage: Story = { args: { status: 503, title: 'We are doing maintenance' } };

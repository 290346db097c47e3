import { PageError, RouteErrorBoundary, type RouteErrorBoundaryProps } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { inMain } from '../../.storybook/page-frame';
import { textsOf } from '../../.storybook/texts';

/** A page that fails while rendering, as pages signal "not here" or crash. */
function FailingPage({ error }: { error: unknown }): never {
  throw error;
}

/** Catches what a page throws (or a failed download of its code) and shows the error page. */
const meta = {
  title: 'Screens/RouteErrorBoundary',
  component: RouteErrorBoundary,
  decorators: [inMain],
  args: { children: null, reload: fn(), resetKey: '/members/42' },
} satisfies Meta<RouteErrorBoundaryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageWorks: Story = {
  args: { children: <h1>Members</h1> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Members' })).toBeVisible();
  },
};

export const PageNotFound: Story = {
  args: { children: <FailingPage error={new PageError(404)} /> },
  play: async ({ canvasElement, loaded }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(textsOf(loaded)('errors:notFound'));
  },
};

export const PageCrashed: Story = {
  args: { children: <FailingPage error={new Error('Something broke in a page')} /> },
  play: async ({ canvasElement, loaded }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(textsOf(loaded)('errors:title'));
  },
};

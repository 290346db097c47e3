import { RouteErrorScreen } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inMain } from '../../.storybook/page-frame';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { textsOf } from '../../.storybook/texts';

/** The route table's error page: the status of a thrown response, 500 for anything else. */
const meta = {
  title: 'Screens/RouteError',
  component: RouteErrorScreen,
  decorators: [inMain],
} satisfies Meta<typeof RouteErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownUrl: Story = {
  parameters: {
    site: { route: '/no-such-page', routeError: { status: 404 } } satisfies SiteParameters,
  },
  play: async ({ canvasElement, loaded }) => {
    const heading = await within(canvasElement).findByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(textsOf(loaded)('errors:notFound'));
  },
};

export const ThrownResponse: Story = {
  parameters: {
    site: {
      routeError: { status: 403, message: 'This profile is not available' },
    } satisfies SiteParameters,
  },
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent('This profile is not available');
  },
};

export const PageCrashed: Story = {
  parameters: { site: { routeError: 'exception' } satisfies SiteParameters },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('errors:status', { status: 500 }))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('errors:title'));
  },
};

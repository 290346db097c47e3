import { SiteRoutes } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { textsOf } from '../../.storybook/texts';

/**
 * The route table in the site's router: every page lazy-loaded into the default layout, the 404
 * page for any other URL. Links navigate between the pages.
 */
const meta = {
  title: 'Site/SiteRoutes',
  component: SiteRoutes,
  args: { footerVariant: 'plain' },
  argTypes: { footerVariant: { control: 'inline-radio', options: ['plain', 'copyright'] } },
} satisfies Meta<typeof SiteRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  parameters: { site: { member: 'visitor', route: '/' } satisfies SiteParameters },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    const main = within(await canvas.findByRole('main'));
    await userEvent.click(await main.findByRole('link', { name: t('home:login') }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('login:title') }),
    ).toBeVisible();
  },
};

export const MembersWithCopyrightFooter: Story = {
  args: { footerVariant: 'copyright' },
  // A member looking for women and men: every member of the fixture search is found.
  parameters: {
    site: {
      member: 'free',
      route: '/members',
      user: { profile: { sexuality: 'bi' } },
    } satisfies SiteParameters,
  },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('members:title') }),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByText(t('members:resultsCount', { count: 60 }))).toBeVisible(),
    );
  },
};

export const UnknownUrl: Story = {
  parameters: { site: { member: 'visitor', route: '/no-such-page' } satisfies SiteParameters },
  play: async ({ canvasElement, loaded }) => {
    const heading = await within(canvasElement).findByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(textsOf(loaded)('errors:notFound'));
  },
};

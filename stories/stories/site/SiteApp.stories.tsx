import { SiteApp, useStores } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { containing, textsOf } from '../../.storybook/texts';

interface SiteArgs {
  /** The URL the site opens at. */
  path: string;
  footerVariant: 'plain' | 'copyright';
}

/**
 * The whole site as `startSite` mounts it: `SiteApp` with the real route table (lazy pages, the
 * 404 page for unknown URLs), in a memory router at `path`, on fixture stores.
 */
const meta = {
  title: 'Site/SiteApp',
  args: { path: '/', footerVariant: 'plain' },
  argTypes: { footerVariant: { control: 'inline-radio', options: ['plain', 'copyright'] } },
  render: function WholeSite({ path, footerVariant }: SiteArgs) {
    const stores = useStores();
    const { i18n } = useTranslation();
    return (
      <SiteApp key={path} stores={stores} i18n={i18n} url={path} footerVariant={footerVariant} />
    );
  },
} satisfies Meta<SiteArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const site = (parameters: SiteParameters) => ({ site: { router: false, ...parameters } });

export const HomeForVisitors: Story = {
  parameters: site({ member: 'visitor' }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    const logins = canvas.getAllByRole('link', { name: textsOf(loaded)('navigation:login') });
    await expect(logins.length).toBeGreaterThan(0);
  },
};

export const MembersForMembers: Story = {
  args: { path: '/members' },
  parameters: site({
    member: 'premium',
    // Looking for women and men: every member of the fixture search is found.
    user: { profile: { sexuality: 'bi' } },
    credits: 5,
    counters: { unreadMessages: 7, newLikes: 120 },
  }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('heading', { level: 1, name: t('members:title') });
    await expect(title).toBeVisible();
    const found = t('members:resultsCount', { count: 60 });
    await expect(await canvas.findByText(found)).toBeVisible();
  },
};

export const LoginThenMembers: Story = {
  args: { path: '/login' },
  parameters: site({ member: 'visitor', settings: { logged_out_search: 'none' } }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('textbox', { name: containing(t('login:email')) });
    await userEvent.type(email, 'alex@example.com');
    await userEvent.type(canvas.getByLabelText(containing(t('login:password'))), 'demo-password');
    await userEvent.click(canvas.getByRole('button', { name: t('login:submit') }));
    const title = await canvas.findByRole('heading', { level: 1, name: t('members:title') });
    await expect(title).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: t('navigation:account') }),
    ).toBeVisible();
  },
};

export const VisitorSentToLogin: Story = {
  args: { path: '/members' },
  parameters: site({ member: 'visitor', settings: { logged_out_search: 'none' } }),
  play: async ({ canvasElement, loaded }) => {
    const name = textsOf(loaded)('login:title');
    const heading = await within(canvasElement).findByRole('heading', { level: 1, name });
    await expect(heading).toBeVisible();
  },
};

export const UnknownUrl: Story = {
  args: { path: '/no-such-page' },
  parameters: site({ member: 'visitor' }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(t('errors:notFound'));
    const nav = canvas.getByRole('navigation', { name: t('navigation:mainNavigation') });
    await expect(nav).toBeVisible();
  },
};

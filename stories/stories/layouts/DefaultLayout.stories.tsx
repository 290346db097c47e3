import { PROGRESS_THROTTLE_MS } from '@dating/logic';
import { fixtureOwnRestriction } from '@dating/logic/testing';
import { DefaultLayout, HomeScreen, MembersScreen, trackPageLoad } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { inTheme, toolbarSettings } from '../../.storybook/brands';
import { storyStores } from '../../.storybook/decorators';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { containing, startingWith, type Translate, textsOf } from '../../.storybook/texts';

/**
 * The default layout around a page: navigation (badges, Credits or Get Premium, menus), progress
 * bar, the brand's disclaimer, the footer and the site-entry warning.
 */
const meta = {
  title: 'Layouts/DefaultLayout',
  component: DefaultLayout,
  // The page inside is the render's: the home page for visitors, the search for members.
  args: { footerVariant: 'plain', children: null },
  argTypes: {
    footerVariant: { control: 'inline-radio', options: ['plain', 'copyright'] },
    children: { control: false },
  },
  render: (args, { parameters }) => {
    const site = parameters.site as SiteParameters | undefined;
    const member = site?.member && site.member !== 'visitor';
    return <DefaultLayout {...args}>{member ? <MembersScreen /> : <HomeScreen />}</DefaultLayout>;
  },
} satisfies Meta<typeof DefaultLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const site = (parameters: SiteParameters) => ({ site: parameters });

/** The main navigation, to look for links and buttons in. */
const navigation = (canvasElement: HTMLElement, t: Translate) =>
  within(within(canvasElement).getByRole('navigation', { name: t('navigation:mainNavigation') }));

export const Visitor: Story = {
  parameters: site({ member: 'visitor' }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(
      navigation(canvasElement, t).getByRole('link', { name: t('navigation:login') }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: t('footer:disclaimer') })).toBeVisible();
    await expect(
      canvas.getByRole('navigation', { name: t('footer:footerNavigation') }),
    ).toBeVisible();
  },
};

export const FreeMember: Story = {
  parameters: site({ member: 'free', search: 'results' }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const nav = navigation(canvasElement, t);
    await expect(nav.getByRole('link', { name: t('navigation:getPremium') })).toBeVisible();
    await expect(nav.getByRole('link', { name: t('navigation:messages') })).toBeVisible();
  },
};

export const PremiumNoCredits: Story = {
  parameters: site({ member: 'premium', credits: 0, search: 'results' }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const name = startingWith(t('navigation:credits'));
    const credits = navigation(canvasElement, t).getByRole('link', { name });
    await expect(credits).toHaveAccessibleName(
      containing(t('navigation:creditsLeft', { count: 0 })),
    );
  },
};

export const PremiumFewCredits: Story = {
  parameters: site({ member: 'premium', credits: 5, search: 'results' }),
};

export const PremiumManyCredits: Story = {
  parameters: site({ member: 'premium', credits: 50, search: 'results' }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const name = startingWith(t('navigation:credits'));
    const credits = navigation(canvasElement, t).getByRole('link', { name });
    await expect(credits).toHaveAccessibleName(t('navigation:credits'));
  },
};

export const NoBadges: Story = {
  parameters: site({ member: 'free', counters: { unreadMessages: 0, newLikes: 0 } }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const nav = navigation(canvasElement, t);
    await expect(nav.getByRole('link', { name: t('navigation:messages') })).toBeVisible();
    await expect(nav.getByRole('link', { name: t('navigation:likes') })).toBeVisible();
  },
};

export const SomeBadges: Story = {
  parameters: site({ member: 'premium', counters: { unreadMessages: 7, newLikes: 7 } }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const nav = navigation(canvasElement, t);
    const messages = containing(t('navigation:unreadMessages', { count: 7 }));
    await expect(nav.getByRole('link', { name: messages })).toHaveTextContent('7');
    const likes = containing(t('navigation:newLikes', { count: 7 }));
    await expect(nav.getByRole('link', { name: likes })).toHaveTextContent('7');
  },
};

export const CappedBadges: Story = {
  parameters: site({ member: 'free', counters: { unreadMessages: 120, newLikes: 120 } }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const nav = navigation(canvasElement, t);
    const messages = containing(t('navigation:unreadMessages', { count: 120 }));
    await expect(nav.getByRole('link', { name: messages })).toHaveTextContent('99+');
    const likes = containing(t('navigation:newLikes', { count: 120 }));
    await expect(nav.getByRole('link', { name: likes })).toHaveTextContent('99+');
  },
};

export const CopyrightFooter: Story = {
  args: { footerVariant: 'copyright' },
  parameters: site({ member: 'free' }),
  play: async ({ canvasElement, globals, loaded }) => {
    const settings = toolbarSettings(globals);
    const year = new Date().getFullYear();
    const line = textsOf(loaded)('footer:copyright', { year, name: settings.name });
    await expect(within(canvasElement).getByText(line)).toBeVisible();
  },
};

export const SignupCompletionStep: Story = {
  parameters: site({ member: 'free', route: '/complete-signup' }),
  play: async ({ canvasElement, loaded }) => {
    const nav = navigation(canvasElement, textsOf(loaded));
    await expect(nav.queryByRole('button')).toBeNull();
  },
};

export const SiteEntryWarning: Story = {
  parameters: site({ member: 'visitor', siteEntryWarning: true }),
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const enter = within(dialog).getByRole('button');
    await waitFor(() => expect(enter).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const MobileVisitor: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: site({ member: 'visitor' }),
};

export const MobileMember: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: site({
    member: 'premium',
    credits: 5,
    counters: { unreadMessages: 7, newLikes: 120 },
    search: 'results',
  }),
};

/**
 * A member with two decisions about their account they have not read yet: a warning and a photo
 * removed. Each shows until the member says they have read it.
 */
export const RestrictionNotices: Story = {
  parameters: site({
    member: 'free',
    search: 'results',
    ownRestrictions: [
      fixtureOwnRestriction(),
      {
        id: 61,
        kind: 'removal',
        ground: 'false_identity',
        facts: '',
        created_at: '2026-01-16T09:00:00.000Z',
      },
    ],
  }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const notices = await screen.findByRole('region', { name: t('banPage:notices.label') });
    await expect(within(notices).getByText(t('banPage:notices.titles.warning'))).toBeVisible();
    await expect(within(notices).getByText(containing('You called a member stupid'))).toBeVisible();
    const [first] = within(notices).getAllByRole('button', { name: t('banPage:notices.read') });
    if (first) await userEvent.click(first);
    await expect(within(notices).queryByText(t('banPage:notices.titles.warning'))).toBeNull();
    await expect(within(notices).getByText(t('banPage:notices.titles.removal'))).toBeVisible();
  },
};

export const TabletMember: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  parameters: site({ member: 'free', counters: { unreadMessages: 3 }, search: 'results' }),
};

export const NextPageLoading: Story = {
  parameters: site({ member: 'free', search: 'results' }),
  // A page's code is downloading for as long as the story is open: the progress bar shows.
  beforeEach: () => {
    let finish = () => {};
    void trackPageLoad(() => new Promise<void>((resolve) => (finish = resolve)))();
    return () => finish();
  },
  play: async ({ canvasElement, loaded }) => {
    const name = textsOf(loaded)('navigation:loadingPage');
    // The bar waits 200 ms of the stores' clock before it shows.
    await storyStores().clock.advance(PROGRESS_THROTTLE_MS);
    await expect(await within(canvasElement).findByRole('progressbar', { name })).toBeVisible();
  },
};

/** A member on a phone: compact top bar and bottom tab bar, at most 120 px together. */
const phoneMember: Story = {
  parameters: site({
    member: 'premium',
    credits: 5,
    counters: { unreadMessages: 7, newLikes: 120 },
    search: 'results',
  }),
  play: async ({ canvasElement, globals, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    const tabBar = canvas.queryByRole('navigation', { name: t('navigation:tabBar') });
    const viewport = (globals.viewport as { value?: string } | undefined)?.value;
    if (viewport !== 'mobile') {
      await expect(tabBar).toBeNull();
      return;
    }
    await expect(tabBar).toBeVisible();
    const header = canvas.getByRole('banner').getBoundingClientRect().height;
    const bar = (tabBar as HTMLElement).getBoundingClientRect().height;
    await expect(header + bar).toBeLessThanOrEqual(120);
  },
};

/* The same story in each theme, at phone (375 px) and desktop (1280 px) sizes. */
export const PhoneClassic: Story = { ...phoneMember, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...phoneMember, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...phoneMember, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...phoneMember, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...phoneMember, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...phoneMember, globals: inTheme('sunrise', 'desktop') };

import { fixtureProfileCards } from '@dating/logic/testing';
import { MemberProfileScreen, Route, Routes } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { inTheme, toolbarTexts } from '../../.storybook/brands';
import { inMain } from '../../.storybook/page-frame';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { containing, textsOf } from '../../.storybook/texts';

/**
 * Another member's profile (`/members/{id}`, also `/likes/m/{id}`): header with highlights, like,
 * block and report, the brand's details, photos by the viewer's rights (a visitor sees the main
 * image, a free member two photos, a premium member all), related profiles, the like and match
 * pop-ups; the blocked text for a member blocked by this one.
 */
const meta = {
  title: 'Screens/MemberProfile',
  component: MemberProfileScreen,
  decorators: [inMain],
  render: () => (
    <Routes>
      <Route path="/members/:id">
        <MemberProfileScreen />
      </Route>
      <Route path="/likes/m/:id">
        <MemberProfileScreen />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof MemberProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const members = fixtureProfileCards(60, 1);
// The fixture's first member is real, the second fictional.
const real = members[0] as (typeof members)[number];
const fictional = members[1] as (typeof members)[number];

const at = (id: number, site: SiteParameters = {}): { site: SiteParameters } => ({
  site: { member: 'free', route: `/members/${id}`, ...site },
});

/** Waits for the profile's heading (the member's name). */
const profileOf = async (name: string) =>
  screen.findByRole('heading', { level: 1, name: containing(name) });

export const FreeMember: Story = {
  parameters: at(real.id),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await profileOf(real.name);
    const photos = screen.getByRole('region', {
      name: t('discovery:photos.title', { name: real.name }),
    });
    await expect(within(photos).getByText(t('discovery:photos.premiumForMore'))).toBeVisible();
    await expect(
      screen.getByRole('button', { name: containing(t('discovery:actions.like')) }),
    ).toBeEnabled();
    await expect(screen.queryByRole('button', { name: containing('Message') })).toBeNull();
  },
};

export const LikeShowsThePopUp: Story = {
  parameters: at(real.id),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await profileOf(real.name);
    await userEvent.click(
      screen.getByRole('button', { name: containing(t('discovery:actions.like')) }),
    );
    const popup = await screen.findByRole('dialog', {
      name: t('discovery:likeModal.title', { name: real.name }),
    });
    await expect(popup).toBeVisible();
  },
};

export const MatchWhenTheyLikedFirst: Story = {
  parameters: at(real.id, { discovery: { likedBy: [0] } }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await profileOf(real.name);
    await expect(
      screen.getByText(t('discovery:actions.state.received', { name: real.name })),
    ).toBeVisible();
    await userEvent.click(
      screen.getByRole('button', { name: containing(t('discovery:actions.likeBack')) }),
    );
    await expect(
      await screen.findByRole('dialog', { name: t('discovery:matchModal.title') }),
    ).toBeVisible();
  },
};

export const FictionalProfile: Story = {
  parameters: at(fictional.id),
  play: async ({ globals }) => {
    await profileOf(fictional.name);
    const { fictional_singular } = toolbarTexts(globals);
    await expect(screen.getAllByText(fictional_singular, { exact: false }).length).toBeGreaterThan(
      0,
    );
  },
};

export const Visitor: Story = {
  parameters: at(real.id, { member: 'visitor' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await profileOf(real.name);
    await expect(
      screen.getByRole('link', { name: t('discovery:actions.loginToLike') }),
    ).toBeVisible();
    await expect(
      screen.getByRole('link', { name: t('discovery:photos.loginForMore') }),
    ).toBeVisible();
  },
};

export const Premium: Story = {
  parameters: at(real.id, { member: 'premium' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await profileOf(real.name);
    await expect(screen.queryByText(t('discovery:photos.premiumForMore'))).toBeNull();
  },
};

export const BlockedByThem: Story = {
  parameters: at(real.id, { discovery: { blockedBy: [0] } }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(
      await screen.findByText(t('discovery:blocked.text', { name: real.name })),
    ).toBeVisible();
  },
};

export const ReportAndBlock: Story = {
  parameters: at(real.id),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await profileOf(real.name);
    await userEvent.click(
      screen.getByRole('button', { name: containing(t('discovery:actions.report')) }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: t('discovery:report.title', { name: real.name }),
    });
    await userEvent.click(
      within(dialog).getByRole('radio', { name: t('discovery:report.reasons.scam') }),
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('discovery:report.submit') }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      screen.getByRole('button', { name: containing(t('discovery:actions.unblock')) }),
    ).toBeVisible();
  },
};

/** Block asks first: "Cancel" (focused) blocks no one, the question's "Block" does. */
export const BlockAsksFirst: Story = {
  parameters: at(real.id),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await profileOf(real.name);
    const block = () =>
      userEvent.click(
        screen.getByRole('button', { name: containing(t('discovery:actions.block')) }),
      );
    const question = () =>
      screen.findByRole('dialog', { name: t('discovery:blockModal.title', { name: real.name }) });
    await block();
    const cancel = within(await question()).getByRole('button', {
      name: t('discovery:blockModal.cancel'),
    });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      screen.queryByText(t('discovery:actions.blocked', { name: real.name })),
    ).toBeNull();

    await block();
    await userEvent.click(
      within(await question()).getByRole('button', { name: t('discovery:blockModal.confirm') }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      await screen.findByText(t('discovery:actions.blocked', { name: real.name })),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: at(real.id, { pending: ['getProfile'] }),
  play: async ({ loaded }) => {
    await expect(await screen.findByRole('status')).toHaveTextContent(
      textsOf(loaded)('discovery:profilePage.loading'),
    );
  },
};

/** The profile in every theme, on a phone and on a desktop. */
const themed: Story = {
  parameters: at(fictional.id, { member: 'premium' }),
  play: async () => {
    await profileOf(fictional.name);
  },
};
export const PhoneClassic: Story = { ...themed, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...themed, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...themed, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...themed, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...themed, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...themed, globals: inTheme('sunrise', 'desktop') };

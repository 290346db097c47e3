import type { ProfileCard } from '@dating/contract';
import { creditsBadge } from '@dating/logic';
import { fixtureProfileCards } from '@dating/logic/testing';
import { ChatTopBar } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inTheme, toolbarTexts } from '../../.storybook/brands';
import { useFictionalLabel } from '../../.storybook/member-profiles';
import { containing, type Translate, textsOf } from '../../.storybook/texts';

const cards = fixtureProfileCards(60, 1);
const card = (index: number): ProfileCard => {
  const found = cards[index];
  if (!found) throw new Error(`No fixture profile card ${index}`);
  return found;
};
/** Giulia is online; Noah is a fictional profile; Emma has no photo. */
const giulia = card(6);
const noah = card(1);
const emma = card(2);

/**
 * The in-chat top bar: back to the conversations (below 992 px), the other member's photo and
 * name (the page's heading, a link to their profile), "Online now", the brand's fictional
 * notice for a fictional profile, the credits badge (warning at 10 or fewer, danger at 0) and the
 * button that removes the conversation.
 */
const meta = {
  title: 'Components/ChatTopBar',
  component: ChatTopBar,
  args: {
    profile: giulia,
    credits: 50,
    paid: true,
    fictionalLabel: { icon: '', label: '' },
    onRemove: fn(),
  },
  render: function WithBrandLabel(args) {
    return (
      <main>
        <ChatTopBar {...args} fictionalLabel={useFictionalLabel()} />
      </main>
    );
  },
} satisfies Meta<typeof ChatTopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The credits badge: a link to buy credits, its name saying the balance. */
const creditsOf = (canvasElement: HTMLElement, t: Translate, credits: number) =>
  within(canvasElement).getByRole('link', {
    name: containing(t('chat:topBar.credits', { count: credits })),
  });

export const PremiumPlentyOfCredits: Story = {
  play: async ({ args, canvasElement, loaded, globals }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: giulia.name })).toBeVisible();
    // The name leads to the profile; online now stands beside it.
    await expect(canvas.getByRole('link', { name: giulia.name })).toHaveAttribute(
      'href',
      `/members/${giulia.id}`,
    );
    await expect(canvas.getByText(t('chat:topBar.online'))).toBeVisible();
    const credits = creditsOf(canvasElement, t, 50);
    await expect(credits).toHaveAccessibleName(containing(t('chat:topBar.buyCredits')));
    // A premium member buys again what they bought last.
    await expect(credits).toHaveAttribute('href', '/credits/repeat-order');
    await expect(credits).toHaveAttribute('data-tone', 'plenty');
    const { fictional_singular } = toolbarTexts(globals);
    await expect(canvas.queryByText(fictional_singular, { exact: false })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('chat:topBar.remove') }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/** A free member without credits: the badge turns to danger and leads to the packages. */
export const FreeNoCredits: Story = {
  args: { credits: 0, paid: false },
  play: async ({ canvasElement, loaded }) => {
    const credits = creditsOf(canvasElement, textsOf(loaded), 0);
    await expect(credits).toHaveAttribute('href', '/credits');
    await expect(credits).toHaveAttribute('data-tone', creditsBadge(0)?.tone);
  },
};

/** 10 credits or fewer: the badge warns. */
export const FewCredits: Story = {
  args: { credits: 3 },
  play: async ({ canvasElement, loaded }) => {
    const credits = creditsOf(canvasElement, textsOf(loaded), 3);
    await expect(credits).toHaveAttribute('data-tone', creditsBadge(3)?.tone);
  },
};

/** A conversation with a fictional profile shows the brand's notice, always. */
export const FictionalProfile: Story = {
  args: { profile: noah, credits: 8 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: noah.name })).toBeVisible();
    const { fictional_singular } = toolbarTexts(globals);
    await expect(canvas.getByText(fictional_singular, { exact: false })).toBeVisible();
  },
};

/** A member without a photo: the placeholder with the initial. */
export const NoPhoto: Story = {
  args: { profile: emma },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: emma.name }),
    ).toBeVisible();
  },
};

/** While the conversation loads: no member yet, the credits and the way back already there. */
export const Loading: Story = {
  args: { profile: null },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(creditsOf(canvasElement, t, 50)).toBeVisible();
  },
};

/** Before the conversation's first message there is nothing to remove. */
export const WithoutRemove: Story = {
  args: { onRemove: undefined },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await expect(
      within(canvasElement).queryByRole('button', { name: t('chat:topBar.remove') }),
    ).toBeNull();
  },
};

/** Below 992 px the list is not beside the conversation: the bar leads back to it. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    const back = canvas.getByRole('link', { name: t('chat:topBar.backToConversations') });
    await expect(back).toBeVisible();
    await expect(back).toHaveAttribute('href', '/chats');
  },
};

/** From 992 px the list beside the conversation is the way back: the bar has none. */
export const DesktopWithoutBack: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole('link', { name: t('chat:topBar.backToConversations') }),
    ).toBeNull();
  },
};

/** The themed sizes show a fictional profile with few credits, as in {@link FictionalProfile}. */
const themed: Story = FictionalProfile;

export const PhoneClassic: Story = { ...themed, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...themed, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...themed, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...themed, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...themed, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...themed, globals: inTheme('sunrise', 'desktop') };

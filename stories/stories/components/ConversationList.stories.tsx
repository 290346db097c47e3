import type { ChatEntry, ProfileCard } from '@dating/contract';
import { fixtureProfileCards } from '@dating/logic/testing';
import { ConversationList } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inTheme, toolbarTexts } from '../../.storybook/brands';
import { useFictionalLabel } from '../../.storybook/member-profiles';
import { containing, type Translate, textsOf } from '../../.storybook/texts';

/** The site's clock for every story: 15 January 2026, noon (UTC). */
const NOW = Date.UTC(2026, 0, 15, 12);

const cards = fixtureProfileCards(60, 1);
const card = (index: number): ProfileCard => {
  const found = cards[index];
  if (!found) throw new Error(`No fixture profile card ${index}`);
  return found;
};
/** Noah (card 1) is a fictional profile, Emma (card 2) has no photo. */
const [noah, emma, lotte, marco, giulia] = [1, 2, 3, 4, 6].map(card) as [
  ProfileCard,
  ProfileCard,
  ProfileCard,
  ProfileCard,
  ProfileCard,
];

/** Five conversations, the latest first: unread ones, one with 120 unread, one still empty. */
const CHATS: ChatEntry[] = [
  {
    conversation: 101,
    profile: noah,
    num_unread_messages: 2,
    last_message: {
      kind: 'text',
      text: 'Are you coming to the concert on Friday? I still have a ticket.',
      mine: false,
      sent_at: '2026-01-15T11:40:00.000Z',
    },
  },
  {
    conversation: 102,
    profile: lotte,
    num_unread_messages: 0,
    last_message: {
      kind: 'text',
      text: 'See you Saturday at the market!',
      mine: true,
      sent_at: '2026-01-14T19:05:00.000Z',
    },
  },
  {
    conversation: 103,
    profile: marco,
    num_unread_messages: 120,
    last_message: {
      kind: 'text',
      text: 'Hello? Are you still there?',
      mine: false,
      sent_at: '2026-01-12T08:30:00.000Z',
    },
  },
  {
    conversation: 104,
    profile: giulia,
    num_unread_messages: 1,
    last_message: {
      kind: 'signup',
      text: 'Hi! I just joined and your profile caught my eye.',
      mine: false,
      sent_at: '2025-12-28T16:00:00.000Z',
    },
  },
  { conversation: 105, profile: emma, num_unread_messages: 0, last_message: null },
];

/**
 * The chat's conversation list (beside the open conversation from 992 px, the whole `/chats` page
 * below): back to the search, then per conversation the other member's photo and name, the
 * brand's fictional notice, the last message ("You: …" for the member's own), when it came and
 * the unread messages as a badge (99+ from 100). The open conversation is marked as current.
 */
const meta = {
  title: 'Components/ConversationList',
  component: ConversationList,
  args: {
    chats: CHATS,
    firstLoad: false,
    loadError: null,
    onRetry: fn(),
    active: 102,
    fictionalLabel: { icon: '', label: '' },
    headingLevel: 2,
    now: NOW,
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: [1, 2] } },
  render: function WithBrandLabel(args) {
    return (
      <main style={{ maxWidth: '400px' }}>
        <ConversationList {...args} fictionalLabel={useFictionalLabel()} />
      </main>
    );
  },
} satisfies Meta<typeof ConversationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list's navigation landmark, named by its heading. */
const listOf = (canvasElement: HTMLElement, t: Translate, title = t('chat:list.title')) =>
  within(within(canvasElement).getByRole('navigation', { name: title }));

/** The link of the conversation with `name`. */
const entryOf = (list: ReturnType<typeof listOf>, name: string) =>
  list.getByRole('link', { name: new RegExp(`^${name}`) });

export const Conversations: Story = {
  play: async ({ canvasElement, loaded, globals }) => {
    const t = textsOf(loaded);
    const list = listOf(canvasElement, t);
    await expect(list.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(list.getByRole('link', { name: t('chat:topBar.backToSearch') })).toHaveAttribute(
      'href',
      '/members',
    );
    await expect(list.getAllByRole('listitem')).toHaveLength(CHATS.length);
    // The open conversation is the current one, and only it.
    const current = entryOf(list, lotte.name);
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('href', '/chats/102');
    await expect(current).toHaveAccessibleName(
      containing(t('chat:list.you', { text: 'See you Saturday at the market!' })),
    );
    await expect(entryOf(list, noah.name)).not.toHaveAttribute('aria-current');
    // Unread messages: a badge, said in words.
    const unread = entryOf(list, noah.name);
    await expect(unread).toHaveAccessibleName(containing(t('chat:list.unread', { count: 2 })));
    await expect(unread).toHaveTextContent('2');
    // The brand's fictional notice, beside the fictional profile only.
    const { fictional_singular } = toolbarTexts(globals);
    await expect(list.getAllByText(fictional_singular, { exact: false })).toHaveLength(1);
    await expect(
      within(unread).getByText(fictional_singular, { exact: false }),
    ).toBeInTheDocument();
    // A conversation without messages yet.
    await expect(entryOf(list, emma.name)).toHaveAccessibleName(
      containing(t('chat:list.noMessages')),
    );
  },
};

/** 120 unread messages: the badge says 99+, the link's name the whole number. */
export const ManyUnread: Story = {
  args: { chats: [CHATS[2] as ChatEntry, ...CHATS.slice(0, 2)], active: null },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const list = listOf(canvasElement, t);
    const entry = entryOf(list, marco.name);
    await expect(entry).toHaveAccessibleName(containing(t('chat:list.unread', { count: 120 })));
    await expect(entry).toHaveTextContent('99+');
    await expect(list.queryByRole('link', { current: 'page' })).toBeNull();
  },
};

/** A fictional profile's conversation opened: the brand's notice stays beside the name. */
export const FictionalActive: Story = {
  args: { chats: CHATS.slice(0, 2), active: 101 },
  play: async ({ canvasElement, loaded, globals }) => {
    const t = textsOf(loaded);
    const list = listOf(canvasElement, t);
    const entry = list.getByRole('link', { current: 'page' });
    await expect(entry).toHaveAccessibleName(containing(noah.name));
    const { fictional_singular } = toolbarTexts(globals);
    await expect(within(entry).getByText(fictional_singular, { exact: false })).toBeVisible();
  },
};

/** The list is the page (`/chats` on a phone): its heading is the page's, "Messages". */
export const AsPage: Story = {
  args: { headingLevel: 1, active: null },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const list = listOf(canvasElement, t, t('chat:title'));
    await expect(list.getByRole('heading', { level: 1, name: t('chat:title') })).toBeVisible();
  },
};

export const FirstLoad: Story = {
  args: { chats: null, firstLoad: true, active: null },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const list = listOf(canvasElement, t);
    await expect(list.getByRole('status')).toHaveTextContent(t('chat:list.loading'));
    await expect(list.queryByRole('list')).toBeNull();
  },
};

/** The first load failed: why, and a way to try again. */
export const LoadError: Story = {
  args: { chats: null, active: null },
  render: function Failed(args) {
    const { t } = useTranslation('chat');
    return (
      <main style={{ maxWidth: '400px' }}>
        <ConversationList
          {...args}
          loadError={t('list.loadFailed')}
          fictionalLabel={useFictionalLabel()}
        />
      </main>
    );
  },
  play: async ({ args, canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const list = listOf(canvasElement, t);
    await expect(list.getByRole('alert')).toHaveTextContent(t('chat:list.loadFailed'));
    await userEvent.click(list.getByRole('button', { name: t('chat:list.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No conversations yet: an invitation to the member search. */
export const Empty: Story = {
  args: { chats: [], active: null },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const list = listOf(canvasElement, t);
    await expect(list.getByText(t('chat:list.empty'))).toBeVisible();
    await expect(list.getByRole('link', { name: t('chat:list.findMembers') })).toHaveAttribute(
      'href',
      '/members',
    );
    await expect(list.queryByRole('list')).toBeNull();
  },
};

/** The themed sizes show the five conversations, checked as in {@link Conversations}. */
const themed: Story = Conversations;

export const PhoneClassic: Story = { ...themed, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...themed, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...themed, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...themed, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...themed, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...themed, globals: inTheme('sunrise', 'desktop') };

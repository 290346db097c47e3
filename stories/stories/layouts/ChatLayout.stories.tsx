import type { ChatEntry, ProfileCard } from '@dating/contract';
import type { ChatMessage } from '@dating/logic';
import { fixtureProfileCards } from '@dating/logic/testing';
import { ChatLayout, ChatTopBar, ConversationList, MessageList, SendFooter } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { useFictionalLabel } from '../../.storybook/member-profiles';
import type { Translate } from '../../.storybook/texts';
import { textsOf } from '../../.storybook/texts';

/** The site's clock for every story: 15 January 2026, noon (UTC). */
const NOW = Date.UTC(2026, 0, 15, 12);
const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

const cards = fixtureProfileCards(60, 1);
const card = (index: number): ProfileCard => {
  const found = cards[index];
  if (!found) throw new Error(`No fixture profile card ${index}`);
  return found;
};
/** Noah (card 1) is a fictional profile. */
const noah = card(1);
const lotte = card(3);
const marco = card(4);

const CHATS: ChatEntry[] = [
  {
    conversation: 101,
    profile: noah,
    num_unread_messages: 0,
    last_message: {
      kind: 'text',
      text: 'Saturday morning it is!',
      mine: false,
      sent_at: '2026-01-15T09:25:00.000Z',
    },
  },
  {
    conversation: 102,
    profile: lotte,
    num_unread_messages: 3,
    last_message: {
      kind: 'text',
      text: 'How was the concert?',
      mine: false,
      sent_at: '2026-01-14T11:30:00.000Z',
    },
  },
  {
    conversation: 103,
    profile: marco,
    num_unread_messages: 0,
    last_message: {
      kind: 'text',
      text: 'Nice to meet you too.',
      mine: true,
      sent_at: '2026-01-09T16:00:00.000Z',
    },
  },
];

const message = (id: number, mine: boolean, text: string, sentAt: string): ChatMessage => ({
  id,
  conversation: 101,
  mine,
  kind: 'text',
  text,
  credits: mine ? 5 : 0,
  client_id: mine ? `story-client-${id}` : null,
  sent_at: sentAt,
  status: 'sent',
});

const MESSAGES: ChatMessage[] = [
  message(
    1,
    false,
    'Hi! I saw you like hiking too. Where do you usually go?',
    '2026-01-14T11:02:00.000Z',
  ),
  message(
    2,
    true,
    'Mostly the dunes near the coast, and the Alps in summer.',
    '2026-01-14T11:10:00.000Z',
  ),
  message(3, false, 'Maybe we could go together some day?', '2026-01-15T09:15:00.000Z'),
  message(4, true, 'I would love that. Saturday morning?', '2026-01-15T09:20:00.000Z'),
  message(5, false, 'Saturday morning it is!', '2026-01-15T09:25:00.000Z'),
];

/** The open conversation with Noah, as the chat's pane shows it. */
function Conversation() {
  const [draft, setDraft] = useState('');
  return (
    <>
      <ChatTopBar
        profile={noah}
        credits={50}
        paid
        fictionalLabel={useFictionalLabel()}
        onRemove={() => {}}
      />
      <MessageList
        messages={MESSAGES}
        name={noah.name}
        hasOlder={false}
        loadingOlder={false}
        onLoadOlder={() => {}}
        historyHidden={false}
        onRetry={() => {}}
        onDiscard={() => {}}
        empty={null}
        now={NOW}
      />
      <SendFooter
        name={noah.name}
        value={draft}
        onChange={setDraft}
        onSend={() => {}}
        price={5}
        maxLength={1000}
      />
    </>
  );
}

/** What `/chats` shows beside the list: the hint to choose a conversation. */
function ChooseHint() {
  const { t } = useTranslation('chat');
  return (
    <div style={{ padding: 'var(--dt-space-5)' }}>
      <h2>{t('pick.title')}</h2>
      <p>{t('pick.text')}</p>
    </div>
  );
}

/**
 * The chat layout: full screen, the conversation list beside the pane from 992 px (300 to 400 px
 * wide), the pane with the conversation (its messages at most 800 px wide). Narrower screens show
 * the list (`/chats`) or the pane (an open conversation, whose top bar leads back to the list).
 * Here with the chat's own parts: `narrow: 'list'` is `/chats` (the list is the page, the pane
 * asks to choose), `narrow: 'pane'` an open conversation.
 */
const meta = {
  title: 'Layouts/ChatLayout',
  component: ChatLayout,
  args: { narrow: 'list', list: null, children: null },
  argTypes: {
    narrow: { control: 'inline-radio', options: ['list', 'pane'] },
    list: { control: false },
    children: { control: false },
  },
  render: function Chat(args) {
    const label = useFictionalLabel();
    const open = args.narrow === 'pane';
    return (
      <main style={{ display: 'flex', flexDirection: 'column', height: '100dvh' }}>
        <ChatLayout
          {...args}
          list={
            <ConversationList
              chats={CHATS}
              firstLoad={false}
              loadError={null}
              onRetry={() => {}}
              active={open ? 101 : null}
              fictionalLabel={label}
              headingLevel={open ? 2 : 1}
              now={NOW}
            />
          }
        >
          {open ? <Conversation /> : <ChooseHint />}
        </ChatLayout>
      </main>
    );
  },
} satisfies Meta<typeof ChatLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const listNamed = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).queryByRole('navigation', { name });

const conversationHeading = (canvasElement: HTMLElement) =>
  within(canvasElement).queryByRole('heading', { level: 1, name: noah.name });

const pickHeading = (canvasElement: HTMLElement, t: Translate) =>
  within(canvasElement).queryByRole('heading', { level: 2, name: t('chat:pick.title') });

/** `/chats` on a wide screen: the list (the page's heading) beside the hint to choose one. */
export const WideList: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const list = listNamed(canvasElement, t('chat:title'));
    await expect(list).toBeVisible();
    await expect(pickHeading(canvasElement, t)).toBeVisible();
    const listBox = (list as HTMLElement).getBoundingClientRect();
    await expect(listBox.width).toBeGreaterThanOrEqual(300);
    await expect(listBox.width).toBeLessThanOrEqual(400);
  },
};

/** An open conversation on a wide screen: the list beside it, the conversation marked. */
export const WideConversation: Story = {
  args: { narrow: 'pane' },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const list = listNamed(canvasElement, t('chat:list.title')) as HTMLElement;
    await expect(list).toBeVisible();
    await expect(within(list).getByRole('link', { current: 'page' })).toHaveAttribute(
      'href',
      '/chats/101',
    );
    const heading = conversationHeading(canvasElement) as HTMLElement;
    await expect(heading).toBeVisible();
    // Side by side: the conversation starts where the list ends.
    await expect(heading.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      list.getBoundingClientRect().right,
    );
    await expect(
      within(canvasElement).getByRole('log', {
        name: t('chat:messages.label', { name: noah.name }),
      }),
    ).toBeVisible();
    await expect(
      within(canvasElement).getByRole('textbox', {
        name: t('chat:footer.label', { name: noah.name }),
      }),
    ).toBeVisible();
  },
};

/** `/chats` on a phone: the list is the whole page. */
export const NarrowList: Story = {
  globals: MOBILE,
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const list = listNamed(canvasElement, t('chat:title')) as HTMLElement;
    await expect(list).toBeVisible();
    await expect(list.getBoundingClientRect().width).toBeGreaterThan(300);
    await expect(pickHeading(canvasElement, t)).toBeNull();
  },
};

/** An open conversation on a phone: the pane alone, its top bar leading back to the list. */
export const NarrowPane: Story = {
  args: { narrow: 'pane' },
  globals: MOBILE,
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await expect(listNamed(canvasElement, t('chat:list.title'))).toBeNull();
    await expect(conversationHeading(canvasElement)).toBeVisible();
    await expect(
      within(canvasElement).getByRole('link', { name: t('chat:topBar.backToConversations') }),
    ).toHaveAttribute('href', '/chats');
  },
};

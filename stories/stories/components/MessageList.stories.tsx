import type { ChatMessage } from '@dating/logic';
import { FIXTURE_CHAT_PHOTO } from '@dating/logic/testing';
import { Button, MessageList } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { inTheme } from '../../.storybook/brands';
import { containing, type Translate, textsOf } from '../../.storybook/texts';

/** The site's clock for every story: 15 January 2026, noon (UTC). */
const NOW = Date.UTC(2026, 0, 15, 12);
const NAME = 'Giulia';
const CONVERSATION = 201;
const PRICE = 5;

/** A message of the conversation: the member's own cost the brand's price and carry a client id. */
function message(
  id: number,
  mine: boolean,
  text: string,
  sentAt: string,
  changes: Partial<ChatMessage> = {},
): ChatMessage {
  return {
    id,
    conversation: CONVERSATION,
    mine,
    kind: 'text',
    text,
    credits: mine ? PRICE : 0,
    client_id: mine ? `story-client-${id}` : null,
    sent_at: sentAt,
    status: 'sent',
    ...changes,
  };
}

/** Four messages, yesterday and this morning (midday UTC, so in any time zone of the members). */
const SHORT: ChatMessage[] = [
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
  message(
    3,
    false,
    'The dunes sound lovely. Maybe we could go together some day?',
    '2026-01-15T09:15:00.000Z',
  ),
  message(4, true, 'I would love that.\nSaturday morning?', '2026-01-15T09:20:00.000Z'),
];

const LONG_TEXTS = [
  'Good morning! Did you sleep well?',
  'Yes, thank you. Busy day ahead, but I am looking forward to the evening.',
  'Any plans?',
  'Dinner with my sister, then maybe a film. You?',
  'A run along the river, then cooking something new.',
  'What are you cooking?',
  'A risotto with mushrooms from the market. Wish me luck!',
  'Good luck! Tell me how it turns out.',
];

/** 40 messages taking turns, three hours apart: from 10 January to this morning. */
const LONG: ChatMessage[] = Array.from({ length: 40 }, (_, index) => {
  const sentAt = new Date(Date.UTC(2026, 0, 10, 8) + index * 3 * 60 * 60 * 1000).toISOString();
  return message(index + 100, index % 2 === 1, LONG_TEXTS[index % LONG_TEXTS.length] ?? '', sentAt);
});

/**
 * The messages of a conversation (at most 800 px wide), a live log: the privacy notice when older
 * history is hidden, "Show earlier messages" while there are more, the messages by day (today,
 * yesterday, then dates), the member's on one side and the other member's on the other, each with
 * its time. A signup message says it was free and what it is worth; a message on its way says so,
 * a failed one offers to send it again or delete it.
 */
const meta = {
  title: 'Components/MessageList',
  component: MessageList,
  args: {
    messages: SHORT,
    name: NAME,
    hasOlder: false,
    loadingOlder: false,
    onLoadOlder: fn(),
    historyHidden: false,
    onRetry: fn(),
    onDiscard: fn(),
    empty: null,
    now: NOW,
  },
  argTypes: { empty: { control: false } },
  // The conversation's pane: the messages scroll inside it.
  render: (args) => (
    <main style={{ display: 'flex', flexDirection: 'column', height: '100dvh' }}>
      <MessageList {...args} />
    </main>
  ),
} satisfies Meta<typeof MessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

const logOf = (canvasElement: HTMLElement, t: Translate) =>
  within(canvasElement).getByRole('log', { name: t('chat:messages.label', { name: NAME }) });

/** Whether the end of the log (its newest message) is scrolled into view. */
const atEnd = (log: HTMLElement) => log.scrollHeight - log.scrollTop - log.clientHeight < 2;

export const ShortConversation: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const log = within(logOf(canvasElement, t));
    await expect(log.getByText(t('chat:messages.yesterday'))).toBeVisible();
    await expect(log.getByText(t('chat:messages.today'))).toBeVisible();
    // Who wrote each message is said, not only shown by its side.
    const items = log.getAllByRole('listitem');
    const texts = items.map((item) => item.textContent ?? '');
    await expect(texts.filter((text) => text.startsWith(`${NAME}: `))).toHaveLength(2);
    await expect(
      texts.filter((text) => text.startsWith(`${t('chat:messages.you')}: `)),
    ).toHaveLength(2);
    await expect(log.getByText(containing('Saturday morning?'))).toBeVisible();
    await expect(log.queryByRole('button')).toBeNull();
  },
};

/** A gift each way: drawn, with its name. */
export const Gifts: Story = {
  args: {
    messages: [
      ...SHORT,
      { ...message(5, true, 'rose', '2026-01-15T09:30:00.000Z'), kind: 'gift', credits: 15 },
      { ...message(6, false, 'chocolates', '2026-01-15T09:31:00.000Z'), kind: 'gift' },
    ],
  },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const log = within(logOf(canvasElement, t));
    await expect(
      log.getByText(containing(t('chat:messages.gift', { gift: t('chat:gifts.rose') }))),
    ).toBeVisible();
    await expect(
      log.getByText(containing(t('chat:messages.gift', { gift: t('chat:gifts.chocolates') }))),
    ).toBeVisible();
  },
};

/** A photo each way: its preview, which opens the photo itself; the member's on its way too. */
export const Photos: Story = {
  args: {
    messages: [
      ...SHORT,
      { ...message(5, false, FIXTURE_CHAT_PHOTO, '2026-01-15T09:30:00.000Z'), kind: 'photo' },
      {
        ...message(6, true, '', '2026-01-15T09:31:00.000Z'),
        kind: 'photo',
        status: 'sending',
        localPhoto: '/uploads/fixture/c-photo-preview.jpg',
      },
    ],
  },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const log = within(logOf(canvasElement, t));
    const theirs = log.getByRole('img', { name: t('chat:messages.photoFrom', { name: NAME }) });
    await expect(theirs).toBeVisible();
    // Their photo opens full size in the photo viewer.
    await userEvent.click(theirs);
    const viewer = await screen.findByRole('dialog', {
      name: t('chat:messages.photoFrom', { name: NAME }),
    });
    await expect(within(viewer).getByRole('img')).toHaveAttribute(
      'src',
      `/uploads/${FIXTURE_CHAT_PHOTO}.jpg`,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(log.getByRole('img', { name: t('chat:messages.photoMine') })).toBeVisible();
    await expect(log.getByText(t('chat:messages.sending'))).toBeVisible();
  },
};

/** Heard live: the other member read the member's last message and is typing an answer. */
export const SeenAndTyping: Story = {
  args: { readUntil: 4, typing: true },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const log = within(logOf(canvasElement, t));
    // Only the member's newest message read says so.
    await expect(log.getAllByText(t('chat:messages.seen'))).toHaveLength(1);
    await expect(log.getByText(t('chat:messages.typing', { name: NAME }))).toBeVisible();
  },
};

/** A long history: the newest messages in view, "Show earlier messages" above the oldest. */
export const LongHistory: Story = {
  args: { messages: LONG, hasOlder: true },
  play: async ({ args, canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const log = logOf(canvasElement, t);
    // The conversation opens at its newest message.
    await waitFor(() => expect(atEnd(log)).toBe(true));
    await expect(log.scrollHeight).toBeGreaterThan(log.clientHeight);
    const older = within(log).getByRole('button', { name: t('chat:messages.loadOlder') });
    await userEvent.click(older);
    await expect(args.onLoadOlder).toHaveBeenCalledOnce();
  },
};

/** Earlier messages on their way: the button waits and takes no second press. */
export const LoadingOlder: Story = {
  args: { messages: LONG, hasOlder: true, loadingOlder: true },
  play: async ({ args, canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const older = within(logOf(canvasElement, t)).getByRole('button', {
      name: t('chat:messages.loadOlder'),
    });
    await expect(older).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(older);
    await expect(args.onLoadOlder).not.toHaveBeenCalled();
  },
};

/** The start of what the brand keeps: older messages are hidden for privacy. */
export const HistoryHidden: Story = {
  args: { messages: SHORT, historyHidden: true },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const log = within(logOf(canvasElement, t));
    await expect(log.getByText(t('chat:messages.historyHidden'))).toBeVisible();
    await expect(log.queryByRole('button', { name: t('chat:messages.loadOlder') })).toBeNull();
  },
};

/** The signup message: free for its sender, and what it is worth said below it. */
export const SignupMessage: Story = {
  args: {
    messages: [
      message(
        7,
        false,
        'Hi! I just joined and your profile caught my eye. Fancy a chat?',
        '2026-01-15T08:00:00.000Z',
        { kind: 'signup', credits: 10 },
      ),
      message(8, true, 'Welcome! Gladly. What made you join?', '2026-01-15T08:30:00.000Z'),
    ],
  },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const log = within(logOf(canvasElement, t));
    await expect(log.getByText(t('chat:messages.signupMessage', { count: 10 }))).toBeVisible();
    await expect(log.getByText(containing('your profile caught my eye'))).toBeVisible();
  },
};

/** The member's last two messages: one on its way, one that failed (send again or delete). */
export const SendingAndFailed: Story = {
  args: {
    messages: [
      ...SHORT,
      message(5, true, 'Shall I bring a picnic?', '2026-01-15T11:58:00.000Z', {
        client_id: 'story-client-sending',
        status: 'sending',
      }),
      message(6, true, 'And a thermos of coffee!', '2026-01-15T11:59:00.000Z', {
        client_id: 'story-client-failed',
        status: 'failed',
      }),
    ],
  },
  play: async ({ args, canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const log = within(logOf(canvasElement, t));
    await expect(log.getByText(t('chat:messages.sending'))).toBeVisible();
    await expect(log.getByText(t('chat:messages.failed'))).toBeVisible();
    await userEvent.click(log.getByRole('button', { name: t('chat:messages.retrySend') }));
    await expect(args.onRetry).toHaveBeenCalledWith('story-client-failed');
    await userEvent.click(log.getByRole('button', { name: t('chat:messages.discard') }));
    await expect(args.onDiscard).toHaveBeenCalledWith('story-client-failed');
  },
};

/** No messages yet: what the conversation puts there, a greeting and the icebreaker's button. */
export const Empty: Story = {
  args: { messages: [] },
  render: function WithGreeting(args) {
    const { t } = useTranslation('chat');
    return (
      <main style={{ display: 'flex', flexDirection: 'column', height: '100dvh' }}>
        <MessageList
          {...args}
          empty={
            <>
              <p>{t('messages.empty', { name: args.name })}</p>
              <Button variant="secondary">{t('messages.icebreaker')}</Button>
            </>
          }
        />
      </main>
    );
  },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const log = within(logOf(canvasElement, t));
    await expect(log.getByText(t('chat:messages.empty', { name: NAME }))).toBeVisible();
    await expect(log.getByRole('button', { name: t('chat:messages.icebreaker') })).toBeVisible();
    await expect(log.queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** The themed sizes show the sending and failed messages, as in {@link SendingAndFailed}. */
const themed: Story = SendingAndFailed;

export const PhoneClassic: Story = { ...themed, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...themed, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...themed, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...themed, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...themed, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...themed, globals: inTheme('sunrise', 'desktop') };

import { fixtureProfileCards } from '@dating/logic/testing';
import { ChatScreen, SiteRoutes } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { toolbarTexts } from '../../.storybook/brands';
import { storyStores } from '../../.storybook/decorators';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { containing, textsOf } from '../../.storybook/texts';

/**
 * The chat (`/chats`, `/chats/{id}`, `/members/{id}/chat`) in the site's chat layout: full screen,
 * the conversation list beside the conversation from 992 px, the in-chat top bar with the credits
 * badge and, for a fictional profile, the brand's notice; the messages and the send footer.
 * Members only. The fixture member has two conversations: with the first fixture member (read)
 * and with the second, a fictional profile (two unread).
 */
const meta = {
  title: 'Screens/Chat',
  component: ChatScreen,
  parameters: { wholeSite: true },
  render: () => <SiteRoutes />,
} satisfies Meta<typeof ChatScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const members = fixtureProfileCards(60, 1);
const [first, second, third] = members;
const at = (route: string, site: SiteParameters = {}): { site: SiteParameters } => ({
  site: { member: 'premium', route, chat: {}, ...site },
});

/** Sends `text` from the conversation's footer. */
async function send(text: string, name: string, t: ReturnType<typeof textsOf>) {
  const field = await screen.findByRole('textbox', { name: t('chat:footer.label', { name }) });
  await userEvent.type(field, text);
  await userEvent.keyboard('{Enter}');
}

export const Conversations: Story = {
  parameters: at('/chats'),
  play: async ({ globals, loaded }) => {
    const t = textsOf(loaded);
    const list = await screen.findByRole('navigation', { name: t('chat:title') });
    // The latest first: the fictional profile's conversation, with its two unread messages.
    const links = await within(list).findAllByRole('link', {
      name: containing(second?.name ?? ''),
    });
    await expect(links[0]).toHaveAccessibleName(containing(t('chat:list.unread', { count: 2 })));
    const { fictional_singular } = toolbarTexts(globals);
    await expect(within(list).getByText(containing(fictional_singular))).toBeVisible();
    await expect(screen.getByRole('heading', { name: t('chat:pick.title') })).toBeVisible();
  },
};

export const Premium: Story = {
  parameters: at('/chats/1', { credits: 50 }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const name = first?.name ?? '';
    await expect(await screen.findByRole('heading', { level: 1, name })).toBeVisible();
    const log = screen.getByRole('log', { name: t('chat:messages.label', { name }) });
    await expect(within(log).getByText(containing('the dunes near the coast'))).toBeVisible();
    await send('Shall we go together next Saturday?', name, t);
    await expect(await within(log).findByText('Shall we go together next Saturday?')).toBeVisible();
    // The brand's price is spent: the top bar's badge shows what is left.
    const price = storyStores().settings.state.settings.message_credits;
    await waitFor(() =>
      expect(
        screen.getByRole('link', {
          name: containing(t('chat:topBar.credits', { count: 50 - price })),
        }),
      ).toBeVisible(),
    );
  },
};

export const Gift: Story = {
  parameters: at('/chats/1', { credits: 50 }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const name = first?.name ?? '';
    await userEvent.click(await screen.findByRole('button', { name: t('chat:footer.gift') }));
    const dialog = await screen.findByRole('dialog', {
      name: t('chat:giftPicker.title', { name }),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: t('chat:gifts.teddy') }));
    const log = screen.getByRole('log', { name: t('chat:messages.label', { name }) });
    const caption = t('chat:messages.gift', { gift: t('chat:gifts.teddy') });
    await expect(await within(log).findByText(containing(caption))).toBeVisible();
    // The brand's gift price is spent.
    const price = storyStores().settings.state.settings.gift_credits;
    await waitFor(() =>
      expect(
        screen.getByRole('link', {
          name: containing(t('chat:topBar.credits', { count: 50 - price })),
        }),
      ).toBeVisible(),
    );
  },
};

export const Photo: Story = {
  parameters: at('/chats/1', { credits: 50 }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const name = first?.name ?? '';
    const price = storyStores().settings.state.settings.photo_credits;
    // The photo button says what a photo costs; it opens the device's file picker.
    const button = await screen.findByRole('button', {
      name: t('chat:footer.photo', { count: price }),
    });
    const picker = button.parentElement?.querySelector('input[type="file"]');
    if (!(picker instanceof HTMLInputElement)) throw new Error('No file picker');
    await userEvent.upload(picker, new File(['jpeg bytes'], 'sunset.jpg', { type: 'image/jpeg' }));
    const log = screen.getByRole('log', { name: t('chat:messages.label', { name }) });
    // Sent: the preview from the site, which opens the photo itself in the viewer.
    const preview = await within(log).findByRole('img', { name: t('chat:messages.photoMine') });
    await waitFor(() =>
      expect(preview).toHaveAttribute('src', '/uploads/fixture/c-photo-preview.jpg'),
    );
    await userEvent.click(preview);
    const viewer = await screen.findByRole('dialog', { name: t('chat:messages.photoMine') });
    await expect(
      within(viewer).getByRole('img', { name: t('chat:messages.photoMine') }),
    ).toHaveAttribute('src', '/uploads/fixture/c-photo.jpg');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(
        screen.getByRole('link', {
          name: containing(t('chat:topBar.credits', { count: 50 - price })),
        }),
      ).toBeVisible(),
    );
  },
};

export const GiftFromTheProfile: Story = {
  parameters: at(`/members/${third?.id}/chat?gift`, { credits: 50 }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(
      await screen.findByRole('dialog', {
        name: t('chat:giftPicker.title', { name: third?.name ?? '' }),
      }),
    ).toBeVisible();
  },
};

export const Fictional: Story = {
  parameters: at('/chats/2', { member: 'free', credits: 20 }),
  play: async ({ globals }) => {
    const name = second?.name ?? '';
    await screen.findByRole('heading', { level: 1, name });
    // The top bar marks the fictional profile, always (and so does its entry in the list).
    const { fictional_singular } = toolbarTexts(globals);
    await expect(screen.getAllByText(containing(fictional_singular))).toHaveLength(2);
  },
};

export const FreeWithoutCredits: Story = {
  parameters: at('/chats/1', { member: 'free', credits: 0 }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await send('Hello again!', first?.name ?? '', t);
    const alert = await screen.findByText(t('money:alerts.notEnoughTitle'));
    await expect(alert).toBeVisible();
    await expect(screen.getByRole('link', { name: t('money:alerts.buyCredits') })).toHaveAttribute(
      'href',
      '/credits',
    );
    await expect(await screen.findByText(t('chat:messages.failed'))).toBeVisible();
  },
};

export const FreeConversationLimit: Story = {
  parameters: at(`/members/${third?.id}/chat`, {
    member: 'free',
    credits: 20,
    failures: { sendMessage: 'conversation_limit' },
  }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await send('Hi there!', third?.name ?? '', t);
    await expect(await screen.findByText(t('money:alerts.premiumTitle'))).toBeVisible();
    await expect(screen.getByRole('link', { name: t('money:alerts.getPremium') })).toHaveAttribute(
      'href',
      '/premium',
    );
  },
};

export const SendingTooFast: Story = {
  parameters: at('/chats/1', { failures: { sendMessage: 'too_many_messages' } }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await send('One more!', first?.name ?? '', t);
    // The wait in the member's language ("in 1 minute"), where the text puts it.
    const [before = ''] = t('problems:too_many_messages', { when: '\u0000' }).split('\u0000');
    await expect(await screen.findByText(containing(before.trim()))).toBeVisible();
    await expect(await screen.findByText(t('chat:messages.failed'))).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: at(`/members/${third?.id}/chat`, { member: 'free', credits: 20 }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const name = third?.name ?? '';
    await expect(await screen.findByText(t('chat:messages.empty', { name }))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: t('chat:messages.icebreaker') }));
    const dialog = await screen.findByRole('dialog', {
      name: t('chat:icebreaker.title', { name }),
    });
    const opener = t('chat:icebreaker.openers.travel', { name });
    await userEvent.click(within(dialog).getByRole('button', { name: opener }));
    const field = screen.getByRole('textbox', { name: t('chat:footer.label', { name }) });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveValue(opener);
  },
};

export const LongHistory: Story = {
  parameters: at('/chats/1', { chat: { conversations: 'long', historyHidden: true } }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const older = await screen.findByRole('button', { name: t('chat:messages.loadOlder') });
    await userEvent.click(older);
    await userEvent.click(
      await screen.findByRole('button', { name: t('chat:messages.loadOlder') }),
    );
    // The start of what the brand keeps: the privacy notice instead of more.
    await expect(await screen.findByText(t('chat:messages.historyHidden'))).toBeVisible();
    await expect(screen.queryByRole('button', { name: t('chat:messages.loadOlder') })).toBeNull();
  },
};

export const Offline: Story = {
  parameters: at('/chats/1', { failures: { sendMessage: 'network_error' } }),
  beforeEach: () => {
    const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    window.dispatchEvent(new Event('offline'));
    return () => {
      Reflect.deleteProperty(navigator, 'onLine');
      if (online) window.dispatchEvent(new Event('online'));
    };
  },
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(await screen.findByText(t('chat:notices.offline'))).toBeVisible();
    await send('Are you there?', first?.name ?? '', t);
    await expect(await screen.findByText(t('chat:messages.failed'))).toBeVisible();
    await expect(screen.getByRole('button', { name: t('chat:messages.retrySend') })).toBeVisible();
  },
};

export const NoConversations: Story = {
  parameters: at('/chats', { member: 'free', chat: { conversations: 'none' } }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(await screen.findByText(t('chat:list.empty'))).toBeVisible();
  },
};

export const Unconfirmed: Story = {
  parameters: at('/chats/1', { member: 'free', credits: 20, user: { status: 'not_confirmed' } }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const name = first?.name ?? '';
    await expect(await screen.findByText(t('chat:notices.unconfirmedMe', { name }))).toBeVisible();
  },
};

export const OtherUnconfirmed: Story = {
  parameters: at('/chats/1', { chat: { unconfirmed: [0] } }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const name = first?.name ?? '';
    await expect(
      await screen.findByText(t('chat:notices.unconfirmedThem', { name })),
    ).toBeVisible();
    await expect(
      screen.getByRole('textbox', { name: t('chat:footer.label', { name }) }),
    ).toBeDisabled();
  },
};

export const YouBlocked: Story = {
  parameters: at('/chats/1', { chat: { blocked: [0] } }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const name = first?.name ?? '';
    await expect(
      await screen.findByText(containing(t('chat:notices.youBlocked', { name }))),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: t('chat:notices.toProfile') })).toHaveAttribute(
      'href',
      `/members/${first?.id}`,
    );
  },
};

export const RemoveFails: Story = {
  parameters: at('/chats/1', { failures: { deleteChat: 'internal_error' } }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const name = first?.name ?? '';
    await userEvent.click(await screen.findByRole('button', { name: t('chat:topBar.remove') }));
    const dialog = await screen.findByRole('dialog', { name: t('chat:remove.title', { name }) });
    await userEvent.click(within(dialog).getByRole('button', { name: t('chat:remove.confirm') }));
    // Removed here first, then refused there: the alert says why and the list comes back.
    await expect(
      await screen.findByText(containing(t('chat:list.removeFailed', { error: '' }).trim())),
    ).toBeVisible();
    const list = screen.getByRole('navigation', { name: t('chat:title') });
    await waitFor(() =>
      expect(within(list).getAllByRole('link', { name: containing(name) }).length).toBeGreaterThan(
        0,
      ),
    );
  },
};

export const FirstLoad: Story = {
  parameters: at('/chats', { pending: ['getChats'] }),
  play: async ({ loaded }) => {
    await expect(await screen.findByText(textsOf(loaded)('chat:list.loading'))).toBeVisible();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: at('/chats/2'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await screen.findByRole('heading', { level: 1, name: second?.name ?? '' });
    // Below 992 px the conversation takes the screen; its top bar leads back to the list.
    const back = screen.getByRole('link', {
      name: t('chat:topBar.backToConversations'),
      hidden: true,
    });
    await expect(back).toHaveAttribute('href', '/chats');
  },
};

export const Visitor: Story = {
  parameters: at('/chats', { member: 'visitor' }),
  play: async ({ loaded }) => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: textsOf(loaded)('login:title') }),
    ).toBeVisible();
  },
};

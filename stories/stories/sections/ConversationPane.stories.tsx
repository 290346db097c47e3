import { createConversationStore } from '@dating/logic';
import { fixtureProfileCards } from '@dating/logic/testing';
import { ConversationPane, useStores } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { use, useEffect, useState } from 'react';
import { expect, screen, within } from 'storybook/test';
import { inTheme, toolbarTexts } from '../../.storybook/brands';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { containing, textsOf } from '../../.storybook/texts';

/** The chat screen's pane over its own conversation store, as `ChatScreen` makes it. */
function OpenConversation({
  conversation,
  fictionalLabel,
}: {
  conversation: number;
  fictionalLabel: { icon: string; label: string };
}) {
  const stores = useStores();
  const chats = use(stores.chats());
  const [store] = useState(() =>
    createConversationStore({
      api: stores.api,
      clock: stores.clock,
      session: stores.session,
      chats,
      storage: stores.storage,
    }),
  );
  useEffect(() => {
    void store.actions.open({ conversation });
    return () => store.destroy();
  }, [store, conversation]);
  return (
    <main style={{ display: 'flex', flexDirection: 'column', height: '100dvh' }}>
      <ConversationPane
        store={store}
        chats={chats}
        fictionalLabel={fictionalLabel}
        onRetry={() => void store.actions.open({ conversation })}
      />
    </main>
  );
}

/**
 * The open conversation without the list: the in-chat top bar, the notices, the messages, the
 * alert of a refused send and the send footer (see Screens/Chat for the whole screen).
 */
const meta = {
  title: 'Sections/ConversationPane',
  component: ConversationPane,
  parameters: { wholeSite: true },
  render: (_args, { globals }) => {
    const texts = toolbarTexts(globals);
    return (
      <OpenConversation
        conversation={2}
        fictionalLabel={{ icon: texts.fictional_icon, label: texts.fictional_singular }}
      />
    );
  },
} satisfies Meta;

export default meta;
// The pane's props are its stores, made by the render above: no args.
type Story = StoryObj;

const [, fictional] = fixtureProfileCards(60, 1);
const site = (changes: SiteParameters = {}): { site: SiteParameters } => ({
  site: { member: 'premium', route: '/chats/2', chat: {}, ...changes },
});

export const WithAFictionalProfile = {
  parameters: site(),
  play: async ({ globals, loaded }) => {
    const t = textsOf(loaded);
    const name = fictional?.name ?? '';
    await screen.findByRole('heading', { level: 1, name });
    await expect(
      screen.getByText(containing(toolbarTexts(globals).fictional_singular)),
    ).toBeVisible();
    const log = screen.getByRole('log', { name: t('chat:messages.label', { name }) });
    await expect(within(log).getByText(containing('I went to a concert'))).toBeVisible();
  },
} satisfies Story;

export const PhoneClassic: Story = {
  ...WithAFictionalProfile,
  globals: inTheme('classic', 'mobile'),
};
export const DesktopMidnight: Story = {
  ...WithAFictionalProfile,
  globals: inTheme('midnight', 'desktop'),
};
export const PhoneSunrise: Story = {
  ...WithAFictionalProfile,
  globals: inTheme('sunrise', 'mobile'),
};

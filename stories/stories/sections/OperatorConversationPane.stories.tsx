import { createOperatorStore, createSavedRepliesStore } from '@dating/logic';
import { fixtureProfileCards } from '@dating/logic/testing';
import { OperatorConversationPane, useStores } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, screen, within } from 'storybook/test';
import { inTheme, toolbarTexts } from '../../.storybook/brands';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { containing, textsOf } from '../../.storybook/texts';

/** The operator inbox's pane over its own store, logged in, as `OperatorScreen` makes it. */
function OpenConversation({
  conversation,
  fictionalLabel,
}: {
  conversation: number;
  fictionalLabel: { icon: string; label: string };
}) {
  const stores = useStores();
  const [store] = useState(() => createOperatorStore({ api: stores.api, clock: stores.clock }));
  const [replies] = useState(() => createSavedRepliesStore({ api: stores.api }));
  // Alone, the pane has no profiles and note to show: the button only says it was pressed.
  const [contextShown, setContextShown] = useState(false);
  useEffect(() => {
    void store.actions.start().then(() => store.actions.open(conversation));
    void replies.actions.load();
    return () => {
      store.destroy();
      replies.destroy();
    };
  }, [store, replies, conversation]);
  return (
    <main style={{ display: 'flex', flexDirection: 'column', height: '100dvh' }}>
      <OperatorConversationPane
        store={store}
        replies={replies}
        fictionalLabel={fictionalLabel}
        contextShown={contextShown}
        onToggleContext={() => setContextShown((shown) => !shown)}
      />
    </main>
  );
}

/**
 * The open conversation of the operator inbox without the list: who writes with whom (the
 * fictional profile marked as the brand marks it), that the operator answers as that profile,
 * the messages from its side and the answer box, free (see Screens/Operator for the whole inbox).
 */
const meta = {
  title: 'Sections/OperatorConversationPane',
  component: OperatorConversationPane,
  parameters: { wholeSite: true },
  render: (_args, { globals }) => {
    const texts = toolbarTexts(globals);
    return (
      <OpenConversation
        conversation={102}
        fictionalLabel={{ icon: texts.fictional_icon, label: texts.fictional_singular }}
      />
    );
  },
} satisfies Meta;

export default meta;
// The pane's props are its store, made by the render above: no args.
type Story = StoryObj;

const members = fixtureProfileCards(60, 1);
const [lena] = members.filter((member) => member.fictional);
const [tom] = members.filter((member) => !member.fictional);
const site = (changes: SiteParameters = {}): { site: SiteParameters } => ({
  site: { route: '/operator/102', operator: {}, ...changes },
});

export const AnsweringAsAFictionalProfile = {
  parameters: site(),
  play: async ({ globals, loaded }) => {
    const t = textsOf(loaded);
    const names = { profile: lena?.name ?? '', member: tom?.name ?? '' };
    await screen.findByRole('heading', { level: 2, name: t('operator:pane.title', names) });
    // The brand's notice (and the operator's hint, which names it in some brands' words too).
    const notices = screen.getAllByText(containing(toolbarTexts(globals).fictional_singular));
    await expect(notices[0]).toBeVisible();
    await expect(screen.getByText(t('operator:pane.writingAs', names))).toBeVisible();
    const log = screen.getByRole('log', { name: t('chat:messages.label', { name: names.member }) });
    await expect(within(log).getByText('Do you know a good place in town?')).toBeVisible();
  },
} satisfies Story;

export const PhoneClassic: Story = {
  ...AnsweringAsAFictionalProfile,
  globals: inTheme('classic', 'mobile'),
};
export const DesktopMidnight: Story = {
  ...AnsweringAsAFictionalProfile,
  globals: inTheme('midnight', 'desktop'),
};
export const PhoneSunrise: Story = {
  ...AnsweringAsAFictionalProfile,
  globals: inTheme('sunrise', 'mobile'),
};

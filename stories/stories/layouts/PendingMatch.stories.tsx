import { fixtureProfileCards } from '@dating/logic/testing';
import { PendingMatch, useStores } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { inTheme, toolbarTexts } from '../../.storybook/brands';
import { inMain } from '../../.storybook/page-frame';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { textsOf } from '../../.storybook/texts';

/**
 * The default layout's match pop-up for a match made while the member was away (the other
 * member liked back; it arrives with the next poll of the likes). Closing it marks it shown.
 */
const meta = {
  title: 'Layouts/PendingMatch',
  component: PendingMatch,
  decorators: [inMain],
  render: function AfterPoll() {
    const stores = useStores();
    useEffect(() => {
      void stores.likes.actions.load();
    }, [stores]);
    return <PendingMatch />;
  },
} satisfies Meta<typeof PendingMatch>;

export default meta;
type Story = StoryObj<typeof meta>;

const members = fixtureProfileCards(60, 1);
const at = (index: number): { site: SiteParameters } => ({
  site: { member: 'free', discovery: { likedBy: [index], liked: [index] } },
});

export const RealMember: Story = {
  parameters: at(0),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const dialog = await screen.findByRole('dialog', { name: t('discovery:matchModal.title') });
    await expect(dialog).toHaveTextContent(
      t('discovery:matchModal.text', { name: members[0]?.name ?? '' }),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const FictionalMember: Story = {
  parameters: at(1),
  play: async ({ globals, loaded }) => {
    const dialog = await screen.findByRole('dialog', {
      name: textsOf(loaded)('discovery:matchModal.title'),
    });
    await expect(dialog).toHaveTextContent(toolbarTexts(globals).fictional_singular);
  },
};

export const Phone: Story = { ...RealMember, globals: inTheme('midnight', 'mobile') };

import { fixtureProfileCards } from '@dating/logic/testing';
import { LikePopup } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { inTheme, toolbarTexts } from '../../.storybook/brands';
import { inMain } from '../../.storybook/page-frame';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { textsOf } from '../../.storybook/texts';

/**
 * The default layout's like pop-up given no profile, asked for by the address (`?like`, the
 * links of like notifications; `t` delays it): the newest like the member has not seen, with a
 * way to the profile. Closing it takes `like` and `t` off the address.
 */
const meta = {
  title: 'Layouts/LikePopup',
  component: LikePopup,
  decorators: [inMain],
} satisfies Meta<typeof LikePopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const members = fixtureProfileCards(60, 1);
const at = (index: number, site: SiteParameters = {}): { site: SiteParameters } => ({
  site: { member: 'free', route: '/likes?like', discovery: { likedBy: [index] }, ...site },
});

export const RealMember: Story = {
  parameters: at(0),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const name = members[0]?.name ?? '';
    const dialog = await screen.findByRole('dialog', {
      name: t('discovery:likeModal.receivedTitle', { name }),
    });
    await expect(dialog).toHaveTextContent(t('discovery:likeModal.receivedText', { name }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const FictionalMember: Story = {
  parameters: at(1, { member: 'premium' }),
  play: async ({ globals, loaded }) => {
    const name = members[1]?.name ?? '';
    const dialog = await screen.findByRole('dialog', {
      name: textsOf(loaded)('discovery:likeModal.receivedTitle', { name }),
    });
    await expect(dialog).toHaveTextContent(toolbarTexts(globals).fictional_singular);
  },
};

export const Phone: Story = { ...RealMember, globals: inTheme('sunrise', 'mobile') };

import { fixtureProfileCards } from '@dating/logic/testing';
import { BlockedMembersSection } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { inTheme } from '../../.storybook/brands';
import { inMain } from '../../.storybook/page-frame';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { textsOf } from '../../.storybook/texts';

/**
 * The blocked members' list in the account part of `/profile`: each blocked member with an
 * Unblock button (the other place a block is lifted, besides their profile), or a line saying
 * nobody is blocked. It loads its list when it opens.
 */
const meta = {
  title: 'Sections/BlockedMembersSection',
  component: BlockedMembersSection,
  decorators: [inMain],
} satisfies Meta<typeof BlockedMembersSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const members = fixtureProfileCards(60, 1);
// A real member and a fictional one, of different names.
const realIndex = members.findIndex((member) => !member.fictional);
const fictionalIndex = members.findIndex(
  (member) => member.fictional && member.name !== members[realIndex]?.name,
);
const blockedMembers = [members[realIndex], members[fictionalIndex]];
const blocking = (site: SiteParameters = {}): { site: SiteParameters } => ({
  site: { member: 'free', discovery: { blocked: [realIndex, fictionalIndex] }, ...site },
});

export const TwoBlocked: Story = {
  parameters: blocking(),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    for (const member of blockedMembers) {
      await expect(
        await screen.findByRole('button', {
          name: t('discovery:blockedList.unblockName', { name: member?.name ?? '' }),
        }),
      ).toBeEnabled();
    }
  },
};

export const Unblocking: Story = {
  parameters: blocking({ member: 'premium' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const name = members[realIndex]?.name ?? '';
    await userEvent.click(
      await screen.findByRole('button', { name: t('discovery:blockedList.unblockName', { name }) }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: t('discovery:blockedList.unblockName', { name }) }),
      ).toBeNull(),
    );
  },
};

export const NobodyBlocked: Story = {
  parameters: blocking({ discovery: {} }),
  play: async ({ loaded }) => {
    await expect(
      await screen.findByText(textsOf(loaded)('discovery:blockedList.empty')),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: blocking({ failures: { getBlockedProfiles: 'internal_error' } }),
  play: async () => {
    await waitFor(() => expect(screen.getByRole('alert')).not.toBeEmptyDOMElement());
  },
};

export const PhoneMidnight: Story = { ...TwoBlocked, globals: inTheme('midnight', 'mobile') };
export const DesktopSunrise: Story = { ...TwoBlocked, globals: inTheme('sunrise', 'desktop') };
export const PhoneClassic: Story = { ...TwoBlocked, globals: inTheme('classic', 'mobile') };

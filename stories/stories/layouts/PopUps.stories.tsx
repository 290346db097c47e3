import { DefaultLayout, MembersScreen } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { inTheme } from '../../.storybook/brands';
import { storyStores } from '../../.storybook/decorators';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { containing, textsOf } from '../../.storybook/texts';

/**
 * The default layout's pop-ups that open by themselves, through the overlay queue: one at a time,
 * the more urgent first (the match before the time bonus), never while the member types. Here a
 * new member with 0 credits (the time bonus's pop-up is due 40 s after entering) whom the first
 * fixture member liked back while they were away (a match not shown yet). The clock is the
 * story's fake one.
 */
const meta = {
  title: 'Layouts/DefaultLayout/PopUps',
  component: DefaultLayout,
  args: { children: null },
  render: (args) => (
    <DefaultLayout {...args}>
      <MembersScreen />
    </DefaultLayout>
  ),
  parameters: {
    site: {
      member: 'free',
      credits: 0,
      timeBonus: true,
      search: 'results',
      discovery: { likedBy: [0], liked: [0] },
    } satisfies SiteParameters,
  },
} satisfies Meta<typeof DefaultLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneAtATime: Story = {
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await screen.findByRole('complementary', { name: t('money:timeBonus.label') });
    await storyStores().likes.actions.load();
    await screen.findByRole('dialog', { name: t('discovery:matchModal.title') });
    await storyStores().clock.advance(40_000);
    await waitFor(() =>
      expect(storyStores().overlays.state.waiting.map((request) => request.id)).toEqual([
        'timeBonus',
      ]),
    );
    await expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    const bonus = await screen.findByRole('dialog', { name: t('money:timeBonus.modalTitle') });
    await expect(screen.getAllByRole('dialog')).toEqual([bonus]);
  },
};

export const WaitsWhileTheMemberTypes: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    const minimum = await canvas.findByRole('textbox', {
      name: containing(t('members:minAge')),
    });
    await userEvent.type(minimum, '3');
    await storyStores().likes.actions.load();
    await waitFor(() => expect(storyStores().overlays.state.waiting).toHaveLength(1));
    await expect(screen.queryByRole('dialog')).toBeNull();
    await storyStores().clock.advance(10_000);
    await expect(
      await screen.findByRole('dialog', { name: t('discovery:matchModal.title') }),
    ).toBeVisible();
  },
};

export const Phone: Story = { ...OneAtATime, globals: inTheme('sunrise', 'mobile') };

import { OperatorScreen, SiteRoutes } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { containing, textsOf } from '../../.storybook/texts';

/**
 * The back office's photo review (`/operator/photos`): new photos, the oldest first, one at a
 * time beside the member's other photos and profile text, decided with the keyboard (A approves,
 * R then 1 to 5 rejects on a ground). The fixture queue: six photos of the fixture members, some
 * in review before they show, some live already.
 */
const meta = {
  title: 'Screens/Back office/Photo review',
  component: OperatorScreen,
  parameters: { wholeSite: true },
  render: () => <SiteRoutes />,
} satisfies Meta<typeof OperatorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (operator: SiteParameters['operator'] = {}): { site: SiteParameters } => ({
  site: { route: '/operator/photos', operator: { as: 'moderator', ...operator } },
});

const progress = (t: ReturnType<typeof textsOf>, waiting: number, reviewed: number) =>
  t('operator:photos.progress', { count: reviewed, waiting, reviewed });

export const Queue: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(await screen.findByText(progress(t, 6, 0))).toBeVisible();
    await expect(
      screen.getByRole('img', {
        name: containing(t('operator:photos.photoOf', { name: '' }).trim()),
      }),
    ).toBeVisible();
    // The keys are listed on the page.
    await expect(
      screen.getByRole('heading', { level: 4, name: t('operator:photos.keys.title') }),
    ).toBeVisible();
  },
};

export const KeyboardOnly: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await screen.findByText(progress(t, 6, 0));
    await userEvent.keyboard('a');
    await expect(await screen.findByText(progress(t, 5, 1))).toBeVisible();
    await userEvent.keyboard('r');
    const grounds = await screen.findByRole('group', { name: t('operator:photos.rejectOn') });
    await expect(within(grounds).getAllByRole('button')).toHaveLength(6);
    await userEvent.keyboard('2');
    await expect(await screen.findByText(progress(t, 4, 2))).toBeVisible();
    // Escape leaves the grounds without rejecting.
    await userEvent.keyboard('r');
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('group', { name: t('operator:photos.rejectOn') })).toBeNull();
    await userEvent.keyboard('aaaa');
    await expect(await screen.findByText(t('operator:photos.none'))).toBeVisible();
  },
};

export const WithButtons: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await userEvent.click(await screen.findByRole('button', { name: t('operator:photos.reject') }));
    await userEvent.click(
      screen.getByRole('button', { name: containing(t('banPage:grounds.false_identity')) }),
    );
    await expect(await screen.findByText(progress(t, 5, 1))).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: at({ photos: 'none' }),
  play: async ({ loaded }) => {
    await expect(await screen.findByText(textsOf(loaded)('operator:photos.none'))).toBeVisible();
  },
};

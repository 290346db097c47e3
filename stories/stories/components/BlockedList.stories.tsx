import { BlockedList } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inTheme, toolbarTexts } from '../../.storybook/brands';
import { memberPhoto, useFictionalLabel } from '../../.storybook/member-profiles';
import { inMain } from '../../.storybook/page-frame';
import { textsOf } from '../../.storybook/texts';

const BLOCKED = [
  { id: 3001, name: 'Mark', main_image: memberPhoto(21, false), fictional: false },
  { id: 3002, name: 'Giulia', main_image: memberPhoto(16), fictional: true },
  { id: 3003, name: 'Jan', main_image: null, fictional: false },
];

/** The members a member has blocked, on `/profile`, each with an "Unblock" button. */
const meta = {
  title: 'Components/BlockedList',
  component: BlockedList,
  decorators: [inMain],
  args: {
    profiles: BLOCKED,
    onUnblock: fn(),
    pendingId: null,
    fictionalLabel: { icon: '', label: '' },
  },
  render: function WithBrandLabel(args) {
    return <BlockedList {...args} fictionalLabel={useFictionalLabel()} />;
  },
} satisfies Meta<typeof BlockedList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeBlocked: Story = {
  play: async ({ args, canvasElement, loaded, globals }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: t('discovery:blockedList.title') }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    const { fictional_singular } = toolbarTexts(globals);
    await expect(canvas.getAllByText(fictional_singular, { exact: false })).toHaveLength(1);
    await userEvent.click(
      canvas.getByRole('button', { name: t('discovery:blockedList.unblockName', { name: 'Jan' }) }),
    );
    await expect(args.onUnblock).toHaveBeenCalledWith(3003);
  },
};

/** One member is being unblocked: their button waits, the others cannot be pressed meanwhile. */
export const Unblocking: Story = {
  args: { pendingId: 3001 },
  play: async ({ args, canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('discovery:blockedList.unblocking'))).toBeVisible();
    const other = canvas.getByRole('button', {
      name: t('discovery:blockedList.unblockName', { name: 'Giulia' }),
    });
    await expect(other).toBeDisabled();
    await userEvent.click(other);
    await expect(args.onUnblock).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { profiles: [] },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('discovery:blockedList.empty'))).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The themed sizes show three blocked members, checked as in {@link ThreeBlocked}. */
const themed: Story = ThreeBlocked;

export const PhoneClassic: Story = { ...themed, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...themed, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...themed, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...themed, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...themed, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...themed, globals: inTheme('sunrise', 'desktop') };

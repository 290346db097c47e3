import { FLY_OFF_MS, SwipeCard } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inTheme, toolbarTexts } from '../../.storybook/brands';
import { storyStores } from '../../.storybook/decorators';
import { memberPhoto, useFictionalLabel } from '../../.storybook/member-profiles';

/**
 * The top card of the swipe game: a photo-led member card that follows a finger or the mouse
 * (past a third of its width it flies off: right likes, left passes), or the arrow keys when it
 * has the focus. A fictional profile keeps the brand's notice on the photo.
 */
const meta = {
  title: 'Components/SwipeCard',
  component: SwipeCard,
  parameters: { layout: 'padded' },
  args: {
    card: {
      name: 'Sophie',
      age: 31,
      city: 'Amsterdam',
      online: true,
      imageSrc: memberPhoto(12).thumb_filename,
      image2xSrc: memberPhoto(12).thumb_2x_filename,
      priority: true,
      fictional: null,
    },
    label: 'Sophie, 31',
    hintId: '',
    likeLabel: 'Like',
    passLabel: 'Pass',
    onSwipe: fn(),
  },
  render: function OnTheStack(args) {
    const hintId = useId();
    const fictional = useFictionalLabel();
    return (
      <main>
        <div style={{ width: '20rem' }}>
          <SwipeCard
            {...args}
            hintId={hintId}
            card={{ ...args.card, fictional: args.card.fictional ? fictional : null }}
          />
          <p id={hintId}>Drag the card, or use the arrow keys.</p>
        </div>
      </main>
    );
  },
} satisfies Meta<typeof SwipeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RealProfile: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Sophie, 31' });
    await expect(card).toHaveAccessibleDescription('Drag the card, or use the arrow keys.');
    card.focus();
    await userEvent.keyboard('{ArrowLeft}');
    // The card flies off to the left on the stores' clock, then the pass is made.
    await expect(args.onSwipe).not.toHaveBeenCalled();
    await storyStores().clock.advance(FLY_OFF_MS);
    await waitFor(() => expect(args.onSwipe).toHaveBeenCalledWith(false));
  },
};

export const FictionalProfile: Story = {
  args: { card: { ...meta.args.card, fictional: { icon: '', label: '' } } },
  play: async ({ canvasElement, globals }) => {
    const { fictional_singular } = toolbarTexts(globals);
    const card = within(canvasElement).getByRole('group', { name: 'Sophie, 31' });
    await expect(within(card).getByText(fictional_singular, { exact: false })).toBeVisible();
  },
};

export const PhoneMidnight: Story = { globals: inTheme('midnight', 'mobile') };
export const DesktopSunrise: Story = { globals: inTheme('sunrise', 'desktop') };
export const PhoneClassic: Story = { globals: inTheme('classic', 'mobile') };

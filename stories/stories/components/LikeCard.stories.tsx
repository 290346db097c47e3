import { LikeCard } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inTheme, toolbarTexts } from '../../.storybook/brands';
import {
  fixtureLikeProfile,
  memberPhoto,
  useFictionalLabel,
} from '../../.storybook/member-profiles';
import { startingWith, textsOf } from '../../.storybook/texts';

/**
 * A member in the likes lists: the search card with the like state and a "New" badge; the whole
 * card opens the liked profile.
 */
const meta = {
  title: 'Components/LikeCard',
  component: LikeCard,
  parameters: { layout: 'padded' },
  args: {
    profile: fixtureLikeProfile('received'),
    isNew: true,
    fictionalLabel: { icon: '', label: '' },
  },
  render: function InList(args) {
    return (
      <main>
        <div style={{ width: '15rem' }}>
          <LikeCard {...args} fictionalLabel={useFictionalLabel()} />
        </div>
      </main>
    );
  },
} satisfies Meta<typeof LikeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewLikeReceived: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    // The link is named by the member; the state and the badge stand beside it.
    const link = canvas.getByRole('link', { name: startingWith('Sophie') });
    await expect(link).toHaveAttribute('href', '/likes/m/2002');
    await expect(canvas.getByRole('heading', { name: startingWith('Sophie') })).toBeVisible();
    await expect(canvas.getByText(t('discovery:likeCard.state.received'))).toBeVisible();
    await expect(canvas.getByText(t('discovery:likeCard.new'))).toBeVisible();
  },
};

export const YouLiked: Story = {
  args: { profile: fixtureLikeProfile('liked'), isNew: false },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('discovery:likeCard.state.liked'))).toBeVisible();
    await expect(canvas.queryByText(t('discovery:likeCard.new'))).toBeNull();
  },
};

export const Match: Story = {
  args: { profile: fixtureLikeProfile('match'), isNew: false },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await expect(
      within(canvasElement).getByText(t('discovery:likeCard.state.match')),
    ).toBeVisible();
  },
};

export const Fictional: Story = {
  args: {
    profile: fixtureLikeProfile('match', {
      id: 2003,
      name: 'Giulia',
      city: 'Rotterdam',
      fictional: true,
      main_image: memberPhoto(16),
    }),
    isNew: true,
  },
  play: async ({ canvasElement, globals }) => {
    const { fictional_singular } = toolbarTexts(globals);
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: startingWith('Giulia') });
    await expect(link).toHaveAttribute('href', '/likes/m/2003');
    await expect(canvas.getByText(fictional_singular, { exact: false })).toBeVisible();
  },
};

/** Keyboard: the card is one stop, with a visible focus ring. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link')).toHaveFocus();
  },
};

/** The themed sizes show a new fictional match, checked as in {@link Fictional}. */
const themed: Story = Fictional;

export const PhoneClassic: Story = { ...themed, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...themed, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...themed, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...themed, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...themed, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...themed, globals: inTheme('sunrise', 'desktop') };

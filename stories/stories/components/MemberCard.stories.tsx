import { fixtureImage } from '@dating/logic/testing';
import { MemberCard, type MemberCardProps, useBrandTexts } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inTheme, toolbarTexts } from '../../.storybook/brands';
import { textsOf } from '../../.storybook/texts';

type CardStoryArgs = MemberCardProps & { isFictional: boolean };

/** A member in search results; fictional profiles carry the toolbar brand's notice. */
const meta = {
  title: 'Components/MemberCard',
  component: MemberCard,
  parameters: { layout: 'padded' },
  args: {
    name: 'Sophie',
    age: 31,
    city: 'Amsterdam',
    imageSrc: fixtureImage(2).filename,
    online: false,
    fictional: null,
    isFictional: false,
    headingLevel: 3,
  },
  render: function BrandCard({ isFictional, ...args }: CardStoryArgs) {
    const texts = useBrandTexts();
    const fictional = isFictional
      ? { icon: texts.fictional_icon, label: texts.fictional_singular }
      : args.fictional;
    return (
      <div style={{ width: '15rem' }}>
        <MemberCard {...args} fictional={fictional} />
      </div>
    );
  },
} satisfies Meta<CardStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Sophie' })).toBeVisible();
    const age = textsOf(loaded)('members:age', { count: 31 });
    await expect(canvas.getByText(`${age} · Amsterdam`)).toBeVisible();
  },
};

export const Fictional: Story = {
  args: {
    name: 'Giulia',
    age: 27,
    city: 'Roma',
    imageSrc: fixtureImage(6).filename,
    isFictional: true,
  },
  play: async ({ canvasElement, globals }) => {
    const { fictional_singular } = toolbarTexts(globals);
    await expect(
      within(canvasElement).getByText(fictional_singular, { exact: false }),
    ).toBeVisible();
  },
};

export const NoPhoto: Story = {
  args: { name: 'Lotte', age: 45, city: null, imageSrc: null },
  play: async ({ canvasElement, loaded }) => {
    const name = textsOf(loaded)('common:noPhoto', { name: 'Lotte' });
    await expect(within(canvasElement).getByRole('img', { name })).toBeVisible();
  },
};

export const Online: Story = {
  args: {
    name: 'Daan',
    age: 38,
    city: 'Rotterdam',
    imageSrc: fixtureImage(7).filename,
    online: true,
  },
};

export const LongName: Story = {
  args: { name: 'Maximiliane-Charlotte', age: 64, city: 'Mönchengladbach', isFictional: true },
};

const themedCard: Story = { args: { isFictional: true, online: true } };

/* The same story in each theme, at phone (375 px) and desktop (1280 px) sizes. */
export const PhoneClassic: Story = { ...themedCard, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...themedCard, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...themedCard, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...themedCard, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...themedCard, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...themedCard, globals: inTheme('sunrise', 'desktop') };

import { FictionalNotice, useBrandTexts } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** The notice on a fictional profile, in the toolbar brand's icon and words. */
const meta = {
  title: 'Components/FictionalNotice',
  component: FictionalNotice,
  parameters: { layout: 'padded' },
  args: { icon: '', label: '' },
  render: function BrandWords() {
    const texts = useBrandTexts();
    return <FictionalNotice icon={texts.fictional_icon} label={texts.fictional_singular} />;
  },
} satisfies Meta<typeof FictionalNotice>;

export default meta;

export const BrandNotice: StoryObj<typeof meta> = {};

export const CustomWords: StoryObj<typeof meta> = {
  args: { icon: '🤖', label: 'profile run by our team' },
  render: (args) => <FictionalNotice {...args} />,
};

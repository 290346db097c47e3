import { FaqPage } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inTheme, toolbarSettings } from '../../../.storybook/brands';
import { inMain } from '../../../.storybook/page-frame';
import { findPage } from '../../../.storybook/story-helpers';
import { textsOf } from '../../../.storybook/texts';

/** Frequently asked questions (`/pages/faq`), each answer computed from the brand's settings. */
const meta = {
  title: 'Screens/Pages/FaqPage',
  component: FaqPage,
  decorators: [inMain],
  parameters: { site: { route: '/pages/faq' } },
} satisfies Meta<typeof FaqPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvasElement, loaded, globals }) => {
    const t = textsOf(loaded);
    await findPage(canvasElement, t('faqPage:title'));
    const settings = toolbarSettings(globals);
    const cost = within(canvasElement).getByRole('region', {
      name: t('faqPage:questions.cost.question', { brandName: settings.name }),
    });
    // The price of a message is the brand's, not a figure in the translation.
    await expect(cost).toHaveTextContent(
      t('footer:units.credits', { count: settings.message_credits }),
    );
  },
};

export const PhoneMidnight: Story = { globals: inTheme('midnight', 'mobile') };
export const PhoneClassic: Story = { globals: inTheme('classic', 'mobile') };
export const PhoneSunrise: Story = { globals: inTheme('sunrise', 'mobile') };

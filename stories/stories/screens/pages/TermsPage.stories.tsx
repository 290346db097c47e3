import { TermsPage } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inTheme, toolbarTexts } from '../../../.storybook/brands';
import { inMain } from '../../../.storybook/page-frame';
import { findPage, onWholeSite } from '../../../.storybook/story-helpers';
import { containing, textsOf } from '../../../.storybook/texts';

/**
 * The terms and conditions (`/pages/terms`), filled from the brand's company details and settings;
 * the section on fictional profiles names the brand's own words and mark, before any purchase.
 */
const meta = {
  title: 'Screens/Pages/TermsPage',
  component: TermsPage,
  decorators: [inMain],
  parameters: { site: { route: '/pages/terms' } },
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvasElement, loaded, globals }) => {
    const t = textsOf(loaded);
    await findPage(canvasElement, t('termsPage:title'));
    const canvas = within(canvasElement);
    const fictional = canvas.getByRole('region', {
      name: t('termsPage:sections.fictional.heading'),
    });
    await expect(fictional).toHaveTextContent(containing(toolbarTexts(globals).fictional_singular));
    // The contents lead to every section.
    const contents = canvas.getByRole('navigation', { name: t('footer:legalNavigation') });
    await expect(within(contents).getAllByRole('link')).toHaveLength(13);
  },
};

export const Member: Story = { parameters: { site: { route: '/pages/terms', member: 'free' } } };

/** The whole site around it: the layout's footer links here. */
export const InTheSite: Story = onWholeSite({ route: '/pages/terms' });

export const PhoneClassic: Story = { globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { globals: inTheme('sunrise', 'mobile') };

import { LANGUAGE_CODES } from '@dating/contract/enums';
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

/**
 * The brand's own version of the page (`sites/<slug>/pages/terms.<lang>.md`, rendered by the
 * generator): its title and text in place of the product's document, in the site's layout.
 */
const operatorTerms = {
  title: 'Terms of Heartbeat Media',
  html: async () =>
    '<h2>1. Who we are</h2>\n<p>Heartbeat Media B.V. runs this site. Write to us at <a href="mailto:help@example.org">help@example.org</a>.</p>\n<h2>2. Credits</h2>\n<ul>\n<li>Credits are sold in bundles.</li>\n<li>Unused credits stay yours.</li>\n</ul>\n',
};
export const InTheOperatorsWords: Story = {
  ...onWholeSite({
    route: '/pages/terms',
    pages: { terms: Object.fromEntries(LANGUAGE_CODES.map((code) => [code, operatorTerms])) },
  }),
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, operatorTerms.title);
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: '2. Credits' }),
    ).toBeVisible();
  },
};

export const PhoneClassic: Story = { globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { globals: inTheme('sunrise', 'mobile') };

import type { BundlesResponse } from '@dating/contract';
import { DEFAULT_BUNDLES } from '@dating/contract/enums';
import { BundleList } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { textsOf } from '../../.storybook/texts';

const offerIn = (currency: 'EUR' | 'PLN' | 'GBP'): BundlesResponse => ({
  country: currency === 'EUR' ? 'NL' : currency === 'PLN' ? 'PL' : 'GB',
  currency,
  bundles: DEFAULT_BUNDLES.map(({ id, credits, popular, prices }) => ({
    id,
    credits,
    popular,
    price: prices[currency],
  })),
  methods: [],
});

/**
 * The credit packages as cards: credits, price in the member's currency (written as the
 * language writes money), the price of a credit, the saving, the popular package flagged.
 */
const meta = {
  title: 'Components/BundleList',
  component: BundleList,
  parameters: { layout: 'padded' },
  args: { offer: offerIn('EUR'), language: 'nl', hrefOf: (id) => `/credits/${id}` },
  decorators: [(Story) => <main>{Story()}</main>],
} satisfies Meta<typeof BundleList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EurosInDutch: Story = {
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const cards = await screen.findAllByRole('listitem');
    await expect(cards).toHaveLength(4);
    await expect(
      within(cards[1] as HTMLElement).getByText(t('money:bundles.popular')),
    ).toBeVisible();
    await expect(within(cards[1] as HTMLElement).getByText(/^€\s19,99$/)).toBeVisible();
  },
};

export const ZlotyInPolish: Story = {
  args: { offer: offerIn('PLN'), language: 'pl' },
  play: async () => {
    await expect(await screen.findByText(/^42,99\szł$/)).toBeVisible();
  },
};

export const PoundsInEnglish: Story = { args: { offer: offerIn('GBP'), language: 'en' } };

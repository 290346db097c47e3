import { BundleOffer, useShop } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { inMain } from '../../.storybook/page-frame';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { containing, textsOf } from '../../.storybook/texts';

/**
 * The packages as the money pages show them, from the page's shop store: a progress text until
 * they load, the error with a retry, else the cards leading to their checkout, priced with the
 * member's discount (the time bonus, else the welcome discount).
 */
const meta = {
  title: 'Sections/BundleOffer',
  decorators: [inMain],
  render: function WithShop() {
    return <BundleOffer shop={useShop()} />;
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (site: SiteParameters = {}): { site: SiteParameters } => ({
  site: { member: 'free', ...site },
});

export const WithTheWelcomeDiscount: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const list = await screen.findByRole('list', { name: t('money:bundles.label') });
    // 25% off: each card says the usual price "instead of".
    await expect(
      await within(list).findAllByText(containing(t('money:bundles.insteadOf'))),
    ).toHaveLength(4);
  },
};

export const PremiumMemberWithoutDiscount: Story = {
  parameters: at({ member: 'premium' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const list = await screen.findByRole('list', { name: t('money:bundles.label') });
    await expect(within(list).queryByText(containing(t('money:bundles.insteadOf')))).toBeNull();
  },
};

export const Loading: Story = {
  parameters: at({ pending: ['getBundles'] }),
  play: async ({ loaded }) => {
    await expect(await screen.findByText(textsOf(loaded)('money:bundles.loading'))).toHaveAttribute(
      'role',
      'status',
    );
  },
};

export const Failed: Story = {
  parameters: at({ failures: { getBundles: 'internal_error' } }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: t('money:bundles.retry') }));
  },
};

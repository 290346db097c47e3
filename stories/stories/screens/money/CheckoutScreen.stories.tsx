import type { Language } from '@dating/contract/enums';
import { formatPrice } from '@dating/logic';
import { CheckoutScreen, type I18n, Route, Routes } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { inTheme } from '../../../.storybook/brands';
import { inMain } from '../../../.storybook/page-frame';
import type { SiteParameters } from '../../../.storybook/site-parameters';
import { containing, textsOf } from '../../../.storybook/texts';

/**
 * Paying for a package (`/credits/{id}/{method?}`): the order, the methods of the member's
 * payment country as logo tiles, the consent to immediate delivery (losing the right of
 * withdrawal) with the refund period, and the Pay button, which leaves for the provider's
 * checkout. Members only.
 */
const meta = {
  title: 'Screens/Money/Checkout',
  component: CheckoutScreen,
  decorators: [inMain],
  render: () => (
    <Routes>
      <Route path="/credits/:id/:method?">
        <CheckoutScreen />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof CheckoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (route: string, site: SiteParameters = {}): { site: SiteParameters } => ({
  site: { member: 'free', route, ...site },
});

async function payButton(t: ReturnType<typeof textsOf>) {
  return screen.findByRole('button', { name: containing(t('money:checkout.pay', { price: '' })) });
}

export const ChooseAMethod: Story = {
  parameters: at('/credits/p1'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await userEvent.click(await payButton(t));
    // Nothing is chosen yet: both questions say what is missing.
    await expect(await screen.findByText(t('money:checkout.methodRequired'))).toBeVisible();
    await expect(screen.getByText(t('money:checkout.consentRequired'))).toBeVisible();
    const methods = screen.getByRole('radiogroup', { name: t('money:checkout.methods') });
    const radios = within(methods).getAllByRole('radio');
    await expect(radios.length).toBeGreaterThan(1);
    await userEvent.click(radios[0] as HTMLElement);
    await expect(radios[0]).toBeChecked();
    await expect(screen.queryByText(t('money:checkout.methodRequired'))).toBeNull();
  },
};

export const MethodInTheAddress: Story = {
  parameters: at('/credits/p1/paypal'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(await screen.findByRole('radio', { name: 'PayPal' })).toBeChecked();
    await expect(screen.getByText(t('money:checkout.refund', { count: 14 }))).toBeVisible();
  },
};

export const Paying: Story = {
  parameters: at('/credits/p1/paypal'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await userEvent.click(
      await screen.findByRole('checkbox', { name: t('money:checkout.consent') }),
    );
    await userEvent.click(await payButton(t));
    // On its way to the provider's checkout (a story's router stays on the page).
    await expect(
      await screen.findByRole('button', { name: t('money:checkout.redirecting') }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

export const DirectDebitChosen: Story = {
  parameters: at('/credits/p1/sdd'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    // The consent and the account come on the direct debit form, next.
    await expect(await screen.findByText(t('money:checkout.directDebitNext'))).toBeVisible();
    await expect(screen.queryByRole('checkbox', { name: t('money:checkout.consent') })).toBeNull();
    await expect(
      screen.getByRole('button', { name: t('money:checkout.toDirectDebit') }),
    ).toBeVisible();
  },
};

export const PaymentsUnavailable: Story = {
  parameters: at('/credits/p1/paypal', { failures: { createPayment: 'payments_unavailable' } }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await userEvent.click(
      await screen.findByRole('checkbox', { name: t('money:checkout.consent') }),
    );
    await userEvent.click(await payButton(t));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      t('problems:payments_unavailable'),
    );
  },
};

export const WithTheTimeBonus: Story = {
  parameters: at('/credits/p1', { timeBonus: true }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    // 25% off: the time bonus's line, and the total to pay.
    await expect(
      await screen.findByText(t('money:checkout.discount.timeBonus', { percent: 25 })),
    ).toBeVisible();
  },
};

export const WithTheWelcomeDiscount: Story = {
  parameters: at('/credits/p1'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(
      await screen.findByText(t('money:checkout.discount.welcome', { percent: 25 })),
    ).toBeVisible();
  },
};

/** A member in the Netherlands: the fake's codes in euros apply. */
const inEuros = { user: { profile: { country: 'NL' } } } satisfies SiteParameters;

const codeField = (t: ReturnType<typeof textsOf>) =>
  screen.findByRole('textbox', { name: t('money:checkout.code.label') });

async function enterCode(t: ReturnType<typeof textsOf>, code: string) {
  await userEvent.type(await codeField(t), code);
  await userEvent.click(screen.getByRole('button', { name: t('money:checkout.code.apply') }));
}

export const EnterACode: Story = {
  parameters: at('/credits/p1/ideal', { ...inEuros, member: 'premium' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await enterCode(t, 'summer10');
    await expect(
      await screen.findByText(t('money:checkout.code.applied', { code: 'SUMMER10', percent: 10 })),
    ).toBeVisible();
    // A premium member has no welcome discount: the code's line is in the order.
    await expect(
      screen.getByText(t('money:checkout.discount.code', { code: 'SUMMER10', percent: 10 })),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: t('money:checkout.code.remove') }));
    await expect(await codeField(t)).toHaveValue('');
  },
};

export const CodeSmallerThanTheWelcomeDiscount: Story = {
  parameters: at('/credits/p1/ideal?code=SUMMER10', inEuros),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(
      await screen.findByText(t('money:checkout.code.smaller', { percent: 25 })),
    ).toBeVisible();
    await expect(
      screen.getByText(t('money:checkout.discount.welcome', { percent: 25 })),
    ).toBeVisible();
  },
};

export const CodeNotFound: Story = {
  parameters: at('/credits/p1/ideal', inEuros),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await enterCode(t, 'NOPE99');
    await expect(await codeField(t)).toHaveAccessibleDescription(
      containing(t('problems:fields.code.not_found')),
    );
  },
};

export const CodeAlreadyUsed: Story = {
  parameters: at('/credits/p1/ideal', inEuros),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await enterCode(t, 'USED15');
    await expect(await codeField(t)).toHaveAccessibleDescription(
      containing(t('problems:fields.code.already_used')),
    );
  },
};

export const CodeBelowItsMinimum: Story = {
  parameters: at('/credits/p0/ideal?code=BIG20', inEuros),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    // From € 40: the smallest package is not enough, and the welcome discount stays.
    const language = (loaded.i18n as I18n).language as Language;
    const amount = formatPrice(4000, 'EUR', language);
    await expect(
      await screen.findByText(t('money:checkout.code.belowMinimum', { amount })),
    ).toBeVisible();
    await expect(
      screen.getByText(t('money:checkout.discount.welcome', { percent: 25 })),
    ).toBeVisible();
  },
};

export const CodeFromTheAddress: Story = {
  parameters: at('/credits/p3/ideal?code=big20', { ...inEuros, member: 'premium' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(
      await screen.findByText(t('money:checkout.discount.code', { code: 'BIG20', percent: 20 })),
    ).toBeVisible();
  },
};

export const PremiumMemberTopsUp: Story = {
  parameters: at('/credits/p3', { member: 'premium' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await payButton(t);
    await expect(screen.queryByText(t('money:checkout.premiumNote'))).toBeNull();
  },
};

export const UnknownPackage: Story = {
  parameters: at('/credits/p9'),
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(screen.queryByRole('radiogroup')).toBeNull();
  },
};

/**
 * Every method tile fits a phone (375 px) in the languages with the longest names: German
 * ("Banküberweisung") and Dutch ("Bankoverschrijving") once made the page 421-429 px wide.
 */
const fitsThePhone: Story['play'] = async ({ loaded }) => {
  const t = textsOf(loaded);
  const methods = await screen.findByRole('radiogroup', { name: t('money:checkout.methods') });
  const width = document.documentElement.clientWidth;
  for (const tile of within(methods).getAllByRole('radio')) {
    const box = (tile.closest('label') ?? tile).getBoundingClientRect();
    await expect(box.right, tile.getAttribute('value') ?? '').toBeLessThanOrEqual(width);
  }
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
};

/** A German member: the methods Germans use most first, none of the retired ones (giropay, Sofort). */
export const PhoneGerman: Story = {
  parameters: at('/credits/p1', { user: { profile: { country: 'DE' } } }),
  globals: { ...inTheme('sunrise', 'mobile'), locale: 'de' },
  play: async (context) => {
    await fitsThePhone(context);
    const t = textsOf(context.loaded);
    const methods = await screen.findByRole('radiogroup', { name: t('money:checkout.methods') });
    const names = within(methods)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value'));
    await expect(names[0]).toBe('paypal');
    await expect(names).not.toContain('giropay');
    await expect(names).not.toContain('sofort');
  },
};

export const PhoneDutch: Story = {
  parameters: at('/credits/p1', { user: { profile: { country: 'NL' } } }),
  globals: { ...inTheme('classic', 'mobile'), locale: 'nl' },
  play: fitsThePhone,
};

const themed: Story = {
  parameters: at('/credits/p1'),
  play: async ({ loaded }) => {
    await payButton(textsOf(loaded));
  },
};
export const PhoneClassic: Story = { ...themed, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...themed, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...themed, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...themed, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...themed, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...themed, globals: inTheme('sunrise', 'desktop') };

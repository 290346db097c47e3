import { FIXTURE_DIRECT_DEBIT_CODE } from '@dating/logic/testing';
import { DirectDebitScreen, Route, Routes } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { inMain } from '../../../.storybook/page-frame';
import type { SiteParameters } from '../../../.storybook/site-parameters';
import { containing, textsOf } from '../../../.storybook/texts';

/**
 * Paying a package by SEPA direct debit (`/directdebit?bundle={id}`): the order, the bank account
 * and address with the mandate's wording and the consent to immediate delivery, then the code of
 * the text message ('Code invalid'), a new code or a change of details. When direct debit is
 * closed to the member, why, and what is left. Members only.
 */
const meta = {
  title: 'Screens/Money/Direct debit',
  component: DirectDebitScreen,
  decorators: [inMain],
  render: () => (
    <Routes>
      <Route path="/directdebit">
        <DirectDebitScreen />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof DirectDebitScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (route: string, site: SiteParameters = {}): { site: SiteParameters } => ({
  site: { member: 'free', route, ...site },
});

type Texts = ReturnType<typeof textsOf>;

const FORM = {
  account_holder: 'Eva de Vries',
  iban: 'NL91 ABNA 0417 1643 00',
  street: 'Prinsengracht',
  house_number: '263',
  zip: '1016 GV',
  city: 'Amsterdam',
  phone: '+31 6 1234 5678',
} as const;

/** Fills the form as a member types it, agrees to immediate delivery, and asks for the code. */
async function sendForm(t: Texts, changes: Partial<Record<keyof typeof FORM, string>> = {}) {
  for (const [field, value] of Object.entries({ ...FORM, ...changes })) {
    const input = await screen.findByRole('textbox', {
      name: t(`money:directDebit.fields.${field}`),
    });
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
  await userEvent.click(screen.getByRole('checkbox', { name: t('money:checkout.consent') }));
  await userEvent.click(screen.getByRole('button', { name: t('money:directDebit.sendCode') }));
}

export const Form: Story = {
  parameters: at('/directdebit?bundle=p1'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(
      await screen.findByRole('heading', { name: t('money:directDebit.formTitle') }),
    ).toBeVisible();
    await expect(screen.getByText(t('money:checkout.summary'))).toBeVisible();
    await expect(
      screen.getByText(containing(t('money:directDebit.mandate', { brand: '' }).slice(-40))),
    ).toBeVisible();
  },
};

export const FieldsToCorrect: Story = {
  parameters: at('/directdebit?bundle=p1'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await sendForm(t, { iban: 'NL91 ABNA 0417 1643 01', phone: '0612345678', city: '' });
    await expect(await screen.findByText(t('problems:fields.iban.invalid'))).toBeVisible();
    await expect(screen.getByText(t('problems:fields.phone.invalid'))).toBeVisible();
    await expect(screen.getByText(t('problems:fields.city.required'))).toBeVisible();
  },
};

export const CodeSent: Story = {
  parameters: at('/directdebit?bundle=p1'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await sendForm(t);
    await expect(
      await screen.findByText(t('money:directDebit.codeSent', { ending: '78', minutes: 10 })),
    ).toBeVisible();
    const code = screen.getByRole('textbox', { name: t('money:directDebit.code') });
    await expect(code).toHaveFocus();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  },
};

export const CodeInvalid: Story = {
  parameters: at('/directdebit?bundle=p1'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await sendForm(t);
    const wrong = FIXTURE_DIRECT_DEBIT_CODE.split('').reverse().join('');
    await userEvent.type(
      await screen.findByRole('textbox', { name: t('money:directDebit.code') }),
      wrong,
    );
    await userEvent.click(
      screen.getByRole('button', {
        name: containing(t('money:directDebit.confirm', { price: '' })),
      }),
    );
    await expect(await screen.findByText(t('problems:fields.otp.invalid'))).toBeVisible();
    // Back to the form, which keeps what was typed.
    await userEvent.click(screen.getByRole('button', { name: t('money:directDebit.editDetails') }));
    await expect(
      await screen.findByRole('textbox', { name: t('money:directDebit.fields.iban') }),
    ).toHaveValue(FORM.iban);
  },
};

export const LimitReached: Story = {
  parameters: at('/directdebit?bundle=p3', {
    failures: { requestDirectDebitCode: 'direct_debit_limit_reached' },
  }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await sendForm(t);
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      t('problems:direct_debit_limit_reached'),
    );
    // Later, a cheaper package, or another method.
    await expect(
      screen.getByRole('link', { name: t('money:directDebit.cheaperPackage') }),
    ).toHaveAttribute('href', '/credits');
    await expect(
      screen.getByRole('link', { name: t('money:directDebit.otherMethod') }),
    ).toHaveAttribute('href', '/credits/p3');
  },
};

export const AccountBlocked: Story = {
  parameters: at('/directdebit?bundle=p1', {
    failures: { requestDirectDebitCode: 'direct_debit_blocked' },
  }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await sendForm(t);
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      t('problems:direct_debit_blocked'),
    );
    await expect(
      screen.getByRole('link', { name: t('money:directDebit.otherMethod') }),
    ).toHaveAttribute('href', '/credits/p1');
  },
};

export const NoPackageChosen: Story = {
  parameters: at('/directdebit'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(await screen.findByText(t('money:directDebit.choosePackage'))).toBeVisible();
  },
};

export const NotOfferedInTheCountry: Story = {
  parameters: at('/directdebit?bundle=p1', {
    settings: { countries: ['PL'] },
    user: { profile: { country: 'PL' } },
  }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(await screen.findByText(t('money:directDebit.notOffered'))).toBeVisible();
  },
};

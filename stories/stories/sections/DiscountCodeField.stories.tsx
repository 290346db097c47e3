import { fixtureDiscountCode } from '@dating/logic/testing';
import { DiscountCodeField, type I18n } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { inMain } from '../../.storybook/page-frame';
import { containing, textsOf } from '../../.storybook/texts';

/**
 * The checkout's discount code: a field with Apply, the code with Remove once the server knows
 * it, and why it gives nothing (the server's verdict, or the order's: below the minimum, another
 * method, a discount that takes off more).
 */
const meta = {
  title: 'Sections/DiscountCodeField',
  component: DiscountCodeField,
  decorators: [inMain],
  args: {
    code: null,
    typed: null,
    checking: false,
    problem: null,
    refusal: null,
    shownPercentage: null,
    currency: 'EUR',
    language: 'en',
    onApply: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof DiscountCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, loaded }) => {
    const t = textsOf(loaded);
    const field = await screen.findByRole('textbox', { name: t('money:checkout.code.label') });
    await userEvent.type(field, 'summer10{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith('summer10');
  },
};

export const Checking: Story = {
  args: { typed: 'SUMMER10', checking: true },
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(
      await screen.findByRole('button', { name: t('money:checkout.code.apply') }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

export const NotFound: Story = {
  args: { typed: 'NOPE99', problem: { code: 'validation_failed', fields: { code: 'not_found' } } },
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(
      await screen.findByRole('textbox', { name: t('money:checkout.code.label') }),
    ).toHaveAccessibleDescription(containing(t('problems:fields.code.not_found')));
  },
};

export const Applied: Story = {
  args: { code: fixtureDiscountCode(), typed: 'SUMMER10' },
  play: async ({ args, loaded }) => {
    const t = textsOf(loaded);
    await expect(
      await screen.findByText(t('money:checkout.code.applied', { code: 'SUMMER10', percent: 10 })),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: t('money:checkout.code.remove') }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

export const OnlyWithSomeMethods: Story = {
  args: {
    code: fixtureDiscountCode({ code: 'BIG20', paymentmethods: ['ideal', 'paypal'] }),
    typed: 'BIG20',
    refusal: 'method_excluded',
  },
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const methods = new Intl.ListFormat((loaded.i18n as I18n).language, {
      type: 'disjunction',
    }).format(['iDEAL', 'PayPal']);
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      t('money:checkout.code.methodExcluded', { methods }),
    );
  },
};

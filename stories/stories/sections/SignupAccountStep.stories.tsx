import { MINIMUM_AGE } from '@dating/contract/enums';
import { SignupAccountStep } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inMain } from '../../.storybook/page-frame';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { containing, textsOf } from '../../.storybook/texts';

/**
 * Step 0 of signup, the first of SignupFlow: who the member is and looks for, username, e-mail,
 * password and date of birth, checked before anything is sent. An existing account is offered
 * login; one pending deletion, reactivation.
 */
const meta = {
  title: 'Sections/SignupAccountStep',
  component: SignupAccountStep,
  decorators: [inMain],
  parameters: { site: { member: 'visitor' } satisfies SiteParameters },
} satisfies Meta<typeof SignupAccountStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const FILLED = {
  gender: 'female',
  looking_for: 'male',
  name: 'Lena',
  email: 'lena@example.org',
  password: 'a good password',
  date_of_birth: '1995-04-02',
} as const;

export const Empty: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: t('signup:gender') })).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: t('signup:lookingFor') })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: containing(t('signup:name')) })).toHaveValue(
      '',
    );
    await expect(canvas.getByRole('textbox', { name: containing(t('signup:email')) })).toHaveValue(
      '',
    );
    await expect(canvas.getByRole('link', { name: t('signup:terms') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('signup:submit') })).toBeEnabled();
  },
};

export const ProblemsAfterSubmittingEmpty: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('signup:submit') }));
    for (const text of [
      t('problems:fields.gender.required'),
      t('problems:fields.looking_for.required'),
      t('problems:fields.name.required'),
      t('problems:fields.email.required'),
      t('problems:forms.signup.password.required'),
      t('problems:fields.date_of_birth.required', { min_age: MINIMUM_AGE, count: MINIMUM_AGE }),
    ]) {
      await expect(await canvas.findByText(text)).toBeVisible();
    }
    await expect(
      canvas.getByRole('textbox', { name: containing(t('signup:email')) }),
    ).toBeInvalid();
  },
};

export const FilledIn: Story = {
  parameters: { site: { member: 'visitor', signup: { draft: FILLED } } satisfies SiteParameters },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: t('signup:genders.female') })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: containing(t('signup:email')) })).toHaveValue(
      FILLED.email,
    );
  },
};

export const AccountExists: Story = {
  parameters: {
    site: { member: 'visitor', signup: { draft: FILLED, error: 'account_exists' } },
  } satisfies { site: SiteParameters },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(t('problems:account_exists'));
    await expect(within(alert).getByRole('link', { name: t('signup:login') })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const PendingDeletion: Story = {
  parameters: {
    site: { member: 'visitor', signup: { draft: FILLED, error: 'account_pending_deletion' } },
  } satisfies { site: SiteParameters },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('signup:pendingDeletion'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('account:reactivationOffer.send') }),
    ).toBeVisible();
  },
};

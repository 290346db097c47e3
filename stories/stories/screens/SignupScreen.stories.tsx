import { MINIMUM_AGE, REACTIVATION_DAYS } from '@dating/contract/enums';
import { SignupScreen } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inMain } from '../../.storybook/page-frame';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { findPage, NEW_MEMBER, onWholeSite } from '../../.storybook/story-helpers';
import { containing, type Translate, textsOf } from '../../.storybook/texts';

/**
 * The signup page (`/signup`), where smartphones sign up: the account step with the spec's
 * checks, the existing-account and pending-deletion answers, the four optional steps after it,
 * and the closed signup of an invite-only brand.
 */
const meta = {
  title: 'Screens/Signup',
  component: SignupScreen,
  decorators: [inMain],
  parameters: { site: { member: 'visitor', route: '/signup' } satisfies SiteParameters },
} satisfies Meta<typeof SignupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (site: SiteParameters): { site: SiteParameters } => ({
  site: { member: 'visitor', route: '/signup', ...site },
});

/** The account step filled in as a visitor would (the date of birth of someone over 18). */
const FILLED: SiteParameters['signup'] = {
  draft: {
    gender: 'female',
    looking_for: 'male',
    name: 'Lena',
    email: 'lena@example.org',
    password: 'a good password',
    date_of_birth: '1995-04-02',
  },
};

/** A member in the middle of signup: the account exists, this step is open. */
const step = (number: 1 | 2 | 3 | 4, site: SiteParameters = {}) =>
  at({ member: 'free', user: NEW_MEMBER, signup: { step: number }, ...site });

const submit = (canvasElement: HTMLElement, t: Translate) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: t('signup:submit') }));

export const Empty: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      t('signup:pageTitle'),
    );
    const steps = canvas.getByRole('list', { name: t('signup:progress') });
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByText(t('forms:stepOf', { step: 1, steps: 5 }))).toBeVisible();
  },
};

export const Smartphone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const MissingFields: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await submit(canvasElement, t);
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

export const MistypedEmail: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: containing(t('signup:email')) });
    await userEvent.type(email, 'lena@gmial.com');
    await userEvent.tab();
    const suggestion = 'lena@gmail.com';
    await expect(
      await canvas.findByText(t('signup:didYouMean', { email: suggestion })),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: t('signup:useSuggestion', { email: suggestion }) }),
    );
    await expect(email).toHaveValue(suggestion);
  },
};

export const FilledIn: Story = { parameters: at({ signup: FILLED }) };

export const WithFirstMessage: Story = {
  parameters: at({ signup: { draft: { ...FILLED.draft, profile_id: 10_001 } } }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await expect(
      within(canvasElement).getByRole('textbox', { name: t('signup:message') }),
    ).toBeVisible();
  },
};

export const AccountExists: Story = {
  parameters: at({ signup: { ...FILLED, error: 'account_exists' } }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(t('problems:account_exists'));
    await expect(within(alert).getByRole('link', { name: t('signup:login') })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(
      within(alert).getByRole('link', { name: t('signup:forgotPassword') }),
    ).toHaveAttribute('href', '/reset-password');
  },
};

export const AccountExistsOnSubmit: Story = {
  parameters: at({ signup: FILLED, failures: { signup: 'account_exists' } }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await submit(canvasElement, t);
    // The alert region is there from the start; its text arrives with the answer.
    const alert = within(canvasElement).getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(t('signup:accountExists')));
  },
};

export const PendingDeletion: Story = {
  parameters: at({ signup: { ...FILLED, error: 'account_pending_deletion' } }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(t('problems:account_pending_deletion', { count: REACTIVATION_DAYS })),
    ).toBeVisible();
    await expect(canvas.getByText(t('signup:pendingDeletion'))).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: t('account:reactivationOffer.send') }),
    );
    await expect(
      await canvas.findByText(
        t('account:reactivationOffer.sent', {
          email: 'lena@example.org',
          count: REACTIVATION_DAYS,
        }),
      ),
    ).toBeVisible();
  },
};

export const PendingDeletionOnSubmit: Story = {
  parameters: at({ signup: FILLED, failures: { signup: 'account_pending_deletion' } }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await submit(canvasElement, t);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: t('account:reactivationOffer.send') }),
    ).toBeVisible();
  },
};

export const Creating: Story = {
  parameters: at({ signup: FILLED, pending: ['signup'] }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await submit(canvasElement, t);
    await expect(
      await within(canvasElement).findByRole('button', { name: t('signup:pending') }),
    ).toBeVisible();
  },
};

export const SignupClosed: Story = {
  parameters: at({ settings: { signups: 'with_trafficsource' } }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('problems:signups_closed'));
    await expect(canvas.queryByRole('button', { name: t('signup:submit') })).toBeNull();
  },
};

export const PhotoStep: Story = {
  parameters: step(1),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      t('signup:photoStep.title'),
    );
    // The steps after the account load when they are first shown.
    await expect(await canvas.findByRole('button', { name: t('forms:continue') })).toBeDisabled();
    await expect(canvas.getByText(t('forms:stepOf', { step: 2, steps: 5 }))).toBeVisible();
  },
};

/** Skipping the photo: the next step, with the photo step still to come back to later. */
export const PhotoStepSkipped: Story = {
  parameters: step(1),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('forms:skip') }));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      t('signup:detailsStep.title'),
    );
  },
};

export const DetailsStep: Story = {
  parameters: step(2),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: containing(t('profile:location.locate')) }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('profile:location.city') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('signup:next') })).toBeVisible();
  },
};

export const AboutStep: Story = {
  parameters: step(3),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText(t('profile:interests.cooking'), { exact: true }));
    await userEvent.click(canvas.getByRole('button', { name: t('signup:next') }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
        t('signup:notificationsStep.title'),
      ),
    );
  },
};

export const NotificationsStep: Story = {
  parameters: step(4),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: t('signup:notificationsStep.enable') }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('signup:finish') })).toBeVisible();
  },
};

export const NotificationsStepBlocked: Story = {
  parameters: step(4, { push: 'denied' }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      t('signup:notificationsStep.denied'),
    );
  },
};

export const NotificationsStepUnsupported: Story = {
  parameters: step(4, { push: 'unsupported' }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      t('signup:notificationsStep.unsupported'),
    );
  },
};

export const FinishedGoesToConfirmation: Story = {
  ...onWholeSite(step(4).site),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await findPage(canvasElement, t('signup:notificationsStep.title'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('signup:finish') }));
    await findPage(canvasElement, t('signup:complete.title'));
  },
};

export const MemberGoesToMembers: Story = {
  ...onWholeSite(at({ member: 'free' }).site),
  play: async ({ canvasElement, loaded }) => {
    await findPage(canvasElement, textsOf(loaded)('members:title'));
  },
};

import { MINIMUM_AGE, REACTIVATION_DAYS } from '@dating/contract/enums';
import { SignupModal } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { toolbarSettings } from '../../.storybook/brands';
import { foundPlace, type SiteParameters } from '../../.storybook/site-parameters';
import {
  findPage,
  NEW_MEMBER,
  onWholeSite,
  PAGE_LOAD_TIMEOUT,
} from '../../.storybook/story-helpers';
import { containing, type Translate, textsOf } from '../../.storybook/texts';

/**
 * The signup modal (desktop and tablet), opened through the signup store: the account step, then
 * photo, location and details, about me and notifications. Once the form has content it no
 * longer closes by Escape or a click outside; before the account exists its close button does.
 */
const meta = {
  title: 'Modals/SignupModal',
  component: SignupModal,
  render: () => (
    <main>
      <SignupModal />
    </main>
  ),
  parameters: { site: { member: 'visitor', signup: { open: true } } satisfies SiteParameters },
} satisfies Meta<typeof SignupModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = (site: SiteParameters): { site: SiteParameters } => ({
  site: { member: 'visitor', ...site, signup: { open: true, ...site.signup } },
});

/** A member in the middle of signup: the account exists, this step is open. */
const step = (number: 1 | 2 | 3 | 4, site: SiteParameters = {}) =>
  open({ member: 'free', user: NEW_MEMBER, signup: { step: number }, ...site });

const FILLED = {
  gender: 'male',
  looking_for: 'female',
  name: 'Tom',
  email: 'tom@example.org',
  password: 'a good password',
  date_of_birth: '1990-09-12',
} as const;

const STEP_TITLES = [
  'signup:title',
  'signup:photoStep.title',
  'signup:detailsStep.title',
  'signup:aboutStep.title',
  'signup:notificationsStep.title',
];

const dialogOf = (t: Translate, number = 0) =>
  screen.findByRole('dialog', { name: t(STEP_TITLES[number]!) });

const submit = async (dialog: HTMLElement, t: Translate) =>
  userEvent.click(within(dialog).getByRole('button', { name: t('signup:submit') }));

export const AccountStep: Story = {
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const dialog = await dialogOf(t);
    await expect(within(dialog).getByText(t('forms:stepOf', { step: 1, steps: 5 }))).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: t('forms:close') })).toBeVisible();
    // Nothing typed yet: Escape closes the modal.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const MissingFields: Story = {
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const dialog = await dialogOf(t);
    await submit(dialog, t);
    const inDialog = within(dialog);
    await expect(await inDialog.findByText(t('problems:fields.email.required'))).toBeVisible();
    await expect(inDialog.getByText(t('problems:fields.gender.required'))).toBeVisible();
    await expect(inDialog.getByText(t('problems:fields.looking_for.required'))).toBeVisible();
    await expect(inDialog.getByText(t('problems:fields.name.required'))).toBeVisible();
    await expect(inDialog.getByText(t('problems:forms.signup.password.required'))).toBeVisible();
    await expect(
      inDialog.getByText(
        t('problems:fields.date_of_birth.required', { min_age: MINIMUM_AGE, count: MINIMUM_AGE }),
      ),
    ).toBeVisible();
  },
};

export const StartedStaysOpen: Story = {
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const dialog = await dialogOf(t);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: containing(t('signup:name')) }),
      'Le',
    );
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t('forms:close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const FilledIn: Story = { parameters: open({ signup: { draft: FILLED } }) };

export const WithFirstMessage: Story = {
  parameters: open({ signup: { draft: { ...FILLED, profile_id: 10_001 } } }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const dialog = await dialogOf(t);
    await expect(within(dialog).getByRole('textbox', { name: t('signup:message') })).toBeVisible();
  },
};

export const AccountExists: Story = {
  parameters: open({ signup: { draft: FILLED, error: 'account_exists' } }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const dialog = await dialogOf(t);
    const alert = within(dialog).getByRole('alert');
    await expect(alert).toHaveTextContent(t('problems:account_exists'));
    // Following a link leaves the page: the modal closes.
    await userEvent.click(within(alert).getByRole('link', { name: t('signup:login') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const AccountExistsOnSubmit: Story = {
  parameters: open({ signup: { draft: FILLED }, failures: { signup: 'account_exists' } }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const dialog = await dialogOf(t);
    await submit(dialog, t);
    // The alert region is there from the start; its text arrives with the answer.
    const alert = within(dialog).getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(t('signup:accountExists')));
  },
};

export const PendingDeletion: Story = {
  parameters: open({ signup: { draft: FILLED, error: 'account_pending_deletion' } }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const dialog = await dialogOf(t);
    const inDialog = within(dialog);
    await expect(
      inDialog.getByText(t('problems:account_pending_deletion', { count: REACTIVATION_DAYS })),
    ).toBeVisible();
    await userEvent.click(
      inDialog.getByRole('button', { name: t('account:reactivationOffer.send') }),
    );
    await expect(
      await inDialog.findByText(
        t('account:reactivationOffer.sent', { email: FILLED.email, count: REACTIVATION_DAYS }),
      ),
    ).toBeVisible();
  },
};

export const AccountCreated: Story = {
  parameters: open({ signup: { draft: FILLED } }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await submit(await dialogOf(t), t);
    const photo = await dialogOf(t, 1);
    await expect(within(photo).getByText(t('forms:stepOf', { step: 2, steps: 5 }))).toBeVisible();
    // The account exists: no close button any more, and Escape does not close.
    await expect(within(photo).queryByRole('button', { name: t('forms:close') })).toBeNull();
  },
};

export const PhotoStep: Story = {
  parameters: step(1),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const dialog = await dialogOf(t, 1);
    await expect(within(dialog).getByRole('button', { name: t('forms:continue') })).toBeDisabled();
  },
};

/** Skipping the photo opens the next step (the story ends there, as a designer sees it). */
export const PhotoStepSkipped: Story = {
  parameters: step(1),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const dialog = await dialogOf(t, 1);
    await userEvent.click(within(dialog).getByRole('button', { name: t('forms:skip') }));
    await expect(await dialogOf(t, 2)).toBeVisible();
  },
};

export const DetailsStep: Story = {
  parameters: step(2),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const dialog = await dialogOf(t, 2);
    await expect(
      within(dialog).getByRole('button', { name: containing(t('profile:location.locate')) }),
    ).toBeVisible();
  },
};

export const DetailsStepLocated: Story = {
  parameters: step(2),
  play: async ({ globals, loaded }) => {
    const t = textsOf(loaded);
    const dialog = await dialogOf(t, 2);
    await userEvent.click(
      within(dialog).getByRole('button', { name: containing(t('profile:location.locate')) }),
    );
    const place = foundPlace(toolbarSettings(globals).countries);
    const city = within(dialog).getByRole('textbox', { name: t('profile:location.city') });
    await waitFor(() => expect(city).toHaveValue(place.city));
  },
};

export const AboutStep: Story = {
  parameters: step(3),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const dialog = await dialogOf(t, 3);
    await expect(
      within(dialog).getByRole('group', { name: t('profile:about.interests') }),
    ).toBeVisible();
  },
};

export const NotificationsStep: Story = {
  parameters: step(4),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const dialog = await dialogOf(t, 4);
    await expect(
      within(dialog).getByRole('button', { name: t('signup:notificationsStep.enable') }),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t('signup:finish') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const NotificationsStepAlreadyOn: Story = {
  parameters: step(4, { push: 'on' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const dialog = await dialogOf(t, 4);
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      t('signup:notificationsStep.enabled'),
    );
  },
};

export const FinishedGoesToConfirmation: Story = {
  ...onWholeSite({ ...step(4).site, route: '/' }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const dialog = await screen.findByRole(
      'dialog',
      { name: t('signup:notificationsStep.title') },
      { timeout: PAGE_LOAD_TIMEOUT },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('signup:finish') }));
    await findPage(canvasElement, t('signup:complete.title'));
  },
};

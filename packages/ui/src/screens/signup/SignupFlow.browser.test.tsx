import { failWith, fixtureSettings, fixtureUser } from '@dating/logic/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderSite } from '../../test/render-site.js';

/** Types a date into the date field's parts (month, day, year in English). */
async function typeDate(label: string, date: { day: string; month: string; year: string }) {
  const group = screen.getByRole('group', { name: label });
  await userEvent.click(within(group).getByRole('spinbutton', { name: /month/i }));
  await userEvent.keyboard(`${date.month}${date.day}${date.year}`);
}

async function fillAccount(
  values: {
    email?: string;
    name?: string;
    date?: { day: string; month: string; year: string };
  } = {},
) {
  const dialog = await screen.findByRole('dialog', { name: 'Sign up' });
  const inDialog = within(dialog);
  // The radio inputs are visually hidden: a member clicks their labels.
  await userEvent.click(inDialog.getByText('Woman', { exact: true }));
  await userEvent.click(inDialog.getByText('Men', { exact: true }));
  expect(inDialog.getByRole('radio', { name: 'Woman' })).toBeChecked();
  await userEvent.fill(inDialog.getByRole('textbox', { name: /Username/ }), values.name ?? 'Lena');
  await userEvent.fill(
    inDialog.getByRole('textbox', { name: /Email address/ }),
    values.email ?? 'lena@example.org',
  );
  await userEvent.fill(inDialog.getByLabelText(/^Password/), 'a good password');
  await typeDate('Date of birth', values.date ?? { day: '02', month: '04', year: '1995' });
  return inDialog;
}

async function openSignup() {
  const site = await renderSite({ url: '/' });
  await userEvent.click(await screen.findByRole('link', { name: 'Sign up for free' }));
  return site;
}

// A desktop window: signup opens in the modal (smartphones go to the /signup page).
beforeEach(async () => {
  await page.viewport(1280, 900);
});

describe('signup', () => {
  it('opens each step of the modal at its title, however far down the last one was', async () => {
    // A short window: the account step scrolls inside the modal down to its button.
    await page.viewport(1280, 520);
    await openSignup();
    const dialog = await fillAccount();
    const create = dialog.getByRole('button', { name: 'Create my free account' });
    create.scrollIntoView();
    const box = (await screen.findByRole('dialog', { name: 'Sign up' })).parentElement;
    expect(box?.scrollTop).toBeGreaterThan(0);
    await userEvent.click(create);

    const photo = await screen.findByRole('dialog', { name: 'Add a photo of yourself' });
    await waitFor(() => expect(photo.parentElement?.scrollTop).toBe(0));
    const title = within(photo).getByRole('heading', { name: 'Add a photo of yourself' });
    const shown = photo.parentElement?.getBoundingClientRect();
    expect(title.getBoundingClientRect().top).toBeGreaterThanOrEqual(shown?.top ?? 0);
  });

  it('opens the modal from the home page and creates the account, then goes through the steps', async () => {
    const { stores, location } = await openSignup();
    const dialog = await fillAccount();
    await userEvent.click(dialog.getByRole('button', { name: 'Create my free account' }));

    expect(await screen.findByRole('dialog', { name: 'Add a photo of yourself' })).toBeVisible();
    expect(stores.api.callsTo('signup')).toHaveLength(1);
    expect(screen.getByText('Step 2 of 5')).toBeVisible();

    await userEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(
      await screen.findByRole('dialog', { name: 'Where you live and what you look like' }),
    ).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('dialog', { name: 'Tell others about yourself' })).toBeVisible();
    await userEvent.click(screen.getByText('Cooking', { exact: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('dialog', { name: 'Never miss a message' })).toBeVisible();
    expect(stores.api.callsTo('updateProfile').at(-1)).toEqual({
      body: { notes: null, interests: ['cooking'] },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));

    await expect.poll(() => location().pathname).toBe('/complete-signup');
    expect(
      await screen.findByRole('heading', { name: 'Confirm your e-mail address' }),
    ).toBeVisible();
    expect(screen.getByText(/We sent an e-mail to lena@example.org/)).toBeVisible();
    stores.destroy();
  });

  it('says "Enter your date of birth (18+)" for someone under 18', async () => {
    await openSignup();
    const dialog = await fillAccount({ date: { day: '16', month: '01', year: '2008' } });
    await userEvent.click(dialog.getByRole('button', { name: 'Create my free account' }));
    expect(await dialog.findByText('Enter your date of birth (18+)')).toBeVisible();
  });

  it('says "Invalid date of birth." for an implausible date', async () => {
    const { stores } = await openSignup();
    const dialog = await fillAccount({ date: { day: '01', month: '01', year: '1850' } });
    await userEvent.click(dialog.getByRole('button', { name: 'Create my free account' }));
    expect(await dialog.findByText('Invalid date of birth.')).toBeVisible();
    expect(stores.api.callsTo('signup')).toEqual([]);
  });

  it('says "Invalid email" and offers the likely address for a mistyped domain', async () => {
    await openSignup();
    const dialog = await fillAccount({ email: 'lena@gmial.com' });
    expect(await dialog.findByText('Did you mean lena@gmail.com?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Use lena@gmail.com' }));
    expect(dialog.getByRole('textbox', { name: /Email address/ })).toHaveValue('lena@gmail.com');

    await userEvent.fill(dialog.getByRole('textbox', { name: /Email address/ }), 'lena@example');
    await userEvent.click(dialog.getByRole('button', { name: 'Create my free account' }));
    expect(await dialog.findByText('Invalid email')).toBeVisible();
  });

  it('shows a password the server finds too long as too long', async () => {
    await renderSite({
      url: '/',
      api: { signup: failWith('validation_failed', { fields: { password: 'too_long' } }) },
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Sign up for free' }));
    const dialog = await fillAccount();
    await userEvent.click(dialog.getByRole('button', { name: 'Create my free account' }));
    expect(await dialog.findByText('Use at most 200 characters')).toBeVisible();
    expect(dialog.queryByText('Use at least 8 characters')).toBeNull();
  });

  it('refuses a username that is the e-mail address or starts with @', async () => {
    await openSignup();
    const dialog = await fillAccount({ name: 'lena@example.org' });
    await userEvent.click(dialog.getByRole('button', { name: 'Create my free account' }));
    expect(await dialog.findByText('Your username may not be your e-mail address.')).toBeVisible();
    await userEvent.fill(dialog.getByRole('textbox', { name: /Username/ }), '@lena');
    await userEvent.click(dialog.getByRole('button', { name: 'Create my free account' }));
    expect(await dialog.findByText('Your username may not start with @.')).toBeVisible();
  });

  it('offers login to an existing account', async () => {
    const { location } = await renderSite({
      url: '/',
      api: { signup: failWith('account_exists') },
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Sign up for free' }));
    const dialog = await fillAccount();
    await userEvent.click(dialog.getByRole('button', { name: 'Create my free account' }));
    const alert = await dialog.findByRole('alert');
    // The alert's live region is there before its text arrives.
    await waitFor(() =>
      expect(alert).toMatchTextContent('There is already an account with this e-mail address.'),
    );
    await userEvent.click(within(alert).getByRole('link', { name: 'Log in' }));
    await expect.poll(() => location().pathname).toBe('/login');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers reactivation or support to an account pending deletion', async () => {
    const { stores } = await renderSite({
      url: '/',
      api: { signup: failWith('account_pending_deletion') },
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Sign up for free' }));
    const dialog = await fillAccount();
    await userEvent.click(dialog.getByRole('button', { name: 'Create my free account' }));
    expect(
      await dialog.findByText(
        'This account was deleted less than 14 days ago and can still be reactivated.',
      ),
    ).toBeVisible();
    expect(dialog.getByRole('link', { name: /Contact support/ })).toHaveAttribute(
      'href',
      'mailto:support@heartline.example',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send reactivation e-mail' }));
    expect(
      await dialog.findByText(/We sent a reactivation link to lena@example.org/),
    ).toBeVisible();
    expect(stores.api.callsTo('requestReactivation')).toEqual([
      { body: { email: 'lena@example.org' } },
    ]);
  });

  it('does not close on Escape once the form has content, but closes by its button', async () => {
    await openSignup();
    const dialog = await screen.findByRole('dialog', { name: 'Sign up' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Sign up for free' }));
    await userEvent.fill(
      within(await screen.findByRole('dialog', { name: 'Sign up' })).getByRole('textbox', {
        name: /Username/,
      }),
      'Le',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dialog).not.toBeInTheDocument();
  });

  it('takes a smartphone to the /signup page instead of the modal', async () => {
    await page.viewport(375, 740);
    const { location } = await renderSite({ url: '/' });
    await userEvent.click(await screen.findByRole('link', { name: 'Sign up for free' }));
    await expect.poll(() => location().pathname).toBe('/signup');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign up for free' }),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends a logged-in member from /signup to the member search', async () => {
    const { location } = await renderSite({ url: '/signup', user: fixtureUser() });
    await expect.poll(() => location().pathname).toBe('/members');
  });

  it('tells a visitor without a traffic source that an invite-only site is closed', async () => {
    await renderSite({
      url: '/signup',
      settings: fixtureSettings({ signups: 'with_trafficsource' }),
    });
    expect(await screen.findByText('Signing up on this site is by invitation only.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Create my free account' })).toBeNull();
  });

  it('resumes at the next unfinished step after a reload, in the modal', async () => {
    await renderSite({
      url: '/members',
      user: fixtureUser({ email: 'lena@example.org', status: 'not_confirmed' }),
      storage: {
        'dating.signup.progress': JSON.stringify({
          email: 'lena@example.org',
          step: 3,
          modal: true,
        }),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Tell others about yourself' });
    expect(within(dialog).getByText('Step 4 of 5')).toBeVisible();
  });

  it('resumes on the signup page where it ran there', async () => {
    await renderSite({
      url: '/signup',
      user: fixtureUser({ email: 'lena@example.org', status: 'not_confirmed' }),
      storage: {
        'dating.signup.progress': JSON.stringify({
          email: 'lena@example.org',
          step: 2,
          modal: false,
        }),
      },
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Where you live and what you look like',
      }),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

import { failWith, fixtureUser } from '@dating/logic/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderSite } from '../test/render-site.js';

const TOKEN = 'a-token-from-the-mail-1234567890';

describe('e-mail confirmation', () => {
  it('confirms the address from the link and shows the three ways on', async () => {
    const { stores, location } = await renderSite({ url: `/activate/done?token=${TOKEN}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' }),
    ).toBeVisible();
    expect(stores.api.callsTo('activate')).toEqual([{ body: { token: TOKEN } }]);
    await expect.poll(() => location().search).toBe('');
    for (const [name, href] of [
      ['Complete your profile', '/profile'],
      ['Get Premium', '/premium'],
      ['See all members', '/members'],
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
      expect(screen.getAllByRole('link', { name }).at(-1)).toHaveAttribute('href', href);
    }
    expect(await screen.findByRole('button', { name: 'Account' })).toBeVisible();
    stores.destroy();
  });

  it('leads a spent or expired link to the error page, which offers a new mail', async () => {
    const { location, stores } = await renderSite({
      url: `/activate/done?token=${TOKEN}`,
      user: fixtureUser({ status: 'not_confirmed' }),
      api: { activate: failWith('token_invalid') },
    });
    expect(
      await screen.findByRole('heading', { name: 'This confirmation link did not work' }),
    ).toBeVisible();
    await expect.poll(() => location().pathname).toBe('/activate/error');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new confirmation e-mail' }));
    expect(await screen.findByText('We sent a new confirmation e-mail.')).toBeVisible();
    expect(stores.api.callsTo('sendConfirmationMail')).toHaveLength(1);
  });

  it('sends a member who opens the page without a link to the error page', async () => {
    const { location, stores } = await renderSite({
      url: '/activate/done',
      user: fixtureUser({ status: 'not_confirmed' }),
    });
    expect(
      await screen.findByRole('heading', { name: 'This confirmation link did not work' }),
    ).toBeVisible();
    expect(
      screen.getByText('Ask for a new confirmation e-mail; the newest link is the one that works.'),
    ).toBeVisible();
    await expect.poll(() => location().pathname).toBe('/activate/error');
    expect(screen.queryByText('Your e-mail address is confirmed')).toBeNull();
    expect(stores.api.callsTo('activate')).toEqual([]);
  });

  it('shows a visitor who opens the page without a link the error page', async () => {
    await renderSite({ url: '/activate/done' });
    expect(
      await screen.findByText(
        'Log in and ask for a new confirmation e-mail, or contact our support.',
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 1, name: 'This confirmation link did not work' }),
    ).toBeVisible();
    expect(screen.queryByText('Your e-mail address is confirmed')).toBeNull();
  });

  it('tells a visitor who opens a used link again that the address is already confirmed', async () => {
    const { location } = await renderSite({
      url: `/activate/done?token=${TOKEN}`,
      api: { activate: failWith('already_confirmed') },
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Your e-mail address is already confirmed',
      }),
    ).toBeVisible();
    await expect.poll(() => location().search).toBe('');
    expect(location().pathname).toBe('/activate/done');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByText('This confirmation link did not work')).toBeNull();
  });

  it('shows a confirmed member the ways on, saying the address is already confirmed', async () => {
    await renderSite({ url: '/activate/done', user: fixtureUser({ status: 'active' }) });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Your e-mail address is already confirmed',
      }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'See all members' })).toBeVisible();
  });

  it('tells a visitor on the error page to log in or contact support', async () => {
    await renderSite({ url: '/activate/error' });
    expect(
      await screen.findByText(
        'Log in and ask for a new confirmation e-mail, or contact our support.',
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Contact support at support@heartline.example' }),
    ).toHaveAttribute('href', 'mailto:support@heartline.example');
  });
});

describe('signup completion', () => {
  it('tells a confirmed member only that the address is confirmed', async () => {
    await renderSite({ url: '/complete-signup', user: fixtureUser({ status: 'active' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'You are all set' })).toBeVisible();
    expect(screen.getByText('Your e-mail address is confirmed. Welcome!')).toBeVisible();
    expect(screen.queryByText('Confirm your e-mail address')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send the e-mail again' })).toBeNull();
  });

  it('asks an unconfirmed member only to confirm the address', async () => {
    await renderSite({ url: '/complete-signup', user: fixtureUser({ status: 'not_confirmed' }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your e-mail address' }),
    ).toBeVisible();
    expect(screen.queryByText(/Your e-mail address is confirmed/)).toBeNull();
  });
});

describe('password reset', () => {
  async function askReset(email: string) {
    await userEvent.fill(await screen.findByRole('textbox', { name: 'Email address' }), email);
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  }

  it('has its live regions in the page before the outcome arrives', async () => {
    await renderSite({
      url: '/reset-password',
      api: { requestPasswordReset: failWith('too_many_reset_mails') },
    });
    const main = within(await screen.findByRole('main'));
    await main.findByRole('heading', { level: 1, name: 'Reset your password' });
    const alerts = main.getAllByRole('alert');
    expect(alerts.length).toBeGreaterThan(0);
    for (const alert of alerts) expect(alert).toHaveTextContent('');
    await askReset('eva@example.org');
    await waitFor(() =>
      expect(alerts.some((alert) => /too many reset e-mails/.test(alert.textContent ?? ''))).toBe(
        true,
      ),
    );
  });

  it('is reached from the login page and mails a link', async () => {
    const { stores, location } = await renderSite({ url: '/login' });
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    await expect.poll(() => location().pathname).toBe('/reset-password');
    await askReset('eva@example.org');
    expect(
      await screen.findByText(
        'Check your inbox: we sent a link to eva@example.org. It works for 2 hours.',
      ),
    ).toBeVisible();
    expect(stores.api.callsTo('requestPasswordReset')).toEqual([
      { body: { email: 'eva@example.org' } },
    ]);
  });

  it('says when no account uses the address', async () => {
    await renderSite({
      url: '/reset-password',
      api: { requestPasswordReset: failWith('email_not_found') },
    });
    await askReset('nobody@example.org');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toMatchTextContent(
        'We could not find an account with this e-mail address.',
      ),
    );
    expect(screen.getByRole('link', { name: 'Sign up instead' })).toBeVisible();
  });

  it('says to try tomorrow after too many reset e-mails', async () => {
    await renderSite({
      url: '/reset-password',
      api: { requestPasswordReset: failWith('too_many_reset_mails') },
    });
    await askReset('eva@example.org');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'You have asked for too many reset e-mails today. Please try again tomorrow.',
      ),
    );
  });

  it('says "Invalid email" before sending an address that is not one', async () => {
    const { stores } = await renderSite({ url: '/reset-password' });
    await askReset('eva@example');
    expect(await screen.findByText('Invalid email')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(stores.api.callsTo('requestPasswordReset')).toEqual([]);
  });

  it('says "Use at least 8 characters" for a short new password', async () => {
    const { stores } = await renderSite({ url: `/reset-password/do?token=${TOKEN}` });
    await userEvent.fill(await screen.findByLabelText(/^New password/), 'short');
    await userEvent.fill(screen.getByLabelText('Repeat new password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Use at least 8 characters')).toBeVisible();
    expect(stores.api.callsTo('resetPassword')).toEqual([]);
  });

  it('says "The entered passwords are not the same." before sending anything', async () => {
    const { stores } = await renderSite({ url: `/reset-password/do?token=${TOKEN}` });
    await userEvent.fill(await screen.findByLabelText(/^New password/), 'a new password');
    await userEvent.fill(screen.getByLabelText('Repeat new password'), 'another password');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('The entered passwords are not the same.')).toBeVisible();
    expect(stores.api.callsTo('resetPassword')).toEqual([]);
  });

  it('says when the link expired and offers a new one', async () => {
    await renderSite({
      url: `/reset-password/do?token=${TOKEN}`,
      api: { resetPassword: failWith('token_invalid') },
    });
    await userEvent.fill(await screen.findByLabelText(/^New password/), 'a new password');
    await userEvent.fill(screen.getByLabelText('Repeat new password'), 'a new password');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    const alert = await screen.findByRole('alert');
    // The alert's live region is there before its text arrives.
    await waitFor(() => expect(alert).toMatchTextContent('This link has expired or is not valid.'));
    expect(within(alert).getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });

  it('sets the new password and logs the member in', async () => {
    const { stores } = await renderSite({ url: `/reset-password/do?token=${TOKEN}` });
    await userEvent.fill(await screen.findByLabelText(/^New password/), 'a new password');
    await userEvent.fill(screen.getByLabelText('Repeat new password'), 'a new password');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeVisible();
    expect(stores.api.callsTo('resetPassword')).toEqual([
      { body: { token: TOKEN, password: 'a new password' } },
    ]);
    expect(screen.getByRole('link', { name: 'Continue to members' })).toBeVisible();
    stores.destroy();
  });
});

describe('e-mail change confirmation', () => {
  it('shows the new address once the link is used', async () => {
    const user = fixtureUser();
    const { stores } = await renderSite({
      url: `/mail-change/do?token=${TOKEN}`,
      user,
      api: { confirmEmailChange: async () => ({ user: { ...user, email: 'new@example.org' } }) },
    });
    expect(await screen.findByText('Your e-mail address is now new@example.org.')).toBeVisible();
    expect(stores.session.state.user?.email).toBe('new@example.org');
    stores.destroy();
  });

  it('says when the address was taken meanwhile', async () => {
    await renderSite({
      url: `/mail-change/do?token=${TOKEN}`,
      api: { confirmEmailChange: failWith('email_taken') },
    });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This email address already owns an account on this website.',
      ),
    );
  });
});

describe('deletion and reactivation', () => {
  it('tells a deleted member about the 14 days', async () => {
    await renderSite({ url: '/account-deleted' });
    expect(
      await screen.findByRole('heading', { name: 'Your account has been deleted' }),
    ).toBeVisible();
    expect(screen.getByText(/It works for 14 days/)).toBeVisible();
  });

  it('reactivates with the button, not on opening the link', async () => {
    const { stores } = await renderSite({ url: `/reactivate?token=${TOKEN}` });
    await screen.findByRole('heading', { name: 'Reactivate your account' });
    const button = await screen.findByRole('button', { name: 'Reactivate my account' });
    expect(stores.api.callsTo('reactivate')).toEqual([]);
    await userEvent.click(button);
    expect(await screen.findByText('Welcome back! Your account is active again.')).toBeVisible();
    expect(stores.session.state.user).not.toBeNull();
    stores.destroy();
  });

  it('offers a new link when the link stopped working before the press', async () => {
    const { stores } = await renderSite({
      url: `/reactivate?token=${TOKEN}`,
      api: { reactivate: failWith('token_invalid') },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reactivate my account' }));
    expect(await screen.findByText('This link has expired or is not valid.')).toBeVisible();
    await userEvent.fill(screen.getByRole('textbox', { name: 'Email address' }), 'eva@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send new link' }));
    expect(
      await screen.findByText('We sent a new reactivation link to eva@example.org.'),
    ).toBeVisible();
    expect(stores.api.callsTo('requestReactivation')).toEqual([
      { body: { email: 'eva@example.org' } },
    ]);
  });

  it('says a link used before brought the account back, with no button to press again', async () => {
    const { stores } = await renderSite({
      url: `/reactivate?token=${TOKEN}`,
      api: { checkReactivation: failWith('already_reactivated') },
    });
    expect(await screen.findByText('Your account is already active again.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Reactivate my account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send new link' })).toBeNull();
    expect(stores.api.callsTo('checkReactivation')).toEqual([{ query: { token: TOKEN } }]);
  });

  it('offers a new link at once for a link that no longer works', async () => {
    await renderSite({
      url: `/reactivate?token=${TOKEN}`,
      api: { checkReactivation: failWith('token_invalid') },
    });
    expect(await screen.findByText('This link has expired or is not valid.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send new link' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reactivate my account' })).toBeNull();
  });

  it('offers reactivation when a deleted member logs in', async () => {
    await renderSite({
      url: '/login',
      api: { login: failWith('account_pending_deletion') },
    });
    await userEvent.fill(await screen.findByLabelText('Email address'), 'eva@example.org');
    await userEvent.fill(screen.getByLabelText('Password'), 'the password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('button', { name: 'Send reactivation e-mail' })).toBeVisible();
  });
});

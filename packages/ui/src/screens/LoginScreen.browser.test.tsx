import { failWith, fixtureUser } from '@dating/logic/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderSite } from '../test/render-site.js';
import { loginRedirectTarget } from './LoginScreen.js';

async function fillIn(email: string, password: string) {
  await userEvent.fill(await screen.findByLabelText('Email address'), email);
  await userEvent.fill(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login page', () => {
  it('shows the login form with a heading and labelled fields', async () => {
    await renderSite({ url: '/login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('asks for both fields before calling the server', async () => {
    const { stores } = await renderSite({ url: '/login' });
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Enter your email address.')).toBeVisible();
    expect(screen.getByText('Enter your password.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(stores.api.callsTo('login')).toHaveLength(0);
  });

  it('says "Invalid email" for an address without a domain', async () => {
    await renderSite({ url: '/login' });
    await fillIn('alex@', 'secret');
    expect(await screen.findByText('Invalid email')).toBeVisible();
  });

  it('shows the login-failed text for wrong credentials', async () => {
    await renderSite({
      url: '/login',
      api: { login: failWith('login_failed') },
    });
    await fillIn('alex@example.com', 'wrong');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Login failed, please try again'),
    );
  });

  it('words a field problem the server finds next to its field', async () => {
    await renderSite({
      url: '/login',
      api: { login: failWith('validation_failed', { fields: { email: 'too_long' } }) },
    });
    await fillIn('alex@example.com', 'secret');
    expect(await screen.findByText('This e-mail address is too long.')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('says when there is no connection', async () => {
    await renderSite({ url: '/login', api: { login: failWith('network_error') } });
    await fillIn('alex@example.com', 'secret');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'There is no connection. Check your internet connection and try again.',
      ),
    );
  });

  it('shows the lockout text with the minutes', async () => {
    await renderSite({
      url: '/login',
      api: { login: failWith('account_locked', { minutes: 15 }) },
    });
    await fillIn('alex@example.com', 'wrong');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too many incorrect attempts, account blocked for 15 min.',
      ),
    );
  });

  it('goes to /members after a successful login', async () => {
    const user = fixtureUser();
    const { location } = await renderSite({
      url: '/login',
      api: { login: async () => ({ user }) },
    });
    await fillIn('alex@example.com', 'right');
    await expect.poll(() => location().pathname).toBe('/members');
    expect(await screen.findByRole('button', { name: 'Account' })).toBeVisible();
  });

  it('goes to the redirect query after a successful login', async () => {
    const user = fixtureUser();
    const { location } = await renderSite({
      url: '/login?redirect=%2Fmembers%3Fpage%3D2',
      api: { login: async () => ({ user }) },
    });
    await fillIn('alex@example.com', 'right');
    await expect.poll(() => location().pathname).toBe('/members');
    expect(location().search).toBe('?page=2');
  });

  it('only follows redirects within the site', () => {
    expect(loginRedirectTarget('/members')).toBe('/members');
    expect(loginRedirectTarget('//evil.example')).toBe('/members');
    expect(loginRedirectTarget('https://evil.example')).toBe('/members');
    expect(loginRedirectTarget(null)).toBe('/members');
  });
});

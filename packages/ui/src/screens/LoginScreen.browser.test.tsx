import { ApiRequestError } from '@dating/logic';
import { fixtureUser } from '@dating/logic/testing';
import { screen } from '@testing-library/react';
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
      api: {
        login: async () => {
          throw new ApiRequestError(401, { error: 'login_failed', message: 'Login failed' });
        },
      },
    });
    await fillIn('alex@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed, please try again');
  });

  it('shows the lockout text with the minutes', async () => {
    await renderSite({
      url: '/login',
      api: {
        login: async () => {
          throw new ApiRequestError(429, {
            error: 'account_locked',
            message: 'Locked',
            minutes: 15,
          });
        },
      },
    });
    await fillIn('alex@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many incorrect attempts, account blocked for 15 min.',
    );
  });

  it('goes to /members after a successful login', async () => {
    const user = fixtureUser();
    const { location } = await renderSite({ url: '/login', api: { login: async () => user } });
    await fillIn('alex@example.com', 'right');
    await expect.poll(() => location().pathname).toBe('/members');
    expect(await screen.findByRole('button', { name: 'Account' })).toBeVisible();
  });

  it('goes to the redirect query after a successful login', async () => {
    const user = fixtureUser();
    const { location } = await renderSite({
      url: '/login?redirect=%2Fmembers%3Fpage%3D2',
      api: { login: async () => user },
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

import { fixtureUser } from '@dating/logic/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderSite } from '../test/render-site.js';

/** The layout's polite live region that announces a new page (present from the start). */
function pageAnnouncement() {
  return screen
    .getAllByRole('status')
    .find(
      (region) =>
        region.getAttribute('aria-live') === 'polite' && region.hasAttribute('aria-atomic'),
    );
}

describe('route announcer', () => {
  it('is present and silent on the first page, and leaves focus alone there', async () => {
    await renderSite({ url: '/' });
    await screen.findByRole('heading', { level: 1 });
    expect(pageAnnouncement()).toBeDefined();
    expect(pageAnnouncement()).toHaveTextContent('');
    expect(document.activeElement).toBe(document.body);
  });

  it("moves focus to the new page's heading and announces it", async () => {
    await renderSite({ url: '/' });
    const main = within(await screen.findByRole('main'));
    await userEvent.click(await main.findByRole('link', { name: 'Login' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Login' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    await waitFor(() => expect(pageAnnouncement()).toHaveTextContent('Login'));
  });

  it('puts focus on the heading of the page a member arrives at after logging in', async () => {
    const user = fixtureUser();
    await renderSite({ url: '/login', api: { login: async () => ({ user }) } });
    await userEvent.fill(await screen.findByLabelText('Email address'), user.email);
    await userEvent.fill(screen.getByLabelText('Password'), 'the password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Search members' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(pageAnnouncement()).toHaveTextContent('Search members'));
  });

  it('shows no focus ring on the heading after a navigation by pointer, and one after the keyboard', async () => {
    await renderSite({ url: '/members', user: fixtureUser() });
    await screen.findByRole('heading', { level: 1, name: 'Search members' });
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'My profile' }));
    const profile = await screen.findByRole('heading', { level: 1, name: 'My profile' });
    await waitFor(() => expect(profile).toHaveFocus());
    expect(getComputedStyle(profile).outlineStyle).toBe('none');

    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}');
    const settings = await screen.findByRole('menuitem', { name: 'Settings' });
    await waitFor(() => expect(settings).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Notification settings' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(getComputedStyle(heading).outlineStyle).not.toBe('none');
  });
});

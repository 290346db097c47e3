import { fixtureUser } from '@dating/logic/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../test/render-site.js';

describe('the tab title', () => {
  it('carries the unread messages and new likes of a member, on whatever page', async () => {
    const { stores } = await renderSite({
      url: '/members',
      user: fixtureUser(),
      counters: { unreadMessages: 2, newLikes: 1 },
    });
    await screen.findByRole('heading', { level: 1 });
    await expect.poll(() => document.title).toMatch(/^\(3\) /);
    stores.counters.actions.set({ newLikes: 120 });
    await expect.poll(() => document.title).toMatch(/^\(99\+\) /);
    stores.counters.actions.reset();
    await expect.poll(() => document.title).not.toMatch(/^\(/);
  });

  it('shows no count to a visitor', async () => {
    await renderSite({ url: '/', counters: { newLikes: 4 } });
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).not.toMatch(/^\(/);
  });
});

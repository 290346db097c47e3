import { fixtureProfileCards, fixtureUser } from '@dating/logic/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderSite } from '../test/render-site.js';

const profiles = fixtureProfileCards(8, 2);
const [anna] = profiles as [(typeof profiles)[number]];

function openAt(url: string, likedBy = [anna.id]) {
  return renderSite({ url, user: fixtureUser(), profiles, discovery: { likedBy } });
}

describe('like pop-up asked for by the address', () => {
  it('shows the newest like, reloads the likes 0.5 s later and leads to the profile', async () => {
    const { stores, location } = await openAt('/profile?like');
    const popup = await screen.findByRole('dialog', { name: `${anna.name} likes you` });
    expect(popup.textContent).toContain(`Like ${anna.name} back, and it's a match.`);
    const loads = stores.api.callsTo('getLikes').length;
    await stores.clock.advance(500);
    await waitFor(() => expect(stores.api.callsTo('getLikes').length).toBe(loads + 1));

    await userEvent.click(screen.getByRole('button', { name: 'View profile' }));
    await waitFor(() => expect(location().pathname).toBe(`/likes/m/${anna.id}`));
    expect(location().search).toBe('');
  });

  it("waits the address's t seconds, and takes like and t off the address when closed", async () => {
    const { stores, location } = await openAt('/profile?like&t=2&tab=photos');
    await stores.clock.advance(1_999);
    expect(stores.api.callsTo('getAutoLike')).toHaveLength(0);
    await stores.clock.advance(1);
    await screen.findByRole('dialog', { name: `${anna.name} likes you` });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(location()).toMatchObject({ pathname: '/profile', search: '?tab=photos' }),
    );
  });

  it('waits while the pop-up of a match not shown yet is open: one pop-up at a time', async () => {
    const [, bo, cleo] = profiles as [
      unknown,
      (typeof profiles)[number],
      (typeof profiles)[number],
    ];
    const { stores } = await renderSite({
      url: '/profile?like&t=1',
      user: fixtureUser(),
      profiles,
      discovery: { likedBy: [bo.id, cleo.id], liked: [cleo.id] },
    });
    await stores.likes.actions.load();
    const match = await screen.findByRole('dialog', { name: "It's a match!" });
    expect(match.textContent).toContain(cleo.name);
    await stores.clock.advance(1000);
    await waitFor(() => expect(stores.api.callsTo('getAutoLike')).toHaveLength(1));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: /likes you$/ })).toBeVisible();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('stays open when a match not shown yet arrives, which follows once it is closed', async () => {
    const [, bo, cleo] = profiles as [
      unknown,
      (typeof profiles)[number],
      (typeof profiles)[number],
    ];
    const { stores } = await renderSite({
      url: '/profile?like',
      user: fixtureUser(),
      profiles,
      discovery: { likedBy: [bo.id, cleo.id], liked: [cleo.id] },
    });
    await screen.findByRole('dialog', { name: /likes you$/ });
    await stores.likes.actions.load();
    await waitFor(() =>
      expect(stores.overlays.state.waiting.map((request) => request.id)).toEqual([
        `match:${cleo.id}`,
      ]),
    );
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    const match = await screen.findByRole('dialog', { name: "It's a match!" });
    expect(match.textContent).toContain(cleo.name);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('shows nothing without a new like', async () => {
    const { stores } = await openAt('/profile?like', []);
    await waitFor(() => expect(stores.api.callsTo('getAutoLike')).toHaveLength(1));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

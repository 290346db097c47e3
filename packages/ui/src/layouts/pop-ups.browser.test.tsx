import { TIME_BONUS_CODE, TIME_BONUS_HOURS } from '@dating/contract/enums';
import {
  createFakeClock,
  fixtureDiscountCode,
  fixtureProfileCards,
  fixtureUser,
} from '@dating/logic/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderSite } from '../test/render-site.js';

const profiles = fixtureProfileCards(8, 2);
const [cleo, dana] = profiles as [(typeof profiles)[number], (typeof profiles)[number]];

/**
 * A free member who signed up 10 minutes ago with 0 credits (the time bonus's pop-up is due
 * 40 s after entering the members area), and whom Cleo liked back while they were away (a match
 * not shown yet, which the likes bring).
 */
function newMemberWithAMatch(url: string) {
  const clock = createFakeClock();
  const signup = clock.now() - 10 * 60_000;
  return renderSite({
    url,
    clock,
    user: fixtureUser({ credits: 0, signup_date: new Date(signup).toISOString() }),
    profiles,
    discovery: { likedBy: [cleo.id], liked: [cleo.id] },
    payments: {
      timeBonus: fixtureDiscountCode({
        code: TIME_BONUS_CODE,
        value_percentage: 25,
        expires: new Date(signup + TIME_BONUS_HOURS * 3_600_000).toISOString(),
      }),
    },
  });
}

const waiting = (site: Awaited<ReturnType<typeof newMemberWithAMatch>>) =>
  site.stores.overlays.state.waiting.map((request) => request.id);

describe('pop-ups that open by themselves', () => {
  it('open one at a time: the time bonus waits while the match pop-up is open, then follows', async () => {
    const site = await newMemberWithAMatch('/members');
    await screen.findByRole('complementary', { name: 'Time bonus' });
    await site.stores.likes.actions.load();
    const match = await screen.findByRole('dialog', { name: "It's a match!" });
    expect(match.textContent).toContain(cleo.name);
    await site.stores.clock.advance(40_000);
    await waitFor(() => expect(waiting(site)).toEqual(['timeBonus']));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Act fast!' })).toBeVisible();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('wait while a dialog the member opened is open, then open by priority', async () => {
    const site = await newMemberWithAMatch(`/members/${dana.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Report' }));
    const report = await screen.findByRole('dialog', { name: `Report ${dana.name}` });
    // The time bonus asks first, the match later: the match is the more urgent.
    await site.stores.clock.advance(40_000);
    await site.stores.likes.actions.load();
    await waitFor(() => expect(waiting(site)).toEqual([`match:${cleo.id}`, 'timeBonus']));
    expect(screen.getAllByRole('dialog')).toEqual([report]);

    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: "It's a match!" })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Act fast!' })).toBeVisible();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('wait while the member types in a form, until they pause for 10 s', async () => {
    const site = await newMemberWithAMatch('/members');
    const filters = await screen.findByRole('form', { name: 'Search filters' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Minimum age' }), '3');
    await site.stores.likes.actions.load();
    await waitFor(() => expect(waiting(site)).toEqual([`match:${cleo.id}`]));
    // The next field of the same form: still the member's work.
    await userEvent.tab();
    expect(filters.contains(document.activeElement)).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Maximum age' }), '4');
    await site.stores.clock.advance(9_999);
    expect(screen.queryByRole('dialog')).toBeNull();
    await site.stores.clock.advance(1);
    expect(await screen.findByRole('dialog', { name: "It's a match!" })).toBeVisible();
  });

  it('open as soon as the member leaves the form they typed in', async () => {
    const site = await newMemberWithAMatch('/members');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Minimum age' }), '3');
    await site.stores.likes.actions.load();
    await waitFor(() => expect(waiting(site)).toEqual([`match:${cleo.id}`]));
    await userEvent.click(screen.getByRole('heading', { level: 1 }));
    expect(await screen.findByRole('dialog', { name: "It's a match!" })).toBeVisible();
  });

  it('wait while the member is in a conversation, and open once they leave it', async () => {
    const site = await newMemberWithAMatch(`/members/${dana.id}/chat`);
    await screen.findByRole('textbox', { name: /message/i });
    await site.stores.likes.actions.load();
    await waitFor(() => expect(waiting(site)).toEqual([`match:${cleo.id}`]));
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Back to conversations' }));
    const match = await screen.findByRole('dialog', { name: "It's a match!" });
    // Its first step is writing to Cleo.
    await userEvent.click(within(match).getByRole('button', { name: 'Send a message' }));
    await waitFor(() => expect(site.location().pathname).toBe(`/members/${cleo.id}/chat`));
  });
});

import type { ProfileCard } from '@dating/contract';
import { SWIPE_LIKES_PER_DAY } from '@dating/contract/enums';
import { fixtureImage, fixtureProfile, fixtureUser } from '@dating/logic/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { FLY_OFF_MS } from '../components/SwipeCard.js';
import { renderSite } from '../test/render-site.js';

function woman(id: number, name: string, overrides: Partial<ProfileCard> = {}): ProfileCard {
  return {
    id,
    name,
    age: 30,
    gender: 'female',
    country: 'NL',
    region: 'Utrecht',
    city: 'Utrecht',
    main_image: fixtureImage(id),
    fictional: false,
    online: false,
    ...overrides,
  };
}

const NAMES = ['Anna', 'Bo', 'Cleo', 'Dana', 'Eva', 'Fenna', 'Gwen', 'Hanna'];
const PROFILES = NAMES.map((name, index) => woman(index + 1, name));
const man = () => fixtureUser({ profile: fixtureProfile({ gender: 'male', sexuality: 'hetero' }) });

async function openGame(options: { likedBy?: number[] } = {}) {
  const site = await renderSite({
    url: '/swipe-game',
    user: man(),
    profiles: PROFILES,
    discovery: { likedBy: options.likedBy ?? [] },
  });
  await screen.findByRole('heading', { level: 1, name: 'Swipe game' });
  return site;
}

const topCard = () => screen.findByRole('group', { name: /, 30$/ });

/** Drags the top card sideways by `distance` pixels, as a finger or a mouse would. */
async function drag(card: HTMLElement, distance: number) {
  const box = card.getBoundingClientRect();
  const at = (x: number) => ({
    pointerId: 1,
    pointerType: 'mouse',
    button: 0,
    isPrimary: true,
    bubbles: true,
    clientX: x,
    clientY: box.top + 50,
    pageX: x,
    pageY: box.top + 50,
  });
  const start = box.left + box.width / 2;
  card.dispatchEvent(new PointerEvent('pointerdown', at(start)));
  for (let step = 1; step <= 5; step += 1) {
    window.dispatchEvent(new PointerEvent('pointermove', at(start + (distance * step) / 5)));
  }
  window.dispatchEvent(new PointerEvent('pointerup', at(start + distance)));
}

describe('swipe game', () => {
  it('likes with the arrow key on the focused card, and passes with the button', async () => {
    const { stores } = await openGame();
    expect(await topCard()).toHaveAccessibleName('Anna, 30');
    expect(screen.getByText(`${SWIPE_LIKES_PER_DAY} likes left today`)).toBeVisible();

    (await topCard()).focus();
    await userEvent.keyboard('{ArrowRight}');
    // The card flies off on the stores' clock before the like is sent.
    await stores.clock.advance(FLY_OFF_MS);
    expect(await screen.findByText('You liked Anna.')).toBeVisible();
    expect(await screen.findByText('3 likes left today')).toBeVisible();
    await waitFor(() =>
      expect(stores.likes.state.likes?.profiles.map((profile) => profile.name)).toContain('Anna'),
    );

    expect(await topCard()).toHaveAccessibleName('Bo, 30');
    await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(await topCard()).toHaveAccessibleName('Cleo, 30');
    expect(screen.getByText('3 likes left today')).toBeVisible();
  });

  it('swipes by dragging past a third of the card, and springs back from a short drag', async () => {
    const { stores } = await openGame();
    const anna = await topCard();
    await drag(anna, 40);
    await stores.clock.advance(FLY_OFF_MS);
    expect(await topCard()).toHaveAccessibleName('Anna, 30');

    await drag(anna, -anna.offsetWidth * 0.6);
    await stores.clock.advance(FLY_OFF_MS);
    await waitFor(() => expect(screen.getByRole('group', { name: 'Bo, 30' })).toBeVisible());
    expect(screen.getByText(`${SWIPE_LIKES_PER_DAY} likes left today`)).toBeVisible();
  });

  it('refuses the fifth like of the day, says when the next comes, and lets the member pass', async () => {
    await openGame();
    for (let like = 0; like < SWIPE_LIKES_PER_DAY; like += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Like' }));
      await screen.findByText(`You liked ${NAMES[like]}.`);
    }
    expect(await screen.findByText('0 likes left today')).toBeVisible();
    expect(await topCard()).toHaveAccessibleName('Eva, 30');

    // Before the fifth like, the page already says when the next one comes.
    const nextLike = /You have used today's likes\. Your next like comes (tomorrow )?at \d/;
    expect(screen.getByText(nextLike).closest('[role]')).toHaveAttribute('role', 'status');
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    await waitFor(() =>
      expect(screen.getByText(nextLike).closest('[role]')).toHaveAttribute('role', 'alert'),
    );
    expect(await topCard()).toHaveAccessibleName('Eva, 30');

    await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(await topCard()).toHaveAccessibleName('Fenna, 30');
  });

  it('shows the match pop-up when the liked member liked the member first', async () => {
    await openGame({ likedBy: [1] });
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    const popup = await screen.findByRole('dialog', { name: "It's a match!" });
    expect(popup.textContent).toContain('You and Anna like each other.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await topCard()).toHaveAccessibleName('Bo, 30');
  });

  it('ends with ways to meet more people once everyone was swiped', async () => {
    await openGame();
    for (const name of NAMES) {
      expect(await topCard()).toHaveAccessibleName(`${name}, 30`);
      await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    }
    expect(
      await screen.findByText('You have seen everyone for now. New members join every day.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the match finder' })).toHaveAttribute(
      'href',
      '/match-finder',
    );
  });

  it('sends visitors to the login page', async () => {
    const { location } = await renderSite({ url: '/swipe-game' });
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(location().search).toBe('?redirect=%2Fswipe-game');
  });
});

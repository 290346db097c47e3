import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Brand, brandSchema, SWIPE_LIKES_PER_DAY } from '@dating/contract';
import { demoLogins } from '@dating/server';
import { expect, test } from '@playwright/test';
import { rememberSiteEntryConfirmed, rememberTimeBonusClosed } from './remembered.js';
import { repositoryRoot, siteUrl } from './site.js';

// Amigos, so that the likes given here change nothing the discovery test of Lovely expects.
function amigos(): Brand {
  const dir = join(repositoryRoot, 'sites', 'amigos');
  if (!existsSync(join(dir, 'dist', 'index.html'))) {
    throw new Error('Amigos is not built: the end-to-end tests need the demo brands');
  }
  return brandSchema.parse(JSON.parse(readFileSync(join(dir, 'brand.json'), 'utf8')));
}

test.use({ locale: 'en-US' });

test('the swipe game gives 4 likes a day, says when the next comes, and the server holds to it', async ({
  page,
}) => {
  const brand = amigos();
  const member = demoLogins(brand).find((login) => login.kind === 'free')!;
  await rememberSiteEntryConfirmed(page);
  await rememberTimeBonusClosed(page);
  await page.goto(siteUrl(brand, '/login?redirect=%2Fswipe-game'));
  await page.getByLabel('Email address').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Swipe game' })).toBeVisible();
  await expect(page.getByText(`${SWIPE_LIKES_PER_DAY} likes left today`)).toBeVisible();
  // The demo's match of this member was marked shown before the run (the `demo members`
  // set-up): the only match pop-ups here are the game's.

  // One like by the keyboard on the focused card, the rest by the button. Demo members like the
  // demo logins: a like back is a match, whose pop-up is closed to go on.
  const card = page.getByRole('group');
  const nameOnCard = async () => ((await card.getAttribute('aria-label')) ?? '').split(',')[0];
  const match = page.getByRole('dialog', { name: "It's a match!" });
  const liked = async (name: string | undefined) => {
    await expect(page.getByText(`You liked ${name}.`).or(match)).toBeVisible();
    if (await match.isVisible()) {
      await expect(match).toContainText(`You and ${name} like each other.`);
      await page.keyboard.press('Escape');
      await expect(match).toBeHidden();
    }
  };
  let name = await nameOnCard();
  await card.focus();
  await page.keyboard.press('ArrowRight');
  await liked(name);
  for (let like = 1; like < SWIPE_LIKES_PER_DAY; like += 1) {
    name = await nameOnCard();
    await page.getByRole('button', { name: 'Like', exact: true }).click();
    await liked(name);
  }
  await expect(page.getByText('0 likes left today')).toBeVisible();
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(
    /You have used today's likes\. Your next like comes (tomorrow )?at /,
  );

  // The page knows after a reload, and the server refuses a fifth like sent past the page.
  await page.reload();
  await expect(page.getByText('0 likes left today')).toBeVisible();
  const href = await page.getByRole('link', { name: 'View profile' }).getAttribute('href');
  const profileId = Number(href?.split('/').pop());
  const status = await page.evaluate(async (id) => {
    const answer = await fetch('/api/swipe.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ profile_id: id, like: true }),
    });
    return answer.status;
  }, profileId);
  expect(status).toBe(429);

  // Passing goes on.
  name = await nameOnCard();
  await page.getByRole('button', { name: 'Pass' }).click();
  await expect(card).not.toHaveAttribute('aria-label', new RegExp(`^${name},`));
});

test('the match finder shows members who fit, each a link to the profile', async ({ page }) => {
  const brand = amigos();
  const member = demoLogins(brand).find((login) => login.kind === 'premium')!;
  await rememberSiteEntryConfirmed(page);
  await page.goto(siteUrl(brand, '/login?redirect=%2Fmatch-finder'));
  await page.getByLabel('Email address').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Match finder' })).toBeVisible();
  const first = page.getByRole('main').getByRole('listitem').first().getByRole('link');
  await expect(first).toHaveAttribute('href', /^\/members\/\d+$/);
  await first.click();
  await expect(page).toHaveURL(/\/members\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

import { expect, type Page, test } from '@playwright/test';
import { loggedIn } from './login.js';
import { demoBrand, siteUrl } from './site.js';

const brand = demoBrand();

/** The logged-in member's profile id, as the API tells the page. */
function idOf(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const answer = await fetch('/api/user.php');
    return (await answer.json()).user.profile.id as number;
  });
}

test('members like, match, see photos by their rights and block', async ({ browser }) => {
  // Two members' browsers through a dozen pages: 15 s on an idle machine, 24-26 s with both
  // cores busy (stress-ng --cpu 2), too close to the default 30 s.
  test.setTimeout(60_000);
  const anna = await loggedIn(browser, brand, 'free');
  const max = await loggedIn(browser, brand, 'premium');
  const annaId = await idOf(anna);
  const maxId = await idOf(max);

  // Anna opens a member from the search and likes them.
  const results = anna.getByRole('region', { name: 'Search results' });
  await results.getByRole('link').first().click();
  await expect(anna).toHaveURL(/\/members\/\d+$/);
  const heading = anna.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await anna.getByRole('button', { name: /^Like( back)?$/ }).click();
  // A member who liked her first makes it a match: the match pop-up opens instead of the like's.
  await expect(anna.getByRole('dialog', { name: /^(You liked |It's a match!)/ })).toBeVisible();
  await anna.keyboard.press('Escape');

  // Max's profile: a free member sees a locked photo and the way to premium; she likes him.
  await anna.goto(siteUrl(brand, `/members/${maxId}`));
  await expect(anna.getByRole('heading', { level: 1, name: /Max/ })).toBeVisible();
  await expect(anna.getByText('Locked photo')).toHaveCount(1);
  await expect(anna.getByRole('link', { name: 'Get premium to see all photos' })).toBeVisible();
  await anna.getByRole('button', { name: 'Like', exact: true }).click();
  const liked = anna.getByRole('dialog', { name: 'You liked Max' });
  await expect(liked).toBeVisible();
  await liked.getByRole('button', { name: 'Keep searching' }).click();
  await expect(anna).toHaveURL(/\/members$/);

  // Max sees her like, likes back: a match. A premium member sees every photo.
  await max.goto(siteUrl(brand, `/members/${annaId}`));
  await expect(max.getByText('Anna likes you.')).toBeVisible();
  await expect(max.getByRole('region', { name: 'Photos of Anna' }).getByRole('img')).toHaveCount(3);
  // A photo opens full size in the viewer, the others a key press away.
  await max.getByRole('button', { name: 'Photo 1 of Anna' }).click();
  const viewer = max.getByRole('dialog', { name: 'Photos of Anna' });
  await expect(viewer.getByText('Photo 1 of 3')).toBeVisible();
  await max.keyboard.press('ArrowRight');
  await expect(viewer.getByText('Photo 2 of 3')).toBeVisible();
  await expect(viewer.getByRole('img', { name: 'Photo 2 of Anna' })).toBeVisible();
  await max.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(max.getByText('Locked photo')).toHaveCount(0);
  await max.getByRole('button', { name: 'Like back' }).click();
  // The match moment's first step is writing to her: the conversation opens with its icebreakers.
  const moment = max.getByRole('dialog', { name: "It's a match!" });
  await expect(moment.getByRole('button', { name: 'View profile' })).toHaveCount(0);
  await moment.getByRole('button', { name: 'Send a message' }).click();
  await expect(max).toHaveURL(new RegExp(`/members/${annaId}/chat$`));
  await max.goto(siteUrl(brand, '/likes/matches'));
  await expect(max.getByRole('link', { name: /Anna/ }).first()).toBeVisible();

  // Anna sees the match too: its pop-up on her next visit of the likes (the only match she has
  // not been shown: the demo's were marked shown before the run), and the matches list.
  await anna.goto(siteUrl(brand, '/likes/matches'));
  const match = anna.getByRole('dialog', { name: "It's a match!" });
  await expect(match).toContainText('You and Max like each other.');
  await match.getByRole('button', { name: 'View profile' }).click();
  await expect(anna).toHaveURL(new RegExp(`/likes/m/${maxId}$`));
  await expect(anna.getByText("It's a match: you like each other.")).toBeVisible();

  // Max blocks Anna: his profile answers her with the spec's text.
  await max.goto(siteUrl(brand, `/members/${annaId}`));
  await max.getByRole('button', { name: 'Block' }).click();
  // Nothing is blocked until Max says so in the question.
  const question = max.getByRole('dialog', { name: 'Block Anna?' });
  await expect(question).toContainText('Anna will no longer see your profile');
  await question.getByRole('button', { name: 'Block' }).click();
  await expect(question).toBeHidden();
  await expect(max.getByRole('button', { name: 'Unblock' })).toBeVisible();
  await anna.goto(siteUrl(brand, `/members/${maxId}`));
  await expect(
    anna.getByText("You're blocked by Max. You do not have access to this page."),
  ).toBeVisible();
  await max.getByRole('button', { name: 'Unblock' }).click();
  await expect(max.getByRole('button', { name: 'Block' })).toBeVisible();
});

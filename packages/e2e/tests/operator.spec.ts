import { localizedText } from '@dating/contract';
import { expect, type Page, test } from '@playwright/test';
import { asDemoOperator, loggedIn } from './login.js';
import { demoBrand, siteUrl } from './site.js';

/** A fictional profile the member has no conversation with yet, from the member search's API. */
function newFictionalProfile(page: Page): Promise<{ id: number; name: string }> {
  return page.evaluate(async () => {
    const { chats } = await (await fetch('/api/chats.php')).json();
    const talking = new Set(chats.map((chat: { profile: { id: number } }) => chat.profile.id));
    for (let pageNumber = 1; pageNumber <= 10; pageNumber += 1) {
      const { profiles } = await (await fetch(`/api/search.php?page=${pageNumber}`)).json();
      const found = profiles.find(
        (profile: { id: number; fictional: boolean }) =>
          profile.fictional && !talking.has(profile.id),
      );
      if (found) return { id: found.id as number, name: found.name as string };
    }
    throw new Error('No fictional profile to write to');
  });
}

test('an operator answers as a fictional profile, and the member sees it marked as one', async ({
  browser,
}) => {
  const brand = demoBrand();
  const fictionalLabel = localizedText(
    brand.fictional_singular,
    'en',
    brand.domain_language ?? 'en',
  );
  const max = await loggedIn(browser, brand, 'premium');
  const profile = await newFictionalProfile(max);

  // Max writes to the fictional profile; its conversation marks it as the brand says.
  await max.goto(siteUrl(brand, `/members/${profile.id}/chat`));
  await expect(max.getByRole('heading', { level: 1, name: profile.name })).toBeVisible();
  const field = max.getByRole('textbox', { name: `Message to ${profile.name}` });
  await field.fill('Hello! Are you around this weekend?');
  await field.press('Enter');
  const log = max.getByRole('log', { name: `Messages with ${profile.name}` });
  await expect(log.getByText('Hello! Are you around this weekend?')).toBeVisible();

  // The operator logs in to the brand's inbox with the operator account (never a member's).
  const { page: team } = await asDemoOperator(browser, brand, 'chat');

  // Max's conversation waits at the top of the inbox; the operator opens it and answers.
  const inbox = team.getByRole('navigation', { name: 'Conversations' });
  const entry = inbox.getByRole('link', { name: new RegExp(`^${profile.name}\\b.*With Max`) });
  await expect(entry.first()).toHaveAccessibleName(/1 unread message/);
  await entry.first().click();
  await expect(
    team.getByRole('heading', { level: 2, name: `${profile.name} and Max` }),
  ).toBeVisible();
  await expect(team.getByText(`You answer as ${profile.name}.`, { exact: false })).toBeVisible();
  const answer = team.getByRole('textbox', { name: 'Message to Max' });
  await answer.fill('Hi Max! Yes, I am. What do you have in mind?');
  await answer.press('Enter');
  await expect(
    team.getByRole('log', { name: 'Messages with Max' }).getByText('What do you have in mind?'),
  ).toBeVisible();

  // Max, still in his conversation, sees the answer from the profile, marked as fictional.
  await expect(log.getByText('Hi Max! Yes, I am. What do you have in mind?')).toBeVisible({
    timeout: 2000,
  });
  await expect(max.getByText(fictionalLabel).first()).toBeVisible();
  // Read by the operator: Max's message shows as seen.
  await expect(max.getByText('Seen')).toBeVisible();
});

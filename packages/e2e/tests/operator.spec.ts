import { brandLanguages, LANGUAGES, localizedText } from '@dating/contract';
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

test('two operators never answer one member at once, and a saved reply fills the answer', async ({
  browser,
}) => {
  const brand = demoBrand();
  const max = await loggedIn(browser, brand, 'premium');
  const profile = await newFictionalProfile(max);
  await max.goto(siteUrl(brand, `/members/${profile.id}/chat`));
  const field = max.getByRole('textbox', { name: `Message to ${profile.name}` });
  await field.fill('Any plans for the weekend?');
  await field.press('Enter');
  const log = max.getByRole('log', { name: `Messages with ${profile.name}` });
  await expect(log.getByText('Any plans for the weekend?')).toBeVisible();

  // The admin keeps a reply ready for every persona, in the language of Max's account (the
  // brand's first).
  const language = LANGUAGES.find((each) => each.code === brandLanguages(brand)[0]);
  if (!language) throw new Error(`${brand.slug} has no language`);
  const { page: admin } = await asDemoOperator(browser, brand, 'admin');
  await admin.getByRole('link', { name: 'Saved replies' }).click();
  await admin.getByRole('button', { name: 'New reply' }).click();
  await admin.getByRole('button', { name: /Language$/ }).click();
  await admin.getByRole('option', { name: language.nativeName }).click();
  await admin.getByRole('textbox', { name: 'Title' }).fill('Weekend by the sea');
  await admin.getByRole('textbox', { name: 'Text' }).fill('Hi {name}! The sea, if the sun shines.');
  await admin.getByRole('button', { name: 'Make the reply' }).click();
  await expect(admin.getByRole('heading', { level: 3, name: 'Weekend by the sea' })).toBeVisible();

  // The chat operator opens Max's conversation: it is theirs while they work in it.
  const { page: team, operator } = await asDemoOperator(browser, brand, 'chat');
  const entry = (page: Page) =>
    page
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('link', { name: new RegExp(`^${profile.name}\\b.*With Max`) })
      .first();
  await entry(team).click();
  await expect(
    team.getByRole('heading', { level: 2, name: `${profile.name} and Max` }),
  ).toBeVisible();

  // The admin finds it held: they read along, the answer box closed.
  await admin.getByRole('link', { name: 'Chat inbox' }).click();
  await expect(entry(admin)).toContainText(`${operator.name} is answering`);
  await entry(admin).click();
  await expect(
    admin.getByText(`${operator.name} is answering Max now.`, { exact: false }),
  ).toBeVisible();
  await expect(admin.getByRole('textbox', { name: 'Message to Max' })).toBeDisabled();

  // The saved reply fills the operator's answer box with Max's name; sent, Max reads it.
  await team.getByRole('button', { name: `Saved replies in ${language.nativeName}` }).click();
  await team.getByRole('menuitem', { name: 'Weekend by the sea' }).click();
  const answer = team.getByRole('textbox', { name: 'Message to Max' });
  await expect(answer).toHaveValue('Hi Max! The sea, if the sun shines.');
  await answer.press('Enter');
  await expect(log.getByText('Hi Max! The sea, if the sun shines.')).toBeVisible();

  // The operator leaves the conversation: it is free, and the answer names who wrote it.
  await team.getByRole('link', { name: 'Chat inbox' }).click();
  await expect(
    team.getByRole('heading', { level: 2, name: 'Choose a conversation' }),
  ).toBeVisible();
  await admin.reload();
  await expect(admin.getByRole('textbox', { name: 'Message to Max' })).toBeEnabled();
  await expect(
    admin.getByRole('log', { name: 'Messages with Max' }).getByText(`by ${operator.name}`),
  ).toBeVisible();
});

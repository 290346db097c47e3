import { expect, type Page, test } from '@playwright/test';
import { loggedIn } from './login.js';
import { builtBrands, demoBrand, siteUrl } from './site.js';

/** The logged-in member, as the API tells the page. */
function userOf(page: Page): Promise<{ id: number; credits: number }> {
  return page.evaluate(async () => {
    const { user } = await (await fetch('/api/user.php')).json();
    return { id: user.profile.id as number, credits: user.credits as number };
  });
}

test('members write to each other, pay the brand’s price and read what came', async ({
  browser,
}) => {
  const brand = demoBrand();
  const anna = await loggedIn(browser, brand, 'free');
  const max = await loggedIn(browser, brand, 'premium');
  const annaId = (await userOf(anna)).id;
  const before = (await userOf(max)).credits;

  // Max writes from Anna's profile: the message shows, his credits drop by the brand's price.
  await max.goto(siteUrl(brand, `/members/${annaId}`));
  await max.getByRole('link', { name: 'Send a message' }).click();
  await expect(max).toHaveURL(new RegExp(`/members/${annaId}/chat$`));
  await expect(max.getByRole('heading', { level: 1, name: 'Anna' })).toBeVisible();
  const field = max.getByRole('textbox', { name: 'Message to Anna' });
  await field.fill('Hi Anna! Fancy a coffee this week?');
  await field.press('Enter');
  const log = max.getByRole('log', { name: 'Messages with Anna' });
  await expect(log.getByText('Hi Anna! Fancy a coffee this week?')).toBeVisible();
  const left = before - brand.message_credits;
  await expect(max.getByRole('link', { name: new RegExp(`^${left} credits`) })).toBeVisible();
  expect((await userOf(max)).credits).toBe(left);

  // Anna finds the conversation in her list, unread, and opens it.
  await anna.goto(siteUrl(brand, '/chats'));
  // The list: the page at /chats ("Messages"), beside the conversation after ("Conversations").
  const list = anna.getByRole('navigation', { name: /^(Messages|Conversations)$/ });
  const entry = list.getByRole('link', { name: /^Max\b/ });
  await expect(entry).toContainText('Hi Anna! Fancy a coffee this week?');
  await expect(entry).toHaveAccessibleName(/1 unread message/);
  await entry.click();
  await expect(anna.getByRole('heading', { level: 1, name: 'Max' })).toBeVisible();
  await expect(
    anna.getByRole('log', { name: 'Messages with Max' }).getByText('Fancy a coffee'),
  ).toBeVisible();
  await expect(entry).not.toHaveAccessibleName(/unread/);

  // Live: Max, still in the conversation, sees that she read it; she sees him typing, and his
  // next message arrives in her open conversation within 2 s, without a reload.
  await expect(max.getByText('Seen')).toBeVisible();
  await field.pressSequentially('Or a walk');
  await expect(anna.getByText('Max is typing…')).toBeVisible({ timeout: 2000 });
  await field.fill('Or a walk in the park on Sunday?');
  await field.press('Enter');
  await expect(
    anna
      .getByRole('log', { name: 'Messages with Max' })
      .getByText('Or a walk in the park on Sunday?'),
  ).toBeVisible({ timeout: 2000 });
  // She answers: his credits stay, hers drop by the price, and he sees it at once too.
  await anna.getByRole('textbox', { name: 'Message to Max' }).fill('Sunday sounds lovely!');
  await anna.getByRole('textbox', { name: 'Message to Max' }).press('Enter');
  await expect(log.getByText('Sunday sounds lovely!')).toBeVisible({ timeout: 2000 });

  // A gift from her profile: the catalogue opens, a rose costs the brand's gift price, and it
  // arrives in her open conversation drawn, with its name.
  const beforeGift = (await userOf(max)).credits;
  await max.goto(siteUrl(brand, `/members/${annaId}`));
  await max.getByRole('link', { name: 'Send a gift' }).click();
  await max
    .getByRole('dialog', { name: 'A gift for Anna' })
    .getByRole('button', { name: 'A rose' })
    .click();
  await expect(
    anna.getByRole('log', { name: 'Messages with Max' }).getByText('Gift: A rose'),
  ).toBeVisible({ timeout: 2000 });
  expect((await userOf(max)).credits).toBe(beforeGift - brand.gift_credits);
});

test('a free member’s third new conversation is refused with the way to Premium', async ({
  browser,
}) => {
  // Another brand's free member: the demo brand's keeps its credits for the other journeys.
  const brand =
    builtBrands().find((candidate) => candidate.slug !== demoBrand().slug) ?? demoBrand();
  const page = await loggedIn(browser, brand, 'free');
  expect((await userOf(page)).credits).toBeGreaterThanOrEqual(2 * brand.message_credits);
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('link').first()).toBeVisible();
  const talking = new Set(
    await page.evaluate(async () => {
      const { chats } = await (await fetch('/api/chats.php')).json();
      return chats.map((chat: { profile: { id: number } }) => chat.profile.id) as number[];
    }),
  );
  const ids = (
    await results
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  )
    .map((href) => /^\/members\/(\d+)$/.exec(href)?.[1])
    .filter((id): id is string => id !== undefined)
    // Members she has a conversation with already (the demo's) would start nothing new.
    .filter((id) => !talking.has(Number(id)))
    .slice(0, 3);
  expect(ids).toHaveLength(3);

  for (const [index, id] of ids.entries()) {
    await page.goto(siteUrl(brand, `/members/${id}/chat`));
    const field = page.getByRole('textbox', { name: /^Message to / });
    await field.fill(`Hello number ${index + 1}!`);
    await field.press('Enter');
    if (index < 2) {
      await expect(page.getByRole('log').getByText(`Hello number ${index + 1}!`)).toBeVisible();
      await expect(page.getByText('Not sent')).toHaveCount(0);
    }
  }
  await expect(page.getByText('For Premium members')).toBeVisible();
  await expect(
    page.getByText(
      'Free members can start up to 2 conversations. Get premium to write to more members.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/premium');
  await expect(page.getByText('Not sent')).toBeVisible();
  // The panel sits in the footer: the refused message stays in view above it.
  const refused = page.getByRole('log').getByText('Hello number 3!');
  await expect(refused).toBeInViewport({ ratio: 1 });

  // A reload keeps the message that did not go, with the way to send it again.
  await page.reload();
  await expect(page.getByRole('log').getByText('Hello number 3!')).toBeVisible();
  await expect(page.getByText('Not sent')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send again' })).toBeVisible();
});

import { localizedText } from '@dating/contract';
import { expect, test } from '@playwright/test';
import { asDemoOperator, loggedIn } from './login.js';
import { demoBrand, siteUrl } from './site.js';

test('the chat team makes a persona; members meet it marked as fictional; the inbox shows both profiles and the team’s note; a retired persona is gone', async ({
  browser,
}) => {
  // A long journey through the back office and two member pages: 15 s on a quiet machine, over
  // the default 30 s on a busy one.
  test.slow();
  const brand = demoBrand();
  const fictionalLabel = localizedText(
    brand.fictional_singular,
    'en',
    brand.domain_language ?? 'en',
  );
  const { page: team, operator } = await asDemoOperator(browser, brand, 'chat');
  const backOffice = team.getByRole('navigation', { name: 'Back office' });

  // A new persona: every profile field, then a photo, live at once.
  await backOffice.getByRole('link', { name: 'Personas' }).click();
  await expect(team.getByRole('heading', { level: 2, name: 'Personas' })).toBeVisible();
  await team.getByRole('button', { name: 'New persona' }).click();
  await team.getByRole('textbox', { name: /^Name/ }).fill('Ilvy');
  await team
    .getByRole('group', { name: /Date of birth/ })
    .getByRole('spinbutton', { name: /month/i })
    .click();
  await team.keyboard.type('03141990');
  const region = team.getByRole('button', { name: /Choose…/ });
  if (await region.count()) {
    await region.click();
    await team.getByRole('option').nth(1).click();
  }
  await team.getByRole('textbox', { name: 'Town' }).fill('Haarlem');
  await team.getByRole('textbox', { name: 'About me' }).fill('Coffee first, then the world.');
  await team.getByRole('button', { name: 'Make persona' }).click();
  await expect(team.getByRole('heading', { level: 3, name: 'Ilvy' })).toBeVisible();
  const portrait = await team.evaluate(async () => {
    const { profiles } = await (await fetch('/api/search.php')).json();
    const photo = profiles.find((profile: { main_image: unknown }) => profile.main_image);
    const bytes = await (await fetch(photo.main_image.filename)).arrayBuffer();
    return [...new Uint8Array(bytes)];
  });
  await team
    .locator('input[type="file"]')
    .setInputFiles({ name: 'ilvy.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(portrait) });
  await expect(team.getByText('Main photo')).toBeVisible();
  const ilvy = await team.evaluate(async () => {
    const { personas } = await (await fetch('/api/operator/personas.php')).json();
    return personas.find((persona: { name: string }) => persona.name === 'Ilvy').id as number;
  });

  // Max meets Ilvy marked as a fictional profile, and writes to her.
  const max = await loggedIn(browser, brand, 'premium');
  await max.goto(siteUrl(brand, `/members/${ilvy}`));
  await expect(max.getByRole('heading', { level: 1, name: /^Ilvy/ })).toBeVisible();
  await expect(max.getByText(fictionalLabel).first()).toBeVisible();
  await max.goto(siteUrl(brand, `/members/${ilvy}/chat`));
  const field = max.getByRole('textbox', { name: 'Message to Ilvy' });
  await field.fill('Coffee first? Same here. Where do you go?');
  await field.press('Enter');
  await expect(max.getByRole('log', { name: 'Messages with Ilvy' })).toContainText('Same here');

  // Beside Max's conversation: the house rules, both profiles, and the team's note.
  await backOffice.getByRole('link', { name: /^Chat inbox/ }).click();
  await team
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('link', { name: /^Ilvy\b.*With Max/ })
    .click();
  const aside = team.getByRole('complementary', { name: 'About this conversation' });
  await expect(aside.getByText('Never promise or arrange a meeting.')).toBeVisible();
  await expect(aside.getByRole('region', { name: 'You write as' })).toContainText(fictionalLabel);
  await expect(aside.getByRole('region', { name: 'You write to' })).toContainText('Max');
  await aside.getByRole('textbox', { name: 'Note on Max and Ilvy' }).fill('Likes coffee early.');
  await aside.getByRole('button', { name: 'Save note' }).click();
  await expect(aside.getByText(`Last changed by ${operator.name}`)).toBeVisible();

  // Retired: Ilvy leaves the site at once.
  await backOffice.getByRole('link', { name: 'Personas' }).click();
  await team.getByRole('button', { name: /^Ilvy/ }).click();
  await team.getByRole('button', { name: 'Retire Ilvy' }).click();
  await team
    .getByRole('dialog', { name: 'Retire Ilvy?' })
    .getByRole('button', { name: 'Retire' })
    .click();
  await expect(team.getByRole('heading', { level: 3, name: 'Ilvy (retired)' })).toBeVisible();
  await max.goto(siteUrl(brand, `/members/${ilvy}`));
  await expect(max.getByText('This page could not be found')).toBeVisible();
});

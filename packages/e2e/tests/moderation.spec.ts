import type { Brand } from '@dating/contract';
import { demoOperators } from '@dating/server';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { loggedIn } from './login.js';
import { linkFromMail, readSiteJson } from './mailbox.js';
import { rememberSiteEntryConfirmed, rememberTimeBonusClosed } from './remembered.js';
import { demoBrand, siteUrl } from './site.js';

const PASSWORD = 'a fine password 42';

/** A new member of the brand, signed up and confirmed, in a browser of their own. */
async function newMember(browser: Browser, brand: Brand, name: string, email: string) {
  const context = await browser.newContext({ locale: 'en-US' });
  await rememberSiteEntryConfirmed(context);
  await rememberTimeBonusClosed(context);
  const page = await context.newPage();
  await page.goto(siteUrl(brand, '/pages/terms'));
  const signup = await page.evaluate(
    async (body) => {
      const response = await fetch('/api/signup.php', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    {
      email,
      password: PASSWORD,
      name,
      date_of_birth: '1990-03-04',
      gender: 'male',
      looking_for: 'female',
      language: 'en',
    },
  );
  expect(signup.status, JSON.stringify(signup.json)).toBe(201);
  const activation = await linkFromMail(context, brand, email, /^\/activate\/done$/);
  await page.goto(activation);
  return { page, id: signup.json.user.profile.id as number };
}

/** A page logged in to the brand's back office as one of its demo operators. */
async function backOffice(browser: Browser, brand: Brand, role: 'admin' | 'moderator' | 'chat') {
  const operator = demoOperators(brand).find((candidate) => candidate.roles.includes(role));
  if (!operator) throw new Error(`The demo team has a ${role}`);
  const context = await browser.newContext({ locale: 'en-US' });
  await rememberSiteEntryConfirmed(context);
  const page = await context.newPage();
  await page.goto(siteUrl(brand, '/operator'));
  await page.getByLabel('Email address').fill(operator.email);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(`Logged in as ${operator.name}`)).toBeVisible();
  return { page, operator };
}

test('a report leads to a ban: the member is logged out and sees why, the reporter is told, the audit log has it', async ({
  browser,
}) => {
  // Five browsers, six logins and a signup: a long journey.
  test.slow();
  const brand = demoBrand();
  const suffix = Date.now().toString(36).slice(-5);
  const name = `Zed${suffix.replace(/[0-9]/g, 'x')}`;
  const email = `zed-${suffix}@${brand.domain}`;
  const zed: { page: Page; id: number } = await newMember(browser, brand, name, email);

  // Max reports Zed from Zed's profile (which also blocks Zed for him).
  const max = await loggedIn(browser, brand, 'premium');
  await max.goto(siteUrl(brand, `/members/${zed.id}`));
  await max.getByRole('button', { name: /Report/ }).click();
  const dialog = max.getByRole('dialog', { name: `Report ${name}` });
  await dialog.getByText('Scam', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Scam' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Report and block' }).click();
  await expect(dialog).toBeHidden();

  // A chat operator cannot open the reports; the server refuses them too.
  const { page: chat } = await backOffice(browser, brand, 'chat');
  await chat.goto(siteUrl(brand, '/operator/reports'));
  await expect(
    chat.getByRole('heading', { level: 2, name: 'Not part of your roles' }),
  ).toBeVisible();
  expect(await chat.evaluate(async () => (await fetch('/api/operator/reports.php')).status)).toBe(
    403,
  );

  // The moderator opens Zed's report and bans Zed, with the facts Zed will read.
  const { page: moderation, operator: moderator } = await backOffice(browser, brand, 'moderator');
  await expect(moderation).toHaveURL(/\/operator\/reports$/);
  await moderation
    .getByRole('navigation', { name: 'Reports' })
    .getByRole('button', { name: new RegExp(name) })
    .click();
  const report = moderation.getByRole('article');
  await expect(report.getByRole('heading', { level: 3 })).toHaveText(`Scam: ${name}`);
  await report.getByText('Ban', { exact: true }).click();
  await expect(report.getByRole('radio', { name: 'Ban' })).toBeChecked();
  await report
    .getByRole('textbox', { name: /What the member did/ })
    .fill('You asked a member for money on your first day.');
  await report.getByRole('button', { name: 'Decide' }).click();
  await expect(
    moderation
      .getByRole('navigation', { name: 'Reports' })
      .getByRole('button', { name: new RegExp(name) }),
  ).toHaveCount(0);

  // Zed is logged out at once; logging in again shows the ban policy with the ban on top.
  await zed.page.reload();
  const session = await zed.page.evaluate(
    async () => (await (await fetch('/api/user.php')).json()).user,
  );
  expect(session).toBeNull();
  await zed.page.goto(siteUrl(brand, '/login'));
  await zed.page.getByLabel('Email address').fill(email);
  await zed.page.getByLabel('Password').fill(PASSWORD);
  await zed.page.getByRole('button', { name: 'Login' }).click();
  await expect(zed.page).toHaveURL(/\/pages\/ban$/);
  await expect(zed.page.getByText('Your account is closed', { exact: true })).toBeVisible();
  await expect(zed.page.getByText('The rule: No scams or requests for money.')).toBeVisible();

  // Zed's statement of reasons is at the link of the mail, with the appeal.
  const statement = await linkFromMail(zed.page.context(), brand, email, /^\/statements\//);
  await zed.page.goto(statement);
  await expect(zed.page.getByText('You asked a member for money on your first day.')).toBeVisible();
  await expect(zed.page.getByRole('button', { name: 'Send the appeal' })).toBeVisible();

  // Max is told that the team acted.
  const mails = await readSiteJson<{ to: string; subject: string; text: string }[]>(
    max.context(),
    brand,
    '/dev/mail.json',
  );
  const maxEmail = await max.evaluate(
    async () => (await (await fetch('/api/user.php')).json()).user.email,
  );
  // In Max's language, naming Zed (and never what Zed was told).
  const told = mails.find((mail) => mail.to === maxEmail && mail.text.includes(name));
  expect(told).toBeDefined();
  expect(told?.text).not.toContain('first day');

  // The admin finds the ban, by whom, in the audit log.
  const { page: admin } = await backOffice(browser, brand, 'admin');
  await admin.goto(siteUrl(brand, '/operator/audit'));
  await admin.getByRole('searchbox', { name: 'Search' }).fill(name);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  const banned = admin
    .getByRole('table', { name: 'Entries' })
    .getByRole('row', { name: /Banned a member/ });
  await expect(banned).toContainText(moderator.name);
  await expect(banned).toContainText('Rule: No scams or requests for money');
});

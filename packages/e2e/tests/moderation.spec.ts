import type { Brand } from '@dating/contract';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { asDemoOperator, loggedIn } from './login.js';
import { linkFromMail, readSiteJson } from './mailbox.js';
import { rememberSiteEntryConfirmed, rememberTimeBonusClosed } from './remembered.js';
import { builtBrands, demoBrand, hydrated, siteUrl } from './site.js';

const PASSWORD = 'a fine password 42';

/** A new member of the brand, signed up and confirmed, in a browser of their own. */
async function newMember(browser: Browser, brand: Brand, name: string, email: string) {
  return newMemberIn(browser, brand, name, email);
}

async function newMemberIn(browser: Browser, brand: Brand, name: string, email: string) {
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
  // The page confirms the address after it loads: what follows waits for it, or it may cut the
  // confirmation short and go on with a member who has not confirmed.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' }),
  ).toBeVisible();
  return { page, id: signup.json.user.profile.id as number };
}

/**
 * The page's member deletes their account: new members have no photo and the newest come first
 * in the search, so a test's member leaves when it is done, and later tests' first rows of
 * results stay the demo members'.
 */
async function leave(page: Page) {
  const status = await page.evaluate(async () => {
    const response = await fetch('/api/user.php', {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'time' }),
    });
    return response.status;
  });
  expect(status).toBe(200);
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
  const { page: chat } = await asDemoOperator(browser, brand, 'chat');
  await chat.goto(siteUrl(brand, '/operator/reports'));
  await expect(
    chat.getByRole('heading', { level: 2, name: 'Not part of your roles' }),
  ).toBeVisible();
  expect(await chat.evaluate(async () => (await fetch('/api/operator/reports.php')).status)).toBe(
    403,
  );

  // The moderator opens Zed's report and bans Zed, with the facts Zed will read.
  const { page: moderation, operator: moderator } = await asDemoOperator(
    browser,
    brand,
    'moderator',
  );
  // A moderator's back office opens on the photo review.
  await expect(moderation).toHaveURL(/\/operator\/photos$/);
  await moderation
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Reports' })
    .click();
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
  const { page: admin } = await asDemoOperator(browser, brand, 'admin');
  await admin.goto(siteUrl(brand, '/operator/audit'));
  await admin.getByRole('searchbox', { name: 'Search' }).fill(name);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  const banned = admin
    .getByRole('table', { name: 'Entries' })
    .getByRole('row', { name: /Banned a member/ });
  await expect(banned).toContainText(moderator.name);
  await expect(banned).toContainText('Rule: No scams or requests for money');
});

test("a visitor's notice about a profile reaches the moderation queue with the member it names, and the visitor gets the moderator's answer", async ({
  browser,
}) => {
  test.slow();
  const brand = demoBrand();
  const suffix = Date.now().toString(36).slice(-5);
  const name = `Ivo${suffix.replace(/[0-9]/g, 'x')}`;
  const ivo = await newMember(browser, brand, name, `ivo-${suffix}@${brand.domain}`);

  // A visitor sends a notice about Ivo's profile on /complaints.
  const notifier = `nora-${suffix}@example.org`;
  const visitorContext = await browser.newContext({ locale: 'en-US' });
  await rememberSiteEntryConfirmed(visitorContext);
  const visitor = await visitorContext.newPage();
  await visitor.goto(siteUrl(brand, '/complaints'));
  // The form is prerendered: it takes input once the page has hydrated.
  await visitor.waitForFunction(hydrated);
  await visitor.getByLabel('Link to the content').fill(siteUrl(brand, `/members/${ivo.id}`));
  await visitor.getByRole('button', { name: /Why are you reporting it\?/ }).click();
  await visitor
    .getByRole('option', { name: 'Against the terms: a fake or stolen identity' })
    .click();
  await visitor
    .getByLabel('Why is it illegal or against our terms?')
    .fill('These are photos of my brother, who never signed up.');
  await visitor.getByLabel('Your name').fill('Nora Notifier');
  await visitor.getByLabel('Your e-mail address').fill(notifier);
  await visitor.getByText(/I confirm in good faith/).click();
  await visitor.getByRole('button', { name: 'Send notice' }).click();
  const filed = visitor.getByText(/Its reference is (N-[0-9A-F]{10})\./);
  await expect(filed).toBeVisible();
  const reference = /N-[0-9A-F]{10}/.exec((await filed.textContent()) ?? '')?.[0] ?? '';

  // The moderator finds it in the queue beside the reports, with Ivo's profile, and warns Ivo.
  const { page: moderation } = await asDemoOperator(browser, brand, 'moderator');
  await moderation
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Reports' })
    .click();
  const queue = moderation.getByRole('navigation', { name: 'Reports and notices' });
  await queue.getByRole('button', { name: new RegExp(`^${name}.*Notice ${reference}`) }).click();
  const notice = moderation.getByRole('article', { name: new RegExp(reference) });
  await expect(notice.getByRole('heading', { level: 4, name: `Profile of ${name}` })).toBeVisible();
  await expect(notice.getByText('These are photos of my brother')).toBeVisible();
  await notice.getByText('Warning', { exact: true }).click();
  await expect(notice.getByRole('textbox', { name: /Member's id/ })).toHaveValue(String(ivo.id));
  await notice
    .getByRole('textbox', { name: /What the member did/ })
    .fill('Your profile shows photos of another person.');
  await notice
    .getByRole('textbox', { name: /Answer to the notifier/ })
    .fill('We warned the member and asked for the photos to be replaced.');
  await notice.getByRole('button', { name: 'Decide' }).click();
  await expect(queue.getByRole('button', { name: new RegExp(reference) })).toHaveCount(0);

  // The visitor is told the decision and the answer; Ivo gets the statement of reasons.
  await expect
    .poll(async () => {
      const mails = await readSiteJson<{ to: string; subject: string; text: string }[]>(
        visitorContext,
        brand,
        '/dev/mail.json',
      );
      return mails.find((mail) => mail.to === notifier && mail.subject.includes('decision'))?.text;
    })
    .toContain('Our answer: We warned the member and asked for the photos to be replaced.');
  const statement = await linkFromMail(
    ivo.page.context(),
    brand,
    `ivo-${suffix}@${brand.domain}`,
    /^\/statements\//,
  );
  await ivo.page.goto(statement);
  await expect(
    ivo.page.getByText('Your profile shows photos of another person.', { exact: true }),
  ).toBeVisible();
  await leave(ivo.page);
});

test("support gives a member credits with a reason: the member's balance has them, the record names who gave them and why", async ({
  browser,
}) => {
  const brand = demoBrand();
  const suffix = Date.now().toString(36).slice(-5);
  const name = `Uma${suffix.replace(/[0-9]/g, 'x')}`;
  const uma = await newMember(browser, brand, name, `uma-${suffix}@${brand.domain}`);
  const balance = () =>
    uma.page.evaluate(async () => (await (await fetch('/api/user.php')).json()).user.credits);
  const before: number = await balance();

  const { page: office, operator } = await asDemoOperator(browser, brand, 'admin');
  await office
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Members' })
    .click();
  await office.getByRole('searchbox', { name: 'Find a member' }).fill(String(uma.id));
  await office.getByRole('button', { name: 'Find', exact: true }).click();
  await office.getByRole('button', { name: `Open the record of ${name}` }).click();
  const record = office.getByRole('article');
  const grant = record.getByRole('form', { name: 'Give credits' });
  await grant.getByRole('textbox', { name: 'Credits', exact: true }).fill('7');
  await grant.getByRole('textbox', { name: /Reason/ }).fill('A message failed to send twice.');
  await grant.getByRole('button', { name: 'Give 7 credits' }).click();
  await expect(record.getByText('The credits were given.')).toBeVisible();
  await expect(
    record.getByText(
      new RegExp(`\\+7 · Given by the team · ${operator.name} · A message failed to send twice\\.`),
    ),
  ).toBeVisible();
  expect(await balance()).toBe(before + 7);
  await leave(uma.page);
});

test('an about-me text with a phone number waits for a moderator, who removes it: the member reads why, with the appeal', async ({
  browser,
}) => {
  const brand = demoBrand();
  const suffix = Date.now().toString(36).slice(-5);
  const name = `Ola${suffix.replace(/[0-9]/g, 'x')}`;
  const email = `ola-${suffix}@${brand.domain}`;
  const ola = await newMember(browser, brand, name, email);
  const aboutMe = `Text me on +31 6 ${suffix.length}123 4567, ${name}`;
  const saved = await ola.page.evaluate(async (notes) => {
    const response = await fetch('/api/profile.php', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ notes }),
    });
    return response.status;
  }, aboutMe);
  expect(saved).toBe(200);

  const { page: moderation } = await asDemoOperator(browser, brand, 'moderator');
  await moderation
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Profile texts' })
    .click();
  const text = moderation.getByRole('article', { name: `About me of ${name}` });
  await expect(text.getByText(aboutMe)).toBeVisible();
  await expect(text.getByText('Contact details')).toBeVisible();
  await text.getByRole('button', { name: 'Remove the text' }).click();
  await expect(text).toHaveCount(0);

  // Ola's text is gone; the statement says what was removed and how it was found.
  const notes = await ola.page.evaluate(
    async () => (await (await fetch('/api/user.php')).json()).user.profile.notes,
  );
  expect(notes).toBeNull();
  // The site tells Ola on top of her pages, until she has read it.
  await ola.page.goto(siteUrl(brand, '/members'));
  const notices = ola.page.getByRole('region', { name: 'Decisions about your account' });
  await expect(notices.getByText('We removed a text from your profile')).toBeVisible();
  await expect(notices.getByText(`What we found: ${aboutMe}`)).toBeVisible();
  await notices.getByRole('button', { name: 'Understood' }).click();
  await expect(notices).toHaveCount(0);
  await expect
    .poll(() =>
      ola.page.evaluate(
        async () => (await (await fetch('/api/restrictions.php')).json()).restrictions.length,
      ),
    )
    .toBe(0);
  const statement = await linkFromMail(ola.page.context(), brand, email, /^\/statements\//);
  await ola.page.goto(statement);
  await expect(ola.page.getByText(/A text of your profile removed/)).toBeVisible();
  await expect(ola.page.getByText(aboutMe)).toBeVisible();
  await expect(
    ola.page.getByText('Automated means were used to detect this; a member of our team decided.'),
  ).toBeVisible();
  await expect(ola.page.getByRole('button', { name: 'Send the appeal' })).toBeVisible();
  await leave(ola.page);
});

/** Uploads a photo as the page's member (a demo portrait of the site, fetched as a file). */
async function uploadPhoto(page: Page): Promise<{ id: number; filename: string; status: string }> {
  return page.evaluate(async () => {
    const { profiles } = await (await fetch('/api/search.php?page=1')).json();
    const source = profiles.find((profile: { main_image: unknown }) => profile.main_image);
    const bytes = await (await fetch(source.main_image.filename)).blob();
    const body = new FormData();
    body.append('private', 'false');
    body.append('photo', new File([bytes], 'me.jpg', { type: 'image/jpeg' }));
    const response = await fetch('/api/photos.php', { method: 'POST', body });
    const { user } = await response.json();
    return user.profile.photos.at(-1);
  });
}

test('on a brand that reviews photos first, a new photo shows to others once approved, and a rejected one reaches its member with the reason and the appeal', async ({
  browser,
}) => {
  test.slow();
  const brand = builtBrands().find((candidate) => candidate.moderation.photos === 'before');
  if (!brand) throw new Error('A demo brand reviews photos before they show (Herzklopfen)');
  const suffix = Date.now().toString(36).slice(-5);
  const name = `Pia${suffix.replace(/[0-9]/g, 'x')}`;
  const email = `pia-${suffix}@${brand.domain}`;
  const pia = await newMemberIn(browser, brand, name, email);
  const first = await uploadPhoto(pia.page);
  expect(first.status).toBe('pending');
  // Pia sees it, marked in review; a visitor does not.
  await pia.page.goto(siteUrl(brand, '/profile'));
  await expect(pia.page.getByText('In review: only you see it')).toBeVisible();
  const visitor = await browser.newContext();
  const fetchAsVisitor = async (path: string) => {
    const page = await visitor.newPage();
    const response = await page.goto(siteUrl(brand, path));
    await page.close();
    return response?.status();
  };
  expect(await fetchAsVisitor(first.filename)).toBe(404);

  // The moderator approves it with the keyboard alone: the queue shows the oldest first.
  const { page: review } = await asDemoOperator(browser, brand, 'moderator');
  await expect(review).toHaveURL(/\/operator\/photos$/);
  await expect(review.getByRole('heading', { level: 3 })).toContainText(name);
  await review.keyboard.press('a');
  await expect(review.getByText(/you reviewed 1 photo$/)).toBeVisible();
  await expect.poll(() => fetchAsVisitor(first.filename)).toBe(200);

  // A second photo is rejected on the first ground: it stays hidden, and Pia learns why.
  const second = await uploadPhoto(pia.page);
  await review.reload();
  await expect(review.getByRole('heading', { level: 3 })).toContainText(name);
  await review.keyboard.press('r');
  await review.keyboard.press('1');
  await expect(review.getByText(/you reviewed 1 photo$/)).toBeVisible();
  expect(await fetchAsVisitor(second.filename)).toBe(404);
  await pia.page.reload();
  await expect(pia.page.getByText('Removed: our e-mail says why')).toBeVisible();
  await expect(
    pia.page
      .getByRole('region', { name: 'Decisions about your account' })
      .getByText('We removed one of your photos'),
  ).toBeVisible();
  const statement = await linkFromMail(pia.page.context(), brand, email, /^\/statements\//);
  await pia.page.goto(statement);
  await expect(
    pia.page.getByRole('region', { name: 'Statement of reasons' }).getByText('No false identities'),
  ).toBeVisible();
  await expect(pia.page.getByRole('button', { name: 'Send the appeal' })).toBeVisible();
});

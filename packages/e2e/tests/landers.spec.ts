import { createServer, type Server } from 'node:http';
import { LANDER_NAMES } from '@dating/contract/enums';
import { expect, type Page, test } from '@playwright/test';
import { linkFromMail, readSiteJson } from './mailbox.js';
import { rememberSiteEntryConfirmed } from './remembered.js';
import { demoBrand, siteUrl } from './site.js';

const brand = demoBrand();

/** Where Lovely's brand file sends the postbacks of its `demo-ads` network. */
const RECEIVER_PORT = 8599;

test.use({ locale: 'en-US' });

/** A traffic network's postback receiver: records every call's query. */
function startReceiver(): Promise<{ server: Server; calls: URLSearchParams[] }> {
  const calls: URLSearchParams[] = [];
  const server = createServer((request, response) => {
    calls.push(new URL(request.url ?? '/', 'http://receiver').searchParams);
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  });
  return new Promise((resolve) =>
    server.listen(RECEIVER_PORT, '127.0.0.1', () => resolve({ server, calls })),
  );
}

/** Fills in and sends a lander's account step: a man looking for women, born on `birthDate`. */
async function createAccount(
  page: Page,
  account: { username: string; email: string; password: string; birthDate: string },
) {
  const signup = page.getByRole('region', { name: 'Create your free profile' });
  await signup.getByText('Man', { exact: true }).click();
  await signup.getByText('Women', { exact: true }).click();
  await signup.getByRole('textbox', { name: /Username/ }).fill(account.username);
  await signup.getByRole('textbox', { name: /Email address/ }).fill(account.email);
  await signup.getByLabel(/^Password/).fill(account.password);
  await signup
    .getByRole('group', { name: 'Date of birth' })
    .getByRole('spinbutton', { name: /month/i })
    .click();
  await page.keyboard.type(account.birthDate);
  await signup.getByRole('button', { name: 'Create my free account' }).click();
  // The flow goes on on the page with its next step.
  await expect(
    page.getByRole('heading', { level: 2, name: 'Add a photo of yourself' }),
  ).toBeVisible();
}

test('answers 200 for every lander, hydrated without an error, and 404 for an unknown lander, slug or language', async ({
  page,
}) => {
  // A page rendered anew instead of hydrated (a mismatch, a script the CSP blocks) says so here.
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  // The server renders each lander with the brand's members: the browser asks for none.
  const showcaseCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/showcase.php')) showcaseCalls.push(request.url());
  });
  await rememberSiteEntryConfirmed(page);
  for (const path of [
    ...LANDER_NAMES.map((name) => `/landers/${name}`),
    '/landers/gallery/auto',
    '/landers/alonetonight/nld',
    '/landers/maplanding/eng',
    '/landers/tinderswipe',
  ]) {
    const response = await page.goto(siteUrl(brand, path));
    expect(response?.status(), path).toBe(200);
    expect(await response?.text(), path).toContain(
      '<script type="application/json" id="page-data">',
    );
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
    // The signup on the page, in the page's language.
    await expect(page.locator('#signup form')).toBeVisible();
  }
  expect(problems).toEqual([]);
  expect(showcaseCalls).toEqual([]);
  // Lovely offers nl, fr, de and en: Polish is no page of it.
  for (const path of [
    '/landers/nosuch',
    '/landers/gallery/xyz',
    '/landers/gallery/pol',
    '/landers/tinderswipe/eng',
  ]) {
    const response = await page.goto(siteUrl(brand, path));
    expect(response?.status(), path).toBe(404);
  }
});

test("every page carries the brand's own look: its logo, icons, manifest and sharing image", async ({
  page,
}) => {
  await rememberSiteEntryConfirmed(page);
  await page.goto(siteUrl(brand, '/landers/video/eng'));
  // Lovely's own logo in the header, named by the brand; its film on the video lander.
  const logo = page.getByRole('banner').getByRole('img', { name: brand.name });
  await expect(logo).toHaveAttribute('src', '/brand/logo.svg');
  await expect(page.locator('video source')).toHaveAttribute('src', '/brand/lander.webm');
  const links = await page
    .locator('link[rel~="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
  const shareImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(shareImage).toBe(`https://${brand.domain}/brand/share.jpg`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    await page.title(),
  );
  const expected: Record<string, string> = {
    '/favicon.ico': 'image/vnd.microsoft.icon',
    '/favicon.svg': 'image/svg+xml',
    '/brand/apple-touch-icon.png': 'image/png',
    '/manifest.webmanifest': 'application/manifest+json',
    '/brand/share.jpg': 'image/jpeg',
    '/brand/lander.webm': 'video/webm',
  };
  expect(links.sort()).toEqual(
    ['/favicon.ico', '/favicon.svg', '/brand/apple-touch-icon.png', '/manifest.webmanifest'].sort(),
  );
  // Asked from the page (the browser knows *.localhost): status, type, and the manifest's icons.
  const answers = await page.evaluate(async (paths) => {
    const asked = await Promise.all(paths.map((path) => fetch(path)));
    const manifest = await asked[paths.indexOf('/manifest.webmanifest')]?.json();
    const icons = await Promise.all(
      (manifest.icons as { src: string }[]).map(async (icon) => [
        icon.src,
        (await fetch(icon.src)).status,
      ]),
    );
    return {
      files: asked.map((response, index) => [
        paths[index],
        response.status,
        response.headers.get('content-type'),
      ]),
      icons,
    };
  }, Object.keys(expected));
  expect(answers.files).toEqual(
    Object.entries(expected).map(([path, type]) => [path, 200, expect.stringContaining(type)]),
  );
  expect(answers.icons).toEqual([
    ['/brand/icon-192.png', 200],
    ['/brand/icon-512.png', 200],
  ]);
});

test("the operator's own page is prerendered, linked from every footer, and no other word is a page", async ({
  page,
}) => {
  // Hydrated as prerendered, its text (a chunk of its own) there before: no error says otherwise.
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  const text = 'On Lovely you get to know people in the chat first.';
  await rememberSiteEntryConfirmed(page);
  await page.goto(siteUrl(brand, '/landers/gallery/eng'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Dating safely' }).click();
  await expect(page).toHaveURL(siteUrl(brand, '/safety-tips'));
  await expect(page.getByRole('heading', { level: 1, name: 'Dating safely' })).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();
  const direct = await page.goto(siteUrl(brand, '/safety-tips'));
  expect(direct?.status()).toBe(200);
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
  expect(await direct?.text()).toContain(text);
  await expect(page.getByRole('link', { name: 'Dating safely' })).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();
  expect(problems).toEqual([]);
  expect((await page.goto(siteUrl(brand, '/safety')))?.status()).toBe(404);
});

test('a visitor from a traffic network signs up on a lander, confirms, and the network hears of both once', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const { server, calls } = await startReceiver();
  try {
    const stamp = Date.now();
    const email = `lander-${stamp}@example.org`;
    const clickId = `click-${stamp}`;
    await rememberSiteEntryConfirmed(page);
    const response = await page.goto(
      siteUrl(brand, `/landers/gallery/eng?network=demo-ads&ref=${clickId}&sub1=spring`),
    );
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: `Meet the members of ${brand.name}` }),
    ).toBeVisible();
    // The brand's members, fictional ones marked in the brand's words.
    const members = page.getByRole('list', { name: `Members of ${brand.name}` });
    await expect(members.getByRole('listitem').first()).toBeVisible();
    await expect(members.getByText('fictional profile').first()).toBeVisible();

    // The signup on the page: the account step.
    await page.getByRole('link', { name: 'Sign up for free' }).click();
    await expect(page.getByRole('region', { name: 'Create your free profile' })).toBeFocused();
    await createAccount(page, {
      username: `Lander${stamp % 10_000}`,
      email,
      password: 'lander password 1',
      birthDate: '06151990',
    });

    // The network hears of the signup, with its click id and sub1.
    const events = () => calls.map((query) => query.get('event'));
    await expect.poll(events).toContain('signup');
    const signupCall = calls.find((query) => query.get('event') === 'signup');
    expect(signupCall?.get('click_id')).toBe(clickId);
    expect(signupCall?.get('sub1')).toBe('spring');

    // Confirming the address by the mailed link tells the network once more.
    await page.goto(await linkFromMail(context, brand, email, /^\/activate\/done$/));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' }),
    ).toBeVisible();
    await expect.poll(events).toContain('confirmed');
    expect(events().filter((event) => event === 'signup')).toHaveLength(1);
    expect(events().filter((event) => event === 'confirmed')).toHaveLength(1);
    expect(calls.every((query) => query.get('click_id') === clickId)).toBe(true);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test("a visitor signs up on a member's page and, once confirmed on another device, is in the conversation with them", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(60_000);
  const { profiles } = await readSiteJson<{
    profiles: { id: number; name: string; fictional: boolean }[];
  }>(context, brand, '/api/showcase.php?count=24');
  const member = profiles.find((profile) => profile.fictional);
  if (!member) throw new Error('No fictional demo member with a photo');
  for (const design of ['landing', 'landing2/eng', 'landing3/auto']) {
    const response = await page.goto(siteUrl(brand, `/members/${member.id}/${design}`));
    expect(response?.status(), design).toBe(200);
  }
  for (const path of ['/members/999999/landing', `/members/${member.id}/landing2/pol`]) {
    expect((await page.goto(siteUrl(brand, path)))?.status(), path).toBe(404);
  }

  const stamp = Date.now();
  const email = `first-contact-${stamp}@example.org`;
  await rememberSiteEntryConfirmed(page);
  await page.goto(siteUrl(brand, `/members/${member.id}/signup`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Sign up to chat with ${member.name}` }),
  ).toBeVisible();
  await expect(page.getByText('fictional profile').first()).toBeVisible();
  await createAccount(page, {
    username: `Contact${stamp % 10_000}`,
    email,
    password: 'first contact 1',
    birthDate: '03101988',
  });

  // The link opened on the phone (another browser, nothing of the signup in its storage): the
  // server knows whom the signup started from.
  const link = await linkFromMail(context, brand, email, /^\/activate\/done$/);
  const phone = await browser.newContext({ locale: 'en-US' });
  try {
    const phonePage = await phone.newPage();
    await rememberSiteEntryConfirmed(phonePage);
    await phonePage.goto(link);
    await expect(phonePage).toHaveURL(siteUrl(brand, `/members/${member.id}/chat`));
    await expect(phonePage.getByRole('textbox', { name: /message/i })).toBeVisible();
  } finally {
    await phone.close();
  }
});

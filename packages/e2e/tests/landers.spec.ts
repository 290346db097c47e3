import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { linkFromMail } from './mailbox.js';
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

test('answers 200 for every lander, and 404 for an unknown lander, slug or language', async ({
  page,
}) => {
  for (const path of [
    '/landers/gallery',
    '/landers/gallery/auto',
    '/landers/alonetonight/nld',
    '/landers/maplanding/eng',
    '/landers/tinderswipe',
  ]) {
    const response = await page.goto(siteUrl(brand, path));
    expect(response?.status(), path).toBe(200);
  }
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
    const signup = page.getByRole('region', { name: 'Create your free profile' });
    await expect(signup).toBeFocused();
    await signup.getByText('Man', { exact: true }).click();
    await signup.getByText('Women', { exact: true }).click();
    await signup.getByRole('textbox', { name: /Username/ }).fill(`Lander${stamp % 10_000}`);
    await signup.getByRole('textbox', { name: /Email address/ }).fill(email);
    await signup.getByLabel(/^Password/).fill('lander password 1');
    await signup
      .getByRole('group', { name: 'Date of birth' })
      .getByRole('spinbutton', { name: /month/i })
      .click();
    await page.keyboard.type('06151990');
    await signup.getByRole('button', { name: 'Create my free account' }).click();
    // The flow goes on on the lander with its next step.
    await expect(
      page.getByRole('heading', { level: 2, name: 'Add a photo of yourself' }),
    ).toBeVisible();

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

import { localizedText } from '@dating/contract';
import { LEGAL_PAGES } from '@dating/contract/enums';
import { demoLogins } from '@dating/server';
import { expect, test } from '@playwright/test';
import { loggedIn } from './login.js';
import { builtBrands, demoBrand, siteRequest, siteUrl } from './site.js';

const brand = demoBrand();

test.use({ locale: 'en-US' });

test.describe('legal and help pages', () => {
  for (const built of builtBrands()) {
    test(`every page of ${built.slug} answers 200, prerendered in the visitor's language`, async ({
      request,
    }) => {
      const paths = [...LEGAL_PAGES.map((page) => `/pages/${page}`), '/complaints', '/lang-config'];
      for (const page of paths) {
        const { url, host } = siteRequest(built, page);
        for (const language of built.languages ?? ['en']) {
          const response = await request.get(url, {
            headers: { host, accept: 'text/html', 'accept-language': language },
          });
          expect(response.status(), `${page} in ${language}`).toBe(200);
          const html = await response.text();
          expect(html, `${page} in ${language}`).toContain(`<html lang="${language}">`);
          expect(html, `${page} in ${language}`).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
        }
      }
    });
  }

  test('every footer link of a visitor and of a member answers 200', async ({
    page,
    browser,
    request,
  }) => {
    await page.goto(siteUrl(brand, '/pages/terms'));
    const member = await loggedIn(browser, brand, 'free');
    for (const current of [page, member]) {
      const footer = current.getByRole('navigation', { name: 'Footer' });
      await expect(footer.getByRole('link').first()).toBeVisible();
      const hrefs = await footer
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(4);
      for (const href of hrefs) {
        const { url, host } = siteRequest(brand, href);
        const response = await request.get(url, { headers: { host, accept: 'text/html' } });
        expect(response.status(), href).toBe(200);
      }
    }
    await member.context().close();
  });

  test('the terms name the fictional profiles and link the return policy', async ({ page }) => {
    await page.goto(siteUrl(brand, '/pages/terms'));
    await page
      .getByRole('dialog', { name: 'Adults only' })
      .getByRole('button', { name: 'I am 18 or older, enter' })
      .click();
    const fictional = page.getByRole('region', { name: 'Fictional profiles' });
    await expect(fictional).toContainText(
      localizedText(brand.fictional_singular, 'en', brand.domain_language ?? 'en'),
    );
    await page
      .getByRole('region', { name: 'Your right of withdrawal' })
      .getByRole('link', { name: 'Return policy' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Return policy' })).toBeVisible();
  });

  test('the cookie policy names every cookie and storage key a whole visit leaves', async ({
    browser,
  }) => {
    const login = demoLogins(brand).find((candidate) => candidate.kind === 'free')!;
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    // A visitor from a campaign confirms the notice, starts a signup, picks a language, then
    // logs in: every cookie and key the site sets on the way.
    await page.goto(siteUrl(brand, '/?network=e2e&ref=legal&sub1=a'));
    await page
      .getByRole('dialog', { name: 'Adults only' })
      .getByRole('button', { name: 'I am 18 or older, enter' })
      .click();
    await page.goto(siteUrl(brand, '/signup'));
    await page.getByLabel('Email address').fill('cookie.reader@example.com');
    await page.goto(siteUrl(brand, '/login'));
    await page.getByLabel('Email address').fill(login.email);
    await page.getByLabel('Password').fill(login.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/members$/);
    await page.goto(siteUrl(brand, '/pages/cookies'));
    const listed = await page
      .getByRole('rowheader')
      .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ''));
    const cookies = (await context.cookies()).map((cookie) => cookie.name);
    const keys = await page.evaluate(() => Object.keys(window.localStorage));
    expect(cookies.length).toBeGreaterThan(1);
    expect(keys.length).toBeGreaterThan(1);
    for (const name of [...cookies, ...keys]) expect(listed, name).toContain(name);
    await context.close();
  });

  test('a visitor reports a profile on /complaints and gets the acknowledgement by mail', async ({
    page,
    context,
  }) => {
    await page.goto(siteUrl(brand, '/pages/terms'));
    await page
      .getByRole('dialog', { name: 'Adults only' })
      .getByRole('button', { name: 'I am 18 or older, enter' })
      .click();
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Complaints' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Report content or make a complaint' }),
    ).toBeVisible();
    await page.getByLabel('Link to the content').fill(siteUrl(brand, '/members/1'));
    await page.getByRole('button', { name: /Why are you reporting it\?/ }).click();
    await page
      .getByRole('option', { name: 'Against the terms: a fake or stolen identity' })
      .click();
    await page
      .getByLabel('Why is it illegal or against our terms?')
      .fill('The photos of this profile are mine.');
    await page.getByLabel('Your name').fill('Nora Notifier');
    await page.getByLabel('Your e-mail address').fill('nora.e2e@example.org');
    await page.getByText(/I confirm in good faith/).click();
    await page.getByRole('button', { name: 'Send notice' }).click();
    const filed = page.getByText(/Its reference is (N-[0-9A-F]{10})\./);
    await expect(filed).toBeVisible();
    const reference = /N-[0-9A-F]{10}/.exec((await filed.textContent()) ?? '')?.[0];
    expect(reference).toBeTruthy();

    const mails = await context.newPage();
    await expect
      .poll(async () => {
        await mails.goto(siteUrl(brand, '/dev/mail.json'));
        const list = JSON.parse((await mails.locator('body').textContent()) ?? '[]') as {
          to: string;
          subject: string;
        }[];
        return list
          .filter((mail) => mail.to === 'nora.e2e@example.org')
          .map((mail) => mail.subject);
      })
      .toEqual([expect.stringContaining(reference as string)]);
  });
});

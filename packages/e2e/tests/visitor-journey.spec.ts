import { localizedText } from '@dating/contract';
import { demoLogins } from '@dating/server';
import { expect, type Page, test } from '@playwright/test';
import { rememberTimeBonusClosed } from './remembered.js';
import { demoBrand, hydrated, siteRequest, siteUrl } from './site.js';

const brand = demoBrand();
const member = demoLogins(brand).find((login) => login.kind === 'free')!;
// The brand's texts as an English-reading member sees them.
const english = (text: Parameters<typeof localizedText>[0]) =>
  localizedText(text, 'en', brand.domain_language ?? 'en');

test.use({ locale: 'en-US' });

/**
 * A first-time visitor confirms the adults-only notice before anything else. (The demo member
 * they log in as closed the time bonus's pop-up on an earlier visit: it does not open here.)
 */

async function enterSite(page: Page, path = '/') {
  await rememberTimeBonusClosed(page);
  await page.goto(siteUrl(brand, path));
  const warning = page.getByRole('dialog', { name: 'Adults only' });
  await warning.getByRole('button', { name: 'I am 18 or older, enter' }).click();
  await expect(warning).toBeHidden();
}

test('a visitor sees the home page of the brand', async ({ page }) => {
  await enterSite(page);
  await expect(page).toHaveTitle(new RegExp(brand.name));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(brand.name);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByText(english(brand.fictional_warning))).toBeVisible();
});

test('the home page loads no code or texts of the account pages', async ({ page }) => {
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script') scripts.push(path);
    if (request.resourceType() === 'stylesheet') stylesheets.push(path);
  });
  await enterSite(page);
  await expect(page.getByRole('link', { name: 'Sign up for free' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((path) => /account-(pages|stores|api)|SignupModal/.test(path))).toEqual([]);
  // Neither other pages, nor react-aria's overlays (the site-entry warning is a small native
  // dialog in the layout), nor the menus' code before someone reaches for a menu; the
  // stylesheet is inline.
  expect(
    scripts.filter((path) => /Screen-|Modal|Popover|Menu-|DropdownMenu-|problems/.test(path)),
  ).toEqual(scripts.filter((path) => /HomeScreen-/.test(path)));
  expect(stylesheets).toEqual([]);
});

test('the home page arrives prerendered in the visitor language and hydrates cleanly', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // Notes every heading removed from the page: painting anew replaces the server's elements,
  // hydrating keeps them.
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { removedHeadings: removed });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches('h1') || node.querySelector('h1'))) {
            removed.push(node.outerHTML.slice(0, 80));
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const response = await page.goto(siteUrl(brand, '/'));
  expect(response?.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  expect(response?.headers().vary).toMatch(/Cookie, Accept-Language/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(brand.name);
  // The site-entry warning appears as soon as the site's first script runs.
  const warning = page.getByRole('dialog', { name: 'Adults only' });
  await warning.getByRole('button', { name: 'I am 18 or older, enter' }).click();
  await expect(warning).toBeHidden();
  await expect(page.locator('#main')).toBeFocused();
  await page.waitForLoadState('networkidle');
  expect(
    await page.evaluate(() => (window as { removedHeadings?: string[] }).removedHeadings),
  ).toEqual([]);
  expect(problems).toEqual([]);
});

test('the site-entry warning opens before the page has hydrated, and can be confirmed then', async ({
  page,
}) => {
  // The page's own code (the signup screen) is held back: the page cannot hydrate meanwhile.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/SignupScreen-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(siteUrl(brand, '/signup'));
  const warning = page.getByRole('dialog', { name: 'Adults only' });
  await expect(warning).toBeVisible();
  const accept = warning.getByRole('button', { name: 'I am 18 or older, enter' });
  await expect(accept).toBeFocused();
  await accept.press('Enter');
  await expect(warning).toBeHidden();
  await expect(page.locator('#main')).toBeFocused();
  expect(
    await page.evaluate(() => localStorage.getItem('dating.siteEntryWarningSkippedAt')),
  ).toMatch(/^\d+$/);

  // Until now React has not taken the page over.
  expect(await page.evaluate(hydrated)).toBe(false);
  release();
  await page.waitForFunction(hydrated);
  await page.waitForLoadState('networkidle');
  await expect(warning).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a first visit gets the pages in the browser language, the domain language without one', async ({
  request,
}) => {
  const html = async (path: string, headers: Record<string, string>) => {
    const { url, host } = siteRequest(brand, path);
    const answer = await request.get(url, { headers: { host, accept: 'text/html', ...headers } });
    expect(answer.status()).toBe(200);
    return answer.text();
  };
  const domain = (brand.domain_language ?? 'en').slice(0, 2);
  expect(await html('/login', { 'accept-language': 'en-US,en;q=0.9' })).toMatch(
    /<h1[^>]*>Login<\/h1>/,
  );
  expect(await html('/login', { 'accept-language': 'xx' })).toContain(`<html lang="${domain}">`);
  expect(
    await html('/signup', { 'accept-language': 'en', cookie: `i18n_redirected=${domain}` }),
  ).toContain(`data-prerendered="${domain}"`);
});

test('a visitor switches the language: the cookie is set and the texts change', async ({
  page,
  context,
}) => {
  await enterSite(page);
  // The warning can be confirmed before the page has hydrated; the language menu cannot.
  await page.waitForFunction(hydrated);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'Nederlands' }).click();

  await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  const cookie = (await context.cookies()).find(
    (candidate) => candidate.name === 'i18n_redirected',
  );
  expect(cookie?.value).toBe('nl');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.path).toBe('/');

  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen' })).toBeVisible();
});

test('a member logs in, searches members and logs out', async ({ page }) => {
  await enterSite(page);
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email address').fill(member.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login failed, please try again')).toBeVisible();

  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByRole('heading', { name: 'Search members' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Premium' })).toBeVisible();

  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('article').first()).toBeVisible();
  expect(await results.getByRole('article').count()).toBe(24);
  await expect(results.getByRole('status')).toContainText(/\d+ members found/);

  await page.getByLabel('Looking for').click();
  await page.getByRole('option', { name: 'Women' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(results.getByRole('article').first()).toBeVisible();

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Premium' })).toBeHidden();
});

test('fictional profiles carry the brand notice in the search results', async ({ page }) => {
  await enterSite(page, '/login');
  await page.getByLabel('Email address').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('article').first()).toBeVisible();
  // Page through until a fictional profile shows; about 15% of the demo members are fictional.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if ((await results.getByText(english(brand.fictional_singular)).count()) > 0) break;
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(results.getByRole('article').first()).toBeVisible();
  }
  await expect(results.getByText(english(brand.fictional_singular)).first()).toBeVisible();
});

test('an unknown address shows the 404 page with a way home', async ({ page }) => {
  const { url, host } = siteRequest(brand, '/no/such/page');
  const answer = await page.request.get(url, {
    headers: { host, accept: 'text/html', 'accept-language': 'en' },
  });
  expect(answer.status()).toBe(404);
  expect(await answer.text()).toContain('This page could not be found');
  await enterSite(page, '/no/such/page');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await page.getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(siteUrl(brand, '/'));
});

import { localizedText } from '@dating/contract';
import { demoLogins } from '@dating/server';
import { expect, type Page, test } from '@playwright/test';
import { demoBrand, siteUrl } from './site.js';

const brand = demoBrand();
const member = demoLogins(brand).find((login) => login.kind === 'free')!;
// The brand's texts as an English-reading member sees them.
const english = (text: Parameters<typeof localizedText>[0]) =>
  localizedText(text, 'en', brand.domain_language ?? 'en');

test.use({ locale: 'en-US' });

/** A first-time visitor confirms the adults-only notice before anything else. */
async function enterSite(page: Page, path = '/') {
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
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await enterSite(page);
  await expect(page.getByRole('link', { name: 'Sign up for free' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((path) => /account-(pages|stores|api)|SignupModal/.test(path))).toEqual([]);
});

test('a visitor switches the language: the cookie is set and the texts change', async ({
  page,
  context,
}) => {
  await enterSite(page);
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
  await enterSite(page, '/no/such/page');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await page.getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(siteUrl(brand, '/'));
});

import type { Brand } from '@dating/contract';
import { demoLogins } from '@dating/server';
import { type Browser, expect, type Page } from '@playwright/test';
import { siteUrl } from './site.js';

/**
 * A browser of its own (English, the site-entry warning confirmed), logged in as the brand's free
 * or premium demo member through the login page, on the member search. `closeMatches` closes the
 * match pop-ups of matches made while away wherever they appear (for journeys not about them).
 */
export async function loggedIn(
  browser: Browser,
  brand: Brand,
  kind: 'free' | 'premium',
  { closeMatches = false } = {},
): Promise<Page> {
  const login = demoLogins(brand).find((candidate) => candidate.kind === kind);
  if (!login) throw new Error(`No ${kind} demo login for ${brand.slug}`);
  const context = await browser.newContext({ locale: 'en-US' });
  await context.addInitScript(() =>
    window.localStorage.setItem('dating.siteEntryWarningSkippedAt', String(Date.now())),
  );
  const page = await context.newPage();
  if (closeMatches) {
    await page.addLocatorHandler(page.getByRole('dialog', { name: "It's a match!" }), async () => {
      await page.keyboard.press('Escape');
    });
  }
  await page.goto(siteUrl(brand, '/login'));
  await page.getByLabel('Email address').fill(login.email);
  await page.getByLabel('Password').fill(login.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/members$/);
  return page;
}

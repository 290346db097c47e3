import type { Brand } from '@dating/contract';
import { demoLogins } from '@dating/server';
import { type Browser, expect, type Page } from '@playwright/test';
import { rememberSiteEntryConfirmed, rememberTimeBonusClosed } from './remembered.js';
import { siteUrl } from './site.js';

/**
 * A browser of its own (English), logged in as the brand's free or premium demo member through
 * the login page, on the member search. No pop-up can open by itself in it: the browser remembers
 * the adults-only notice confirmed and the time bonus's pop-up closed, and the demo logins have
 * no match left to show (the `demo members` set-up); a match pop-up comes only from a match the
 * test makes.
 */
export async function loggedIn(
  browser: Browser,
  brand: Brand,
  kind: 'free' | 'premium',
): Promise<Page> {
  const login = demoLogins(brand).find((candidate) => candidate.kind === kind);
  if (!login) throw new Error(`No ${kind} demo login for ${brand.slug}`);
  const context = await browser.newContext({ locale: 'en-US' });
  await rememberSiteEntryConfirmed(context);
  await rememberTimeBonusClosed(context);
  const page = await context.newPage();
  await page.goto(siteUrl(brand, '/login'));
  await page.getByLabel('Email address').fill(login.email);
  await page.getByLabel('Password').fill(login.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/members$/);
  return page;
}

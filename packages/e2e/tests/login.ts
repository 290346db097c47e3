import type { Brand, OperatorRole } from '@dating/contract';
import { demoLogins, demoOperators } from '@dating/server';
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

/** A browser of its own (English), logged in to the brand's back office with this account. */
export async function inBackOffice(
  browser: Browser,
  brand: Brand,
  login: { email: string; password: string },
): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  await rememberSiteEntryConfirmed(context);
  const page = await context.newPage();
  await page.goto(siteUrl(brand, '/operator'));
  await page.getByLabel('Email address').fill(login.email);
  await page.getByLabel('Password').fill(login.password);
  await page.getByRole('button', { name: 'Login' }).click();
  return page;
}

/** {@link inBackOffice} as the brand's demo operator of a role, once the login has worked. */
export async function asDemoOperator(browser: Browser, brand: Brand, role: OperatorRole) {
  const operator = demoOperators(brand).find((candidate) => candidate.roles.includes(role));
  if (!operator) throw new Error(`The demo team of ${brand.slug} has no ${role}`);
  const page = await inBackOffice(browser, brand, operator);
  await expect(page.getByText(`Logged in as ${operator.name}`)).toBeVisible();
  return { page, operator };
}

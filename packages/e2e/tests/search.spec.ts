import { expect, type Page, test } from '@playwright/test';
import { rememberSiteEntryConfirmed } from './remembered.js';
import { demoBrand, siteUrl } from './site.js';

const brand = demoBrand();

test.use({ locale: 'en-US' });

/** Opens a page with the adults-only notice already confirmed (as on a later visit). */
async function open(page: Page, path: string) {
  await rememberSiteEntryConfirmed(page);
  await page.goto(siteUrl(brand, path));
}

test('a search for a country and region, reloaded, shows the same results and filters', async ({
  page,
}) => {
  expect(brand.search_fields, 'the brand offers the region filter').toContain('countryregion');
  await open(page, '/members');
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('status')).toContainText(/members? found/);

  const filters = page.getByRole('form', { name: 'Search filters' });
  await filters.getByRole('button', { name: /Country/ }).click();
  const country = page.getByRole('option').nth(1);
  const countryName = (await country.textContent()) ?? '';
  await country.click();
  const region = filters.getByRole('button', { name: /Everywhere in the country/ });
  await region.click();
  const choice = page.getByRole('option').nth(1);
  const regionName = (await choice.textContent()) ?? '';
  await choice.click();
  await filters.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/[?&]country=[A-Z]{2}&countryregion=[A-Z]{2}-[A-Z0-9]+/);
  const searched = page.url();
  await expect(results.getByRole('status')).toContainText(/members? found/);
  const count = await results.getByRole('status').textContent();
  // The same members (their profile links): a name's online dot may change meanwhile.
  const members = () =>
    results
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const found = await members();
  expect(found.length).toBeGreaterThan(0);

  await page.reload();
  expect(page.url()).toBe(searched);
  await expect(results.getByRole('status')).toHaveText(count ?? '');
  expect(await members()).toEqual(found);
  await expect(filters.getByRole('button', { name: new RegExp(`^${countryName}`) })).toBeVisible();
  await expect(filters.getByRole('button', { name: new RegExp(`^${regionName}`) })).toBeVisible();

  // Back leaves the region search for the search before it.
  await page.goBack();
  await expect(page).toHaveURL(siteUrl(brand, '/members'));
  await expect(filters.getByRole('button', { name: /^All countries/ })).toBeVisible();
});

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Brand, brandSchema, localizedText } from '@dating/contract';
import { expect, type Page, test } from '@playwright/test';
import { rememberSiteEntryConfirmed } from './remembered.js';
import { repositoryRoot, siteUrl } from './site.js';

/** A demo brand by slug, or null when it is not built. */
function builtBrand(slug: string): Brand | null {
  const dir = join(repositoryRoot, 'sites', slug);
  if (!existsSync(join(dir, 'dist', 'index.html'))) return null;
  return brandSchema.parse(JSON.parse(readFileSync(join(dir, 'brand.json'), 'utf8')));
}

/** Opens a page with the adults-only notice already confirmed (as on a later visit). */
async function open(page: Page, brand: Brand, path: string) {
  await rememberSiteEntryConfirmed(page);
  await page.goto(siteUrl(brand, path));
}

const lovely = builtBrand('lovely');
const herzklopfen = builtBrand('herzklopfen');

test.describe('Lovely in Dutch', () => {
  test.use({ locale: 'nl-NL' });
  test('shows the Dutch home title and fictional-profiles warning', async ({ page }) => {
    if (!lovely) throw new Error('Lovely is not built: the end-to-end tests need the demo brands');
    await open(page, lovely, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Lovely: daten en chatten in Nederland en België',
    );
    await expect(page).toHaveTitle('Lovely: daten en chatten in Nederland en België');
    await expect(page.getByText('Sommige profielen op Lovely zijn fictief')).toBeVisible();
  });
});

test.describe('Herzklopfen in English', () => {
  test.use({ locale: 'en-US' });
  test('labels fictional profiles in English', async ({ page }) => {
    if (!herzklopfen) {
      throw new Error('Herzklopfen is not built: the end-to-end tests need the demo brands');
    }
    const brand = herzklopfen;
    await open(page, brand, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      localizedText(brand.index_title ?? brand.name, 'en', 'de-DE'),
    );
    await expect(
      page.getByText('Some profiles on Herzklopfen are fictional and are run by our team.'),
    ).toBeVisible();

    await page.goto(siteUrl(brand, '/members'));
    const results = page.getByRole('region', { name: 'Search results' });
    await expect(results.getByRole('article').first()).toBeVisible();
    // Page through until a fictional profile shows; about 15% of the demo members are fictional.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      if ((await results.getByText('fictional profile').count()) > 0) break;
      await page.getByRole('button', { name: 'Next page' }).click();
      await expect(results.getByRole('article').first()).toBeVisible();
    }
    await expect(results.getByText('fictional profile').first()).toBeVisible();
    await expect(page.getByText('fiktives Profil')).toHaveCount(0);
  });
});

import { expect, test } from '@playwright/test';
import { rememberSiteEntryConfirmed } from './remembered.js';
import { demoBrand, siteUrl } from './site.js';

const brand = demoBrand();

test.use({ locale: 'en-US' });

test('the confirmation page without a link shows the guidance of the error page', async ({
  page,
}) => {
  await rememberSiteEntryConfirmed(page);
  await page.goto(siteUrl(brand, '/activate/done'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'This confirmation link did not work' }),
  ).toBeVisible();
  await expect(page).toHaveURL(siteUrl(brand, '/activate/error'));
  await expect(page.getByText('Your e-mail address is confirmed')).toHaveCount(0);
  await expect(page).toHaveTitle(`This confirmation link did not work | ${brand.name}`);
});

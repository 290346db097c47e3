import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { linkFromMail, readSiteJson } from './mailbox.js';
import { rememberTimeBonusClosed } from './remembered.js';
import { demoBrand, siteUrl } from './site.js';

const brand = demoBrand();

/** Amsterdam, in one of Lovely's countries. */
const AMSTERDAM = { latitude: 52.3731, longitude: 4.8922 };

test.use({
  locale: 'en-US',
  // A visitor in Belgium: an English interface alone would start them in Lovely's first country.
  timezoneId: 'Europe/Brussels',
  viewport: { width: 1280, height: 900 },
  geolocation: AMSTERDAM,
  permissions: ['geolocation'],
});

/** A portrait of a demo member, as a member would upload a photo from their device. */
async function somePortrait(context: BrowserContext): Promise<Buffer> {
  const results = await readSiteJson<{ profiles: { main_image: { filename: string } | null }[] }>(
    context,
    brand,
    '/api/search.php',
  );
  const photo = results.profiles.find((profile) => profile.main_image)?.main_image;
  if (!photo) throw new Error('No demo member with a photo');
  const page = await context.newPage();
  try {
    const response = await page.goto(siteUrl(brand, photo.filename));
    return (await response?.body()) as Buffer;
  } finally {
    await page.close();
  }
}

/** A first-time visitor confirms the adults-only notice (the test is not about the bonus's pop-up). */
async function enterSite(page: Page) {
  await rememberTimeBonusClosed(page);
  await page.goto(siteUrl(brand, '/'));
  const warning = page.getByRole('dialog', { name: 'Adults only' });
  await warning.getByRole('button', { name: 'I am 18 or older, enter' }).click();
  await expect(warning).toBeHidden();
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto(siteUrl(brand, '/login'));
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
}

test('a member signs up, confirms, builds the profile, changes e-mail and password, deletes and reactivates the account', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `journey-${stamp}@example.org`;
  const newEmail = `journey-new-${stamp}@example.org`;
  const password = 'first password 1';
  const newPassword = 'second password 2';
  const portrait = await somePortrait(context);

  // Sign up in the modal: the account step.
  await enterSite(page);
  await page.getByRole('link', { name: 'Sign up for free' }).click();
  const signup = page.getByRole('dialog', { name: 'Sign up' });
  await signup.getByText('Woman', { exact: true }).click();
  await signup.getByText('Men', { exact: true }).click();
  await signup.getByRole('textbox', { name: /Username/ }).fill(`Journey${stamp % 10_000}`);
  await signup.getByRole('textbox', { name: /Email address/ }).fill(email);
  await signup.getByLabel(/^Password/).fill(password);
  await signup
    .getByRole('group', { name: 'Date of birth' })
    .getByRole('spinbutton', { name: /month/i })
    .click();
  await page.keyboard.type('04021995');
  await signup.getByRole('button', { name: 'Create my free account' }).click();

  // Step 1: a photo.
  const photoStep = page.getByRole('dialog', { name: 'Add a photo of yourself' });
  await expect(photoStep).toBeVisible();
  await photoStep
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: portrait });
  await expect(photoStep.getByText('Your photo has been added.')).toBeVisible();
  await expect(photoStep.getByRole('img', { name: 'Your photo 1' })).toBeVisible();
  await photoStep.getByRole('button', { name: 'Continue' }).click();

  // Step 2: the location from the device, then the details.
  const detailsStep = page.getByRole('dialog', { name: 'Where you live and what you look like' });
  await expect(detailsStep.getByRole('button', { name: /Country/ })).toContainText('Belgium');
  await detailsStep.getByRole('button', { name: /Use my current location/ }).click();
  await expect(
    detailsStep.getByText('Found: Amsterdam, Noord-Holland. Save to keep it.'),
  ).toBeVisible();
  await detailsStep.getByRole('button', { name: 'Save and continue' }).click();

  // Steps 3 and 4 are skipped or finished.
  await page
    .getByRole('dialog', { name: 'Tell others about yourself' })
    .getByRole('button', { name: 'Skip' })
    .click();
  await page
    .getByRole('dialog', { name: 'Never miss a message' })
    .getByRole('button', { name: 'Finish' })
    .click();
  await expect(page).toHaveURL(/\/complete-signup$/);
  await expect(page.getByText(`We sent an e-mail to ${email}.`, { exact: false })).toBeVisible();

  // Confirm the e-mail address with the mailed link.
  await page.goto(await linkFromMail(context, brand, email, /^\/activate\/done$/));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' }),
  ).toBeVisible();

  // The profile keeps the photo and the place.
  await page.goto(siteUrl(brand, '/profile'));
  await expect(
    page.getByRole('region', { name: 'Photos' }).getByText('Photos: 1 of 3'),
  ).toBeVisible();
  const location = page.getByRole('region', { name: 'Location' });
  await expect(location.getByRole('textbox', { name: 'Town or city' })).toHaveValue('Amsterdam');

  // Change the e-mail address: the new address confirms the change.
  const account = page.getByRole('region', { name: 'Account' });
  const emailForm = account.getByRole('form', { name: 'E-mail address' });
  await emailForm.getByRole('textbox', { name: 'New e-mail address' }).fill(newEmail);
  // The change is confirmed with the current password.
  await emailForm.getByLabel(/^Current password/).fill(password);
  await emailForm.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(account.getByText(`We sent a link to ${newEmail}.`, { exact: false })).toBeVisible();
  await page.goto(await linkFromMail(context, brand, newEmail, /^\/mail-change\/do$/));
  await expect(page.getByText(`Your e-mail address is now ${newEmail}.`)).toBeVisible();

  // Reset the password from the login page, logged out.
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto(siteUrl(brand, '/login'));
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // The login form (with its own "Email address") stays until the next page has loaded.
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email address' }).fill(newEmail);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`we sent a link to ${newEmail}`, { exact: false })).toBeVisible();
  await page.goto(await linkFromMail(context, brand, newEmail, /^\/reset-password\/do$/));
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel('Repeat new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed.', { exact: false })).toBeVisible();

  // Delete the account from the notification settings.
  await page.goto(siteUrl(brand, '/notifications'));
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const deletion = page.getByRole('dialog', { name: 'Delete your account' });
  await deletion.getByText('I found someone').click();
  await deletion.getByRole('button', { name: 'Continue' }).click();
  // The company's offer to stay comes once, before the confirmation; the member declines it.
  const offer = page.getByRole('dialog', { name: 'Before you go' });
  await expect(offer.getByRole('link', { name: /^Take \d+% off$/ })).toHaveAttribute(
    'href',
    /^\/credits\?code=STAY-[A-Z2-9]{8}$/,
  );
  await offer.getByRole('button', { name: 'No thanks, delete my account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm.getByRole('button', { name: /Delete my account \(\d\)/ })).toBeDisabled();
  await confirm
    .getByRole('button', { name: 'Delete my account', exact: true })
    .click({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole('heading', { name: 'Your account has been deleted' })).toBeVisible();

  // A deleted account cannot log in; the reactivation mail brings it back.
  await page.goto(siteUrl(brand, '/login'));
  await page.getByLabel('Email address').fill(newEmail);
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Send reactivation e-mail' })).toBeVisible();
  const reactivation = await linkFromMail(context, brand, newEmail, /^\/reactivate$/);
  await page.goto(reactivation);
  await page.getByRole('button', { name: 'Reactivate my account' }).click();
  await expect(page.getByText('Welcome back! Your account is active again.')).toBeVisible();
  // The same link again says the account is back, and offers nothing to press.
  await page.goto(reactivation);
  await expect(page.getByText('Your account is already active again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reactivate my account' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Continue to members' }).click();
  await expect(page).toHaveURL(/\/members$/);

  // Back with the new address and the new password.
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await logIn(page, newEmail, newPassword);
});

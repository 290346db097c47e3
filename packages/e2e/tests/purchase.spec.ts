import { demoLogins } from '@dating/server';
import { expect, type Page, test } from '@playwright/test';
import { loggedIn } from './login.js';
import { demoBrand, siteRequest, siteUrl } from './site.js';

const brand = demoBrand();

// The sandbox provider reports an outcome as a real one does: sometimes late (up to 15 s after
// the checkout), sometimes twice. The transaction page follows it by itself.
const PROVIDER_LATENESS_MS = 30_000;

/** From the checkout page: iDEAL, the consent, Pay; then the sandbox's checkout reports `outcome`. */
async function payWithIdeal(page: Page, outcome: 'Pay' | 'Fail') {
  // A member taps the method's tile and the consent's text.
  const methods = page.getByRole('radiogroup', { name: 'Payment method' });
  await methods.getByText('iDEAL', { exact: true }).click();
  await expect(methods.getByRole('radio', { name: 'iDEAL' })).toBeChecked();
  await expect(page).toHaveURL(/\/credits\/p1\/ideal$/);
  await page.getByText(/right of withdrawal/).click();
  await expect(page.getByRole('checkbox', { name: /right of withdrawal/ })).toBeChecked();
  await expect(page.getByText('Refund period: 14 days', { exact: false })).toBeVisible();
  // She signed up an hour ago: her time bonus takes 25% off.
  await expect(page.getByText('Time bonus (25%)')).toBeVisible();
  await page.getByRole('button', { name: 'Pay €14.99' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sandbox checkout' })).toBeVisible();
  await expect(page.getByText('120 credits')).toBeVisible();
  await expect(page.getByText('€14.99')).toBeVisible();
  await page.getByRole('button', { name: outcome, exact: true }).click();
  await expect(page).toHaveURL(/\/transactions\/pay_[A-Za-z0-9]{24}$/);
}

/** The logged-in member's credits, as the server counts them. */
const creditsOf = (page: Page) =>
  page.evaluate(async () => {
    const answer = await fetch('/api/user.php');
    return (await answer.json()).user.credits as number;
  });

test('the free member buys credits with iDEAL after a failed payment, and becomes premium', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await loggedIn(browser, brand, 'free');
  const context = page.context();
  const before = await creditsOf(page);

  // Get Premium: the claim and the packages, the popular one flagged.
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await navigation.getByRole('link', { name: 'Get Premium' }).click();
  await expect(page).toHaveURL(/\/premium$/);
  await expect(page.getByText('46% higher chance to find a match')).toBeVisible();
  const packages = page.getByRole('list', { name: 'Packages' });
  await expect(packages.getByRole('listitem')).toHaveCount(4);
  const popular = packages.getByRole('listitem').filter({ hasText: 'Most popular' });
  await expect(popular).toContainText('120 credits');
  // The time bonus of a new member: the banner with its countdown, and 25% off every package.
  const bonus = page.getByRole('complementary', { name: 'Time bonus' });
  await expect(bonus.getByRole('timer')).toHaveText(/^0[0-3]:[0-5]\d:[0-5]\d$/);
  await expect(popular).toContainText('€14.99 instead of €19.99');
  await popular.getByRole('link', { name: /^Choose/ }).click();
  await expect(page).toHaveURL(/\/credits\/p1$/);

  // A payment that fails offers another method; the member's balance is untouched.
  await payWithIdeal(page, 'Fail');
  await expect(page.getByText('The payment did not go through')).toBeVisible({
    timeout: PROVIDER_LATENESS_MS,
  });
  await page.getByRole('link', { name: 'Pay with another method' }).click();
  await expect(page).toHaveURL(/\/credits\/p1$/);

  // Paid: the credits arrive, with a toast, and the navigation shows Credits.
  await payWithIdeal(page, 'Pay');
  await expect(page.getByText('Payment received')).toBeVisible({ timeout: PROVIDER_LATENESS_MS });
  await expect(page.getByText('120 credits have been added to your account.')).toBeVisible();
  await expect(page.getByText('120 credits added')).toBeVisible();
  await expect(page.getByText(`Your balance is now ${before + 120} credits.`)).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Get Premium' })).toBeHidden();
  await expect(bonus).toBeHidden();
  await navigation.getByRole('link', { name: 'Credits' }).click();
  await expect(page).toHaveURL(/\/credits\/repeat-order$/);

  // The repeat order offers the same package with iDEAL again.
  const last = page.getByRole('region', { name: 'Your last order' });
  await expect(last).toContainText('120 credits with iDEAL');
  await expect(last.getByRole('link', { name: 'Buy again' })).toHaveAttribute(
    'href',
    '/credits/p1/ideal',
  );
  await context.close();
});

test('the premium member pays a package by direct debit, confirmed with the texted code', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const page = await loggedIn(browser, brand, 'premium');
  const context = page.context();

  // The checkout with direct debit chosen leads to its own form.
  await page.goto(siteUrl(brand, '/credits/p0/sdd'));
  await page.getByRole('button', { name: 'Continue to direct debit' }).click();
  await expect(page).toHaveURL(/\/directdebit\?bundle=p0$/);
  await page.getByLabel('Account holder').fill('Max Janssen');
  await page.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 01');
  await page.getByLabel('Street').fill('Prinsengracht');
  await page.getByLabel('House number').fill('263');
  await page.getByLabel('Postcode').fill('1016 GV');
  await page.getByLabel('Town or city').fill('Amsterdam');
  await page.getByLabel('Mobile number').fill('+31 6 1234 5678');
  await page.getByText(/right of withdrawal/).click();
  await page.getByRole('button', { name: 'Send me the code' }).click();
  // A mistyped IBAN: its check digits give it away before anything is sent.
  await expect(page.getByText('This IBAN is not valid. Please check it.')).toBeVisible();
  await page.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00');
  await page.getByRole('button', { name: 'Send me the code' }).click();
  await expect(page.getByText(/ending in 78\./)).toBeVisible();

  // The text message, as the developer's outbox shows it.
  const outbox = siteRequest(brand, '/dev/sms.json');
  const texts = await (await request.get(outbox.url, { headers: { host: outbox.host } })).json();
  const code = (texts as { to: string; text: string }[])
    .find((text) => text.to === '+31612345678')
    ?.text.slice(0, 6);
  expect(code).toMatch(/^\d{6}$/);
  const codeField = page.getByLabel('Code from the text message');
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: /^Confirm and pay/ }).click();
  await expect(page.getByText('Code invalid')).toBeVisible();
  await codeField.fill(code ?? '');
  await page.getByRole('button', { name: /^Confirm and pay/ }).click();

  // The sandbox collects the debit and reports it like any other payment.
  await expect(page).toHaveURL(/\/transactions\/pay_[A-Za-z0-9]{24}$/);
  await expect(page.getByText('Payment received')).toBeVisible({ timeout: PROVIDER_LATENESS_MS });
  await expect(page.getByText('50 credits have been added to your account.')).toBeVisible();
  await context.close();
});

test('a member withdraws from a purchase in two steps, gets the confirmation by mail and the refund', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const page = await loggedIn(browser, brand, 'premium');
  const context = page.context();
  const login = demoLogins(brand).find((candidate) => candidate.kind === 'premium');
  const before = await creditsOf(page);

  // A purchase of the smallest package with iDEAL.
  await page.goto(siteUrl(brand, '/credits/p0/ideal'));
  await page.getByText(/right of withdrawal/).click();
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Payment received')).toBeVisible({ timeout: PROVIDER_LATENESS_MS });
  const paymentUrl = page.url();
  const paymentId = paymentUrl.split('/').at(-1);

  // The purchase's page leads to the withdrawal function, the purchase chosen.
  await page
    .getByText(/You can withdraw from this purchase until the end of/)
    .getByRole('link', { name: 'Withdraw from contract here' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/withdrawal\\?payment=${paymentId}$`));
  await expect(
    page.getByRole('heading', { name: 'Step 1 of 2: choose the purchase' }),
  ).toBeVisible();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(page.getByText('You get your money back')).toBeVisible();
  await expect(page.getByText(login?.email ?? '')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
  const received = page.getByText(/^We received your withdrawal on .* UTC$/);
  await expect(received).toBeVisible();
  const reference = (await page.getByText(/filed under the reference/).textContent())?.match(
    /W-[0-9A-F]{10}/,
  )?.[0];
  expect(reference).toBeDefined();
  expect(await creditsOf(page)).toBe(before);

  // The confirmation, on a durable medium: the mail with the reference and the time, in the
  // account's language (the demo member's is Dutch).
  const outbox = siteRequest(brand, '/dev/mail.json');
  await expect
    .poll(async () => {
      const mails = await (
        await request.get(outbox.url, { headers: { host: outbox.host } })
      ).json();
      return (mails as { to: string; subject: string }[]).find(
        (mail) => mail.to === login?.email && mail.subject.includes(reference ?? '-'),
      )?.subject;
    })
    .toBe(`${brand.name}: we hebben je herroeping ontvangen (${reference})`);

  // The sandbox refunds the payment and reports it like any other change, maybe late.
  await expect
    .poll(
      () =>
        page.evaluate(async (id) => {
          const answer = await fetch(`/api/payment.php?id=${id}`);
          return (await answer.json()).payment.state as string;
        }, paymentId),
      { timeout: PROVIDER_LATENESS_MS },
    )
    .toBe('refunded');
  await page.goto(paymentUrl);
  await expect(page.getByText('Payment refunded')).toBeVisible();
  expect(await creditsOf(page)).toBe(before);
  await context.close();
});

import { demoOperators } from '@dating/server';
import { expect, test } from '@playwright/test';
import { inBackOffice } from './login.js';
import { demoBrand, siteUrl } from './site.js';

test('an admin adds a chat operator, who cannot open the audit log, where the admin finds it all', async ({
  browser,
}) => {
  const brand = demoBrand();
  const admin = demoOperators(brand).find((operator) => operator.roles.includes('admin'));
  if (!admin) throw new Error('The demo team has an admin');
  const office = await inBackOffice(browser, brand, admin);
  const nav = office.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link')).toHaveText([
    /Chat inbox/,
    'Personas',
    'Saved replies',
    'Photos',
    'Profile texts',
    'Reports',
    'Appeals',
    'Transparency',
    'Insight',
    'Members',
    'Discount codes',
    'Team',
    'Audit log',
  ]);

  // The brand's last 30 days: totals, five charts, where members came from, what waits.
  await nav.getByRole('link', { name: 'Insight' }).click();
  await expect(office.getByRole('heading', { level: 2, name: 'Insight' })).toBeVisible();
  await expect(office.getByRole('img')).toHaveCount(5);
  await expect(office.getByRole('img', { name: 'Sign-ups and confirmations' })).toBeVisible();
  await expect(office.getByRole('table', { name: 'Waiting for the team' })).toBeVisible();
  await office.screenshot({ path: test.info().outputPath('insight.png'), fullPage: true });

  // The admin adds Kai to the team, with the chat role only; the password shows once.
  await nav.getByRole('link', { name: 'Team' }).click();
  const email = `kai-${Date.now().toString(36)}@${brand.domain}`;
  const form = office.getByRole('region', { name: 'Add an operator' });
  await form.getByLabel('Name').fill('Kai');
  await form.getByLabel('E-mail address').fill(email);
  await expect(form.getByRole('checkbox', { name: /^Chat/ })).toBeChecked();
  await form.getByRole('button', { name: 'Add operator' }).click();
  const shown = office.getByRole('dialog', { name: `Password for ${email}` });
  const password = (await shown.locator('code').textContent()) ?? '';
  expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
  await shown.getByRole('button', { name: 'I have noted it' }).click();
  await expect(office.getByRole('rowheader', { name: new RegExp(email) })).toBeVisible();

  // Kai logs in: the chat inbox and the personas are all Kai's roles open; the audit log is not Kai's, and the
  // server refuses its calls to Kai too.
  const kai = await inBackOffice(browser, brand, { email, password });
  await expect(kai.getByText('Logged in as Kai')).toBeVisible();
  const kaiNav = kai.getByRole('navigation', { name: 'Back office' });
  await expect(kaiNav.getByRole('link')).toHaveText([/Chat inbox/, 'Personas', 'Saved replies']);
  await kai.goto(siteUrl(brand, '/operator/audit'));
  await expect(
    kai.getByRole('heading', { level: 2, name: 'Not part of your roles' }),
  ).toBeVisible();
  const refused = await kai.evaluate(async () => {
    const response = await fetch('/api/operator/audit.php');
    return { status: response.status, error: (await response.json()).error };
  });
  expect(refused).toEqual({ status: 403, error: 'role_required' });

  // A discount code for the newsletter: the brand's members can use it from now on.
  await nav.getByRole('link', { name: 'Discount codes' }).click();
  const code = `NEWS-${Date.now().toString(36).toUpperCase()}`;
  const codeForm = office.getByRole('region', { name: 'Add a discount code' });
  await codeForm.getByRole('textbox', { name: /^Code/ }).fill(code.toLowerCase());
  await codeForm.getByText('Once in all', { exact: true }).click();
  await expect(codeForm.getByRole('radio', { name: 'Once in all' })).toBeChecked();
  await codeForm.getByRole('button', { name: 'Add code' }).click();
  await expect(codeForm.getByText(`${code} is active`)).toBeVisible();
  const codeRow = office.getByRole('row', { name: new RegExp(code) });
  await expect(codeRow).toContainText('Once in all');
  await expect(codeRow).toContainText('Every order');

  // The admin finds Kai's arrival and first login in the audit log, each with who did it.
  await nav.getByRole('link', { name: 'Audit log' }).click();
  await office.getByRole('searchbox', { name: 'Search' }).fill(email);
  await office.getByRole('button', { name: 'Search', exact: true }).click();
  const entries = office.getByRole('table', { name: 'Entries' });
  await expect(entries.getByRole('row')).toHaveCount(3);
  const added = entries.getByRole('row', { name: /Added an operator/ });
  await expect(added).toContainText(admin.name);
  await expect(added).toContainText('Roles: Chat');
  await expect(entries.getByRole('row', { name: /Logged in/ })).toContainText('Kai');
  // And the discount code, with its terms.
  await office.getByRole('searchbox', { name: 'Search' }).fill(code);
  await office.getByRole('button', { name: 'Search', exact: true }).click();
  const codeEntry = entries.getByRole('row', { name: /Added a discount code/ });
  await expect(codeEntry).toContainText(admin.name);
  await expect(codeEntry).toContainText('Use: Once in all');
});

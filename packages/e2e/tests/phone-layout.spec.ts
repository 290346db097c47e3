import { demoLogins } from '@dating/server';
import { expect, type Page, test } from '@playwright/test';
import { rememberTimeBonusClosed } from './remembered.js';
import { builtBrands, demoBrand, siteUrl } from './site.js';

const brand = demoBrand();
const member = demoLogins(brand).find((login) => login.kind === 'free')!;

test.use({ locale: 'en-US', viewport: { width: 375, height: 740 } });

/** A first-time visitor confirms the adults-only notice; the member closed the bonus's pop-up before. */
async function enterSite(page: Page, path = '/') {
  await rememberTimeBonusClosed(page);
  await page.goto(siteUrl(brand, path));
  const warning = page.getByRole('dialog', { name: 'Adults only' });
  await warning.getByRole('button', { name: 'I am 18 or older, enter' }).click();
  await expect(warning).toBeHidden();
}

test('a member on a phone: top bar and tab bar within 120 px, every item two taps away, the swipe game on one screen', async ({
  page,
}) => {
  await enterSite(page, '/login');
  await page.getByLabel('Email address').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/members$/);

  const tabs = page.getByRole('navigation', { name: 'Member navigation' });
  await expect(tabs).toBeVisible();
  const header = await page.getByRole('banner').boundingBox();
  const bar = await tabs.boundingBox();
  expect((header?.height ?? 999) + (bar?.height ?? 999)).toBeLessThanOrEqual(120);

  await expect(tabs.getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');
  for (const [name, href] of [
    ['Likes', '/likes'],
    ['Messages', '/chats'],
    ['Premium', '/premium'],
  ] as const) {
    // The name, then what its badge says (unread messages arrive with the live connection).
    await expect(tabs.getByRole('link', { name: new RegExp(`^${name}\\b`) })).toHaveAttribute(
      'href',
      href,
    );
  }
  await tabs.getByRole('button', { name: 'Account' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['My profile', 'Settings', 'Logout']);
  await menu.getByRole('menuitem', { name: 'My profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('navigation', { name: 'Profile sections' })).toBeVisible();
  // Focus moved to the new page's title, with no ring after a tap.
  const title = page.getByRole('heading', { level: 1, name: 'My profile' });
  await expect(title).toBeFocused();
  await expect(title).toHaveCSS('outline-style', 'none');

  // The swipe game fits one phone screen: the card, Pass and Like without scrolling (in this
  // test, whose login it shares: the e2e run stays within the 30 logins per 15 minutes).
  await page.goto(siteUrl(brand, '/swipe-game'));
  const like = page.getByRole('button', { name: 'Like', exact: true });
  await expect(like).toBeVisible();
  const pass = page.getByRole('button', { name: 'Pass', exact: true });
  await expect(like).toBeInViewport({ ratio: 1 });
  await expect(pass).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // Above the tab bar, which lies over the bottom of the screen; the card above them, whole.
  const tabBar = await tabs.boundingBox();
  for (const button of [like, pass]) {
    const box = await button.boundingBox();
    expect((box?.y ?? 999) + (box?.height ?? 0)).toBeLessThanOrEqual(tabBar?.y ?? 0);
  }
  await expect(page.getByRole('main').getByRole('article').last()).toBeInViewport({ ratio: 1 });
});

test('photo cards sit two to a row, the first row loading at once with 2x thumbnails', async ({
  page,
}) => {
  await enterSite(page, '/login');
  await page.getByLabel('Email address').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  const results = page.getByRole('region', { name: 'Search results' });
  const cards = results.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(second?.y).toBe(first?.y);
  expect(first?.height).toBe(second?.height);

  const photo = results.locator('img').first();
  await expect(photo).toHaveAttribute('loading', 'eager');
  await expect(photo).toHaveAttribute('fetchpriority', 'high');
  const srcset = (await photo.getAttribute('srcset')) ?? '';
  const double = /, (\S+-thumb-2x\.jpg) 2x$/.exec(srcset)?.[1];
  expect(double, srcset).toBeTruthy();
  // Fetched by the page: Node does not resolve *.localhost names, Chromium does.
  const served = await page.evaluate(async (url) => {
    const response = await fetch(url);
    return { status: response.status, type: response.headers.get('content-type') };
  }, double as string);
  expect(served).toEqual({ status: 200, type: 'image/jpeg' });
  await expect(results.locator('img').nth(7)).toHaveAttribute('loading', 'lazy');
});

test("the home page shows the brand's hero (else the theme's mosaic), and a theme with web fonts ships and preloads them", async ({
  page,
}) => {
  await enterSite(page);
  // Lovely has a hero of its own: the phone gets it in AVIF, at a width for its screen.
  const hero = page.getByRole('main').locator('picture img');
  await expect
    .poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  expect(await hero.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
    /\/brand\/hero-\d+\.avif$/,
  );

  // Amigos has none: the theme's mosaic, and its theme's web fonts.
  const withFonts = builtBrands().find((candidate) => candidate.theme === 'midnight');
  if (!withFonts)
    throw new Error('no built demo brand uses the midnight theme, whose fonts this checks');
  await page.goto(siteUrl(withFonts, '/'));
  const mosaic = page.getByRole('main').locator('img[src="/theme/hero.webp"]');
  await expect
    .poll(() => mosaic.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveAttribute(
    'href',
    '/theme/fonts/inter-latin-wght-normal.woff2',
  );
  const statuses = await page.evaluate(async () =>
    Promise.all(
      ['inter-latin-wght-normal.woff2', 'inter-latin-ext-wght-normal.woff2'].map(
        async (file) => (await fetch(`/theme/fonts/${file}`)).status,
      ),
    ),
  );
  expect(statuses).toEqual([200, 200]);
  // The theme's font is declared by the site and loads from those files.
  const loaded = await page.evaluate(async () =>
    (await document.fonts.load('16px Inter')).map((face) => [face.family, face.status]),
  );
  expect(loaded).toContainEqual(['Inter', 'loaded']);
});

test('entering the site and each signup step start at the top: the header and Login stay in view', async ({
  page,
}) => {
  await enterSite(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeInViewport();

  // On a phone, signup is a page: the account step, filled in down to its button at the bottom.
  await page.getByRole('link', { name: 'Sign up for free' }).first().click();
  const signup = page.getByRole('main');
  await signup.getByText('Woman', { exact: true }).click();
  await signup.getByText('Men', { exact: true }).click();
  await signup.getByRole('textbox', { name: /Username/ }).fill(`Phone${Date.now() % 100_000}`);
  await signup
    .getByRole('textbox', { name: /Email address/ })
    .fill(`phone-${Date.now()}@example.org`);
  await signup.getByLabel(/^Password/).fill('a phone password 1');
  await signup
    .getByRole('group', { name: 'Date of birth' })
    .getByRole('spinbutton', { name: /month/i })
    .click();
  await page.keyboard.type('04021995');
  await signup.getByRole('button', { name: 'Create my free account' }).click();

  // Each later step opens at the top, wherever the last step's button was.
  for (const title of [
    'Add a photo of yourself',
    'Where you live and what you look like',
    'Tell others about yourself',
  ]) {
    await expect(page.getByRole('heading', { name: title })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY), title).toBe(0);
    await page.getByRole('button', { name: 'Skip' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Never miss a message' })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

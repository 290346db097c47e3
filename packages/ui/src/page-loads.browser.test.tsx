import { PROGRESS_THROTTLE_MS } from '@dating/logic';
import { render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Link } from './components/Link.js';
import { DefaultLayout } from './layouts/DefaultLayout.js';
import { lazyPage, pendingPageLoads } from './page-loads.js';
import { Route, Routes } from './router.js';
import { CHUNK_RELOAD_KEY } from './screens/RouteErrorScreen.js';
import { renderSite } from './test/render-site.js';

function SlowPage() {
  return <h1>Slow page</h1>;
}

/** A page whose code arrives when the test calls `arrive()`. */
function latePage() {
  let arrive: () => void = () => {
    throw new Error('The page was never requested');
  };
  const Page = lazyPage(
    () =>
      new Promise((resolve) => {
        arrive = () => resolve(SlowPage);
      }),
  );
  return { Page, arrive: () => arrive() };
}

async function renderWithSlowRoute(Page: ComponentType) {
  return renderSite({
    url: '/',
    children: (
      <DefaultLayout>
        <Routes>
          <Route path="/">
            <Link to="/slow">Go to the slow page</Link>
          </Route>
          <Route path="/slow">
            <Page />
          </Route>
        </Routes>
      </DefaultLayout>
    ),
  });
}

describe('navigation progress while a page loads', () => {
  it('shows the bar after 200 ms while the next page loads, keeping the current page', async () => {
    const { Page, arrive } = latePage();
    const { location, stores } = await renderWithSlowRoute(Page);
    await userEvent.click(await screen.findByRole('link', { name: 'Go to the slow page' }));

    await expect.poll(() => pendingPageLoads()).toBe(1);
    await stores.clock.advance(PROGRESS_THROTTLE_MS - 1);
    expect(screen.queryByRole('progressbar')).toBeNull();
    await stores.clock.advance(1);
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    // The navigation is a transition: the current page stays until the next one is ready.
    expect(screen.getByRole('link', { name: 'Go to the slow page' })).toBeVisible();

    arrive();
    expect(await screen.findByRole('heading', { level: 1, name: 'Slow page' })).toBeVisible();
    await expect.poll(() => location().pathname).toBe('/slow');
    expect(pendingPageLoads()).toBe(0);
    // The bar completes, then goes after the same short wait.
    await expect
      .poll(() => screen.queryByRole('progressbar')?.getAttribute('data-phase'))
      .toBe('done');
    await stores.clock.advance(PROGRESS_THROTTLE_MS);
    await expect.poll(() => screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows no bar when the page code arrives within 200 ms', async () => {
    const { Page, arrive } = latePage();
    const { stores } = await renderWithSlowRoute(Page);
    await userEvent.click(await screen.findByRole('link', { name: 'Go to the slow page' }));
    await expect.poll(() => pendingPageLoads()).toBe(1);
    await stores.clock.advance(PROGRESS_THROTTLE_MS - 1);
    arrive();
    expect(await screen.findByRole('heading', { level: 1, name: 'Slow page' })).toBeVisible();
    await stores.clock.advance(PROGRESS_THROTTLE_MS * 2);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the error page when the code fails to download, and tries again later', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    const Page = lazyPage(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return SlowPage;
    });
    const { stores } = await renderWithSlowRoute(Page);
    // A reload happened less than a minute ago, so the failure does not reload the page again.
    stores.storage.setItem(CHUNK_RELOAD_KEY, String(stores.clock.now()));
    await userEvent.click(await screen.findByRole('link', { name: 'Go to the slow page' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
    expect(screen.getByText('Error 500')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

    await userEvent.click(screen.getByRole('link', { name: 'Back to the home page' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Go to the slow page' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Slow page' })).toBeVisible();
    expect(attempts).toBe(2);
    vi.restoreAllMocks();
  });

  it('renders a preloaded page at once, without suspending (what hydration needs)', async () => {
    const { Page, arrive } = latePage();
    const preloading = Page.preload();
    arrive();
    await preloading;
    render(
      <Suspense fallback={<p>Waiting for the page</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Slow page' })).toBeVisible();
    expect(screen.queryByText('Waiting for the page')).toBeNull();
  });
});

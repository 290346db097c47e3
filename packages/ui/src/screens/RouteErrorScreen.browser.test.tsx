import { createFixtureStores } from '@dating/logic/testing';
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Link } from '../components/Link.js';
import { createSiteI18n } from '../i18n.js';
import { DefaultLayout } from '../layouts/DefaultLayout.js';
import { Route, Routes } from '../router.js';
import { SiteApp } from '../SiteApp.js';
import { renderSite } from '../test/render-site.js';
import { CHUNK_RELOAD_KEY, PageError, RouteErrorScreen } from './RouteErrorScreen.js';

function Broken({ error }: { error: unknown }): never {
  throw error;
}

/** The error screen for `error`, shown afresh each time "Fail again" is pressed. */
function FailingAgain({ error, reload }: { error: unknown; reload: () => void }) {
  const [round, setRound] = useState(1);
  return (
    <>
      <button type="button" onClick={() => setRound(round + 1)}>
        Fail again
      </button>
      <RouteErrorScreen key={round} error={error} reload={reload} />
    </>
  );
}

async function renderFailingPage(error: unknown) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return renderSite({
    url: '/broken',
    children: (
      <DefaultLayout>
        <Routes>
          <Route path="/">
            <Link to="/broken">Open the broken page</Link>
          </Route>
          <Route path="/broken">
            <Broken error={error} />
          </Route>
        </Routes>
      </DefaultLayout>
    ),
  });
}

describe('route errors', () => {
  it('replaces a failing page by the error page (500, "Error") inside the layout', async () => {
    const { location } = await renderFailingPage(new Error('Something broke'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
    expect(screen.getByText('Error 500')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();

    await userEvent.click(screen.getByRole('link', { name: 'Back to the home page' }));
    expect(await screen.findByRole('link', { name: 'Open the broken page' })).toBeVisible();
    await expect.poll(() => location().pathname).toBe('/');
    vi.restoreAllMocks();
  });

  it('shows the status and message of a PageError', async () => {
    await renderFailingPage(new PageError(403, 'Members only'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Members only' })).toBeVisible();
    expect(screen.getByText('Error 403')).toBeVisible();
    vi.restoreAllMocks();
  });

  it('reloads after a failed page download at most once a minute', async () => {
    const stores = createFixtureStores();
    const i18n = await createSiteI18n('en');
    const reload = vi.fn();
    const failed = new TypeError('Failed to fetch dynamically imported module: /HomeScreen.js');
    render(
      <SiteApp stores={stores} i18n={i18n} url="/">
        <FailingAgain error={failed} reload={reload} />
      </SiteApp>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
    await expect.poll(() => reload.mock.calls.length).toBe(1);
    expect(stores.storage.getItem(CHUNK_RELOAD_KEY)).toBe(String(stores.clock.now()));

    await stores.clock.advance(59_000);
    await userEvent.click(screen.getByRole('button', { name: 'Fail again' }));
    await screen.findByRole('heading', { level: 1, name: 'Error' });
    expect(reload).toHaveBeenCalledTimes(1);

    await stores.clock.advance(2_000);
    await userEvent.click(screen.getByRole('button', { name: 'Fail again' }));
    await expect.poll(() => reload.mock.calls.length).toBe(2);
  });

  it('does not reload for other errors', async () => {
    const stores = createFixtureStores();
    const reload = vi.fn();
    render(
      <SiteApp stores={stores} i18n={await createSiteI18n('en')} url="/">
        <RouteErrorScreen error={new Error('Something broke')} reload={reload} />
      </SiteApp>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
    expect(reload).not.toHaveBeenCalled();
    expect(stores.storage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });
});

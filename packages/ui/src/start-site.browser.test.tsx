import { documentCookies } from '@dating/logic';
import { fixtureSettings, fixtureUser } from '@dating/logic/testing';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE_ENTRY_SKIPPED_KEY } from './layouts/SiteEntryWarning.js';
import { type StartedSite, startSite } from './start-site.js';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('startSite', () => {
  const testUrl = location.href;
  let site: StartedSite | undefined;

  afterEach(() => {
    site?.stop();
    site = undefined;
    history.replaceState(null, '', testUrl);
    documentCookies.set('i18n_redirected', '', { maxAgeDays: 0, path: '/', sameSite: 'lax' });
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('mounts the site with the baked-in brand, then loads settings and the member', async () => {
    const requests: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), location.origin);
        requests.push(url.pathname);
        if (url.pathname === '/api/settings.php') {
          return json(fixtureSettings({ name: 'Amora', index_title: 'Amora: love nearby' }));
        }
        if (url.pathname === '/api/user.php') return json({ user: null });
        return json({ error: 'not_found', message: 'Not found' }, 404);
      }),
    );
    documentCookies.set('i18n_redirected', 'nl', { maxAgeDays: 1, path: '/', sameSite: 'lax' });
    localStorage.setItem(SITE_ENTRY_SKIPPED_KEY, '1');
    history.replaceState(null, '', '/?network=partner');
    const element = document.createElement('div');
    document.body.append(element);

    site = await startSite({
      element,
      defaults: fixtureSettings({ name: 'Amora', languages: ['nl', 'fr', 'en'] }),
    });

    expect(await screen.findByRole('navigation', { name: 'Hoofdnavigatie' })).toBeVisible();
    expect(document.documentElement.lang).toBe('nl');
    await waitFor(() => expect(requests).toContain('/api/settings.php'));
    expect(requests).toContain('/api/user.php');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Amora: love nearby' }),
    ).toBeVisible();
    expect(site.stores.tracking.state.record?.network).toBe('partner');
    element.remove();
  });

  it("starts a lander in the language its address names, without taking it for the visitor's choice", async () => {
    const showcaseCalls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), location.origin);
        if (url.pathname === '/api/showcase.php') showcaseCalls.push(url.search);
        if (url.pathname === '/api/user.php') return json({ user: null });
        if (url.pathname === '/api/showcase.php') return json({ profiles: [] });
        return json(fixtureSettings({ name: 'Amora', languages: ['nl', 'fr', 'en'] }));
      }),
    );
    documentCookies.set('i18n_redirected', 'nl', { maxAgeDays: 1, path: '/', sameSite: 'lax' });
    localStorage.setItem(SITE_ENTRY_SKIPPED_KEY, '1');
    history.replaceState(null, '', '/landers/gallery/fra');
    const element = document.createElement('div');
    document.body.append(element);
    const defaults = fixtureSettings({ name: 'Amora', languages: ['nl', 'fr', 'en'] });
    site = await startSite({ element, defaults });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rencontrez les membres de Amora' }),
    ).toBeVisible();
    expect(document.documentElement.lang).toBe('fr');
    expect(documentCookies.get('i18n_redirected')).toBe('nl');
    // The members were asked for as the site started, once: the page found them there.
    expect(showcaseCalls).toEqual(['?count=12']);
    site.stop();
    element.remove();

    // A language Amora does not offer: the visitor's language, and the page is a 404.
    history.replaceState(null, '', '/landers/gallery/deu');
    const again = document.createElement('div');
    document.body.append(again);
    site = await startSite({ element: again, defaults });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Deze pagina kon niet worden gevonden',
      }),
    ).toBeVisible();
    expect(document.documentElement.lang).toBe('nl');
    again.remove();
  });

  it("opens an operator's own page with its text, which it asks for once, as the page starts", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), location.origin);
        if (url.pathname === '/api/user.php') return json({ user: null });
        return json(fixtureSettings({ name: 'Amora', languages: ['nl', 'en'] }));
      }),
    );
    documentCookies.set('i18n_redirected', 'nl', { maxAgeDays: 1, path: '/', sameSite: 'lax' });
    localStorage.setItem(SITE_ENTRY_SKIPPED_KEY, '1');
    history.replaceState(null, '', '/safety-tips');
    const element = document.createElement('div');
    document.body.append(element);
    const dutch = vi.fn(async () => '<p>Spreek af op een openbare plek.</p>');
    const english = vi.fn(async () => '<p>Meet in a public place.</p>');

    site = await startSite({
      element,
      defaults: fixtureSettings({ name: 'Amora', languages: ['nl', 'en'] }),
      pages: {
        'safety-tips': {
          nl: { title: 'Veilig daten', html: dutch },
          en: { title: 'Dating safely', html: english },
        },
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Veilig daten' })).toBeVisible();
    expect(screen.getByText('Spreek af op een openbare plek.')).toBeVisible();
    expect(dutch).toHaveBeenCalledOnce();
    // The other language's text is not downloaded; the footer links the page by its title.
    expect(english).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Veilig daten' })).toHaveAttribute(
      'href',
      '/safety-tips',
    );
    element.remove();
  });

  it('stops: unmounts the site and destroys its stores, so polling ends', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), location.origin);
        if (url.pathname === '/api/user.php') return json({ user: fixtureUser() });
        return json(fixtureSettings({ name: 'Amora' }));
      }),
    );
    localStorage.setItem(SITE_ENTRY_SKIPPED_KEY, '1');
    const element = document.createElement('div');
    document.body.append(element);
    const started = await startSite({ element, defaults: fixtureSettings({ name: 'Amora' }) });
    await waitFor(() => expect(started.stores.session.state.polling).toBe(true));

    started.stop();

    expect(started.stores.session.state.polling).toBe(false);
    expect(element).toBeEmptyDOMElement();
    started.stores.session.actions.startPolling();
    expect(started.stores.session.state.polling).toBe(false);
    element.remove();
  });

  it('tells the server by a beacon when the page of a member becomes hidden', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), location.origin);
        if (url.pathname === '/api/user.php') return json({ user: fixtureUser() });
        return json(fixtureSettings({ name: 'Amora' }));
      }),
    );
    const beacons: string[] = [];
    vi.spyOn(navigator, 'sendBeacon').mockImplementation((url) => {
      beacons.push(String(url));
      return true;
    });
    localStorage.setItem(SITE_ENTRY_SKIPPED_KEY, '1');
    const element = document.createElement('div');
    document.body.append(element);
    site = await startSite({ element, defaults: fixtureSettings({ name: 'Amora' }) });
    await waitFor(() => expect(site?.stores.session.state.user).not.toBeNull());
    const hide = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    hide('hidden');
    hide('visible');
    expect(beacons).toEqual(['/api/page-hidden.php']);
    delete (document as { visibilityState?: unknown }).visibilityState;
    vi.restoreAllMocks();
    element.remove();
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  Link,
  Navigate,
  NavLink,
  Route,
  Routes,
  SiteRouter,
  useLocation,
  useNavigate,
  useParams,
} from './router.js';

function Where() {
  const location = useLocation();
  return (
    <output aria-label="where">
      {`${location.pathname}${location.search}${location.hash} ${JSON.stringify(location.state)}`}
    </output>
  );
}

function Member() {
  const { id } = useParams();
  return <h1>Member {id}</h1>;
}

function Menu() {
  return (
    <nav aria-label="menu">
      <NavLink to="/members" end>
        Search
      </NavLink>
      <NavLink to="/likes">Likes</NavLink>
    </nav>
  );
}

function Buttons() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate({ search: '?page=2' })}>
        Page 2
      </button>
      <button
        type="button"
        onClick={() => navigate('/members/7', { replace: true, state: { from: 'test' } })}
      >
        Member 7
      </button>
    </>
  );
}

function Site({ url }: { url?: string }) {
  return (
    <SiteRouter url={url}>
      <Menu />
      <Buttons />
      <Where />
      <Routes>
        <Route path="/members">
          <h1>Search</h1>
          <Link to="/likes/received">Likes received</Link>
        </Route>
        <Route path="/members/:id">
          <Member />
        </Route>
        <Route path="/likes/:type">
          <h1>Likes</h1>
        </Route>
        <Route path="/old">
          <Navigate to="/members?from=old" replace />
        </Route>
        <Route>
          <h1>Not found</h1>
        </Route>
      </Routes>
    </SiteRouter>
  );
}

const where = () => screen.getByRole('status', { name: 'where' });

describe('the site router', () => {
  it('matches routes, reads params and falls back to the route without a path', async () => {
    render(<Site url="/members/42" />);
    expect(await screen.findByRole('heading', { name: 'Member 42' })).toBeVisible();
    render(<Site url="/nowhere" />);
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeVisible();
  });

  it('marks the current navigation link, exactly with `end`, else below it too', async () => {
    render(<Site url="/members" />);
    const menu = screen.getByRole('navigation', { name: 'menu' });
    const search = () => menu.querySelector('a[href="/members"]');
    const likes = () => menu.querySelector('a[href="/likes"]');
    expect(search()).toHaveAttribute('aria-current', 'page');
    expect(likes()).not.toHaveAttribute('aria-current');

    await userEvent.click(screen.getByRole('link', { name: 'Likes received' }));
    expect(await screen.findByRole('heading', { name: 'Likes' })).toBeVisible();
    expect(likes()).toHaveAttribute('aria-current', 'page');
    expect(search()).not.toHaveAttribute('aria-current');
  });

  it('navigates to parts of the location and carries state', async () => {
    render(<Site url="/members#top" />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await expect.element(where()).toHaveTextContent('/members?page=2 null');
    await userEvent.click(screen.getByRole('button', { name: 'Member 7' }));
    await expect.element(where()).toHaveTextContent('/members/7 {"from":"test"}');
  });

  it('redirects with Navigate', async () => {
    render(<Site url="/old" />);
    expect(await screen.findByRole('heading', { name: 'Search' })).toBeVisible();
    expect(where()).toHaveTextContent('/members?from=old null');
  });

  it('follows the address bar: links push, replace replaces, Back returns', async () => {
    const before = `${location.pathname}${location.search}`;
    onTestFinished(() => history.replaceState(null, '', before));
    history.pushState(null, '', '/members');
    render(<Site />);
    const entries = history.length;
    await userEvent.click(screen.getByRole('link', { name: 'Likes received' }));
    expect(await screen.findByRole('heading', { name: 'Likes' })).toBeVisible();
    expect(location.pathname).toBe('/likes/received');
    expect(history.length).toBe(entries + 1);
    // The link to where the site is already adds no entry.
    const menu = screen.getByRole('navigation', { name: 'menu' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Likes' }));
    await userEvent.click(within(menu).getByRole('link', { name: 'Likes' }));
    expect(location.pathname).toBe('/likes');
    expect(history.length).toBe(entries + 2);
    history.back();
    await expect.poll(() => location.pathname).toBe('/likes/received');

    history.back();
    expect(await screen.findByRole('heading', { name: 'Search' })).toBeVisible();
    expect(location.pathname).toBe('/members');

    await userEvent.click(screen.getByRole('button', { name: 'Member 7' }));
    expect(await screen.findByRole('heading', { name: 'Member 7' })).toBeVisible();
    expect(history.state).toEqual({ from: 'test' });
  });

  it('leaves a click with a modifier key to the browser (a new tab)', async () => {
    render(<Site url="/members" />);
    let routerPrevented: boolean | undefined;
    // After the site's handler: what it did, then stop the browser opening a tab in the test.
    const listener = (event: MouseEvent) => {
      routerPrevented = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', listener);
    onTestFinished(() => window.removeEventListener('click', listener));
    await userEvent.keyboard('{Control>}');
    await userEvent.click(screen.getByRole('link', { name: 'Likes received' }));
    await userEvent.keyboard('{/Control}');
    expect(routerPrevented).toBe(false);
    expect(where()).toHaveTextContent('/members null');

    await userEvent.click(screen.getByRole('link', { name: 'Likes received' }));
    expect(routerPrevented).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Likes' })).toBeVisible();
  });
});

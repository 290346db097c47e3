import { SiteRoutes } from '@dating/ui';
import { within } from 'storybook/test';
import type { SiteParameters, UserChanges } from './site-parameters';

/**
 * A member who has just signed up: address not confirmed yet, nothing but the account step's
 * answers in the profile (no photo, town, details, interests or "about me").
 */
export const NEW_MEMBER: UserChanges = {
  status: 'not_confirmed',
  profile: {
    main_image: null,
    photos: [],
    private_photos: [],
    city: null,
    region: null,
    region_code: null,
    hair_color: null,
    eye_color: null,
    body_type: null,
    relationship_status: null,
    tattoos: null,
    interests: [],
    notes: null,
  },
};

/**
 * A story showing the whole site (layout and route table) at `site.route` instead of one screen:
 * for redirects, e.g. a visitor sent from a members-only page to the login page. `inMain` leaves
 * such a story alone (the layout has its own `<main>`).
 */
export function onWholeSite(site: SiteParameters) {
  return {
    render: () => <SiteRoutes />,
    parameters: { site, wholeSite: true },
  };
}

/**
 * How long a story waits for a page whose code loads lazily: in the stories' test run, Vite
 * compiles each page's code when it is first asked for, which takes seconds on a machine whose
 * cores are busy with something else (a full test run beside another).
 */
export const PAGE_LOAD_TIMEOUT = 15_000;

/** Waits until the page shown is the one with this level-1 heading (after lazy loads, redirects). */
export function findPage(canvasElement: HTMLElement, title: string): Promise<HTMLElement> {
  return within(canvasElement).findByRole(
    'heading',
    { level: 1, name: title },
    { timeout: PAGE_LOAD_TIMEOUT },
  );
}

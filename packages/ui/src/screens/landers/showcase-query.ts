import type { ShowcaseQuery } from '@dating/contract';

/**
 * The members every lander asks for: one query for all designs (each shows as many as it has
 * places for), so that the site can ask for them as it starts, before the page's code has
 * hydrated (the route's `prefetch`), and the design finds them there. The map lander also wants
 * where its members' towns lie.
 */
export function landerShowcaseQuery(name: string): ShowcaseQuery {
  return name === 'maplanding' ? { count: 12, positions: '1' } : { count: 12 };
}

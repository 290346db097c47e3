/**
 * Where a built site (`sites/<slug>/dist`) keeps its server entry: the build's server render of
 * the site (`src/prerender.tsx`), which the server loads to render a page with live data for a
 * request (a lander with the brand's members). Each build writes it to a folder of its own in
 * here, named in `prerendered/pages.json` (`serverEntry`): a server that loaded one build's entry
 * loads the next build's anew, never a mix of both. Never served.
 */
export const SITE_SERVER_DIR = '.server';

/**
 * What follows the root element of a prerendered page: the server puts a page rendered for the
 * request in place of everything from `<div id="root"` to it.
 */
export const ROOT_END_MARKER = '<!--/#root-->';

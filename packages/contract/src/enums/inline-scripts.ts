/**
 * The one inline script of the sites, at the top of every prerendered page's head. A form sent
 * before its component has hydrated would go the browser's way: a GET of the page with every
 * field in the address (a login's password too), and a reload. The script stops that submit and
 * keeps it in `window.__heldSubmit` (the form and the button that sent it); the site sends it
 * once the form has hydrated and has what was typed (`replayTyped` of `@dating/ui`). A hydrated
 * form is left to React, whose `onSubmit` prevents the browser's way, and so is a
 * `method="dialog"` form, which only closes its dialog (the site-entry warning before hydration).
 *
 * Here, in the contract's constants, because two sides need the exact text: the generator writes it into the
 * pages, and the server allows exactly it, by its hash, in the sites' content security policy.
 */
export const HOLD_SUBMIT_SCRIPT =
  "addEventListener('submit',function(e){var f=e.target;" +
  "if(!(f instanceof HTMLFormElement)||f.method==='dialog'||" +
  "Object.keys(f).some(function(k){return k.indexOf('__reactProps$')===0}))return;" +
  'e.preventDefault();window.__heldSubmit={form:f,submitter:e.submitter||null}},true)';

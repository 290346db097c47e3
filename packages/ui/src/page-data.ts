import type { ShowcaseProfile, ShowcaseQuery } from '@dating/contract';
import type { Stores } from '@dating/logic';

/**
 * The data a page was rendered with by the server for this request (a lander with the brand's
 * members: `renderLiveSitePage`), carried in the page (`<script type="application/json"
 * id="page-data">`), so that the browser hydrates the page with what the HTML shows.
 */
export interface PageData {
  showcase?: { query: ShowcaseQuery; profiles: readonly ShowcaseProfile[] };
}

/** The id of the element that carries a page's {@link PageData}. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** The data the stores hold for the page they rendered (its members), if any. */
export function pageDataOf(stores: Stores): PageData | undefined {
  const { status, query, profiles } = stores.showcase.state;
  return status === 'ready' && query && profiles ? { showcase: { query, profiles } } : undefined;
}

/** Gives the stores the data a page came with: the page shows it from its first render on. */
export function receivePageData(stores: Stores, data: PageData): void {
  if (data.showcase) stores.showcase.actions.receive(data.showcase.query, data.showcase.profiles);
}

/**
 * The element that carries a page's data: JSON that no text in it can end early (`<` written as
 * `\u003c`, so a member's `</script>` stays text), which the browser never runs (the sites'
 * Content Security Policy applies to scripts it would run).
 */
export function pageDataElement(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}

/** The data the page came with, or undefined without any (a page the build rendered). */
export function readPageData(document: Document): PageData | undefined {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as PageData;
    const showcase = data?.showcase;
    if (showcase && !(Array.isArray(showcase.profiles) && showcase.query)) return undefined;
    return data;
  } catch {
    return undefined;
  }
}

import {
  type Language,
  LEGAL_PAGES,
  type LegalPage,
  type PageOverride,
  type PageOverrides,
} from '@dating/contract/enums';
import { mainLanguageOf, ownPageTokens } from '@dating/contract/rules';
import { createContext, type ReactNode, use, useContext } from 'react';
import { useLocale, useSettings } from './stores-context.js';

const PageOverridesContext = createContext<PageOverrides>({});

/** Props of {@link PageOverridesProvider}. */
export interface PageOverridesProviderProps {
  /** The operator's versions of legal pages (`sites/<slug>/pages/*.md`, by the generator). */
  pages: PageOverrides | undefined;
  children: ReactNode;
}

/** Gives the site's pages the operator's versions of its legal pages. */
export function PageOverridesProvider({ pages, children }: PageOverridesProviderProps) {
  return <PageOverridesContext value={pages ?? {}}>{children}</PageOverridesContext>;
}

/** An operator's page as a visitor sees it: the version shown and the language it is in. */
export interface ShownPage {
  page: PageOverride;
  language: Language;
}

/**
 * The version of an operator's page (`PageOverrides` key) a visitor sees: a legal page in the
 * operator's words only in the visitor's language (else the product's document is shown); a page
 * of the operator's own in the visitor's language, else in the brand's main one (every own page
 * has that version: the generator checks).
 */
export function shownPage(
  pages: PageOverrides,
  key: string,
  language: Language,
  domainLanguage: string,
): ShownPage | undefined {
  const versions = pages[key];
  if (!versions) return undefined;
  if (versions[language]) return { page: versions[language], language };
  if ((LEGAL_PAGES as readonly string[]).includes(key)) return undefined;
  const main = mainLanguageOf(domainLanguage);
  const page = versions[main];
  return page ? { page, language: main } : undefined;
}

// Each version's text, asked for once: the promise, and the HTML once it is there.
const texts = new WeakMap<PageOverride, { promise: Promise<string>; html?: string }>();

/**
 * Loads the text of a version of an operator's page (its own chunk), once; a failed download is
 * tried again the next time.
 */
export function loadPageText(page: PageOverride): Promise<string> {
  const known = texts.get(page);
  if (known) return known.promise;
  const entry: { promise: Promise<string>; html?: string } = {
    promise: page.html().then(
      (html) => {
        entry.html = html;
        return html;
      },
      (error: unknown) => {
        texts.delete(page);
        throw error;
      },
    ),
  };
  texts.set(page, entry);
  return entry.promise;
}

/**
 * The HTML of a version of an operator's page: at once when it has loaded (as before hydrating a
 * prerendered page, see `preloadPageAt`), else the page suspends until it has.
 */
export function usePageText(page: PageOverride): string {
  return texts.get(page)?.html ?? use(loadPageText(page));
}

/** The operator's version of a legal page in the visitor's language, if the brand has one. */
export function usePageOverride(page: LegalPage): PageOverride | undefined {
  const { language } = useLocale();
  const settings = useSettings();
  return shownPage(useContext(PageOverridesContext), page, language, settings.domain_language)
    ?.page;
}

/** The operator's own pages as the visitor sees them (`shownPage`), by token. */
function useOwnPages(): Map<string, ShownPage> {
  const { language } = useLocale();
  const settings = useSettings();
  const pages = useContext(PageOverridesContext);
  const shown = new Map<string, ShownPage>();
  for (const token of ownPageTokens(pages)) {
    const page = shownPage(pages, token, language, settings.domain_language);
    if (page) shown.set(token, page);
  }
  return shown;
}

/** A page of the operator's own (`/{token}`), or undefined for a token that is none. */
export function useOwnPage(token: string | undefined): ShownPage | undefined {
  const pages = useOwnPages();
  return token === undefined ? undefined : pages.get(token);
}

/** The operator's own pages as the footer links them, in the order of their addresses. */
export function useOwnPageLinks(): { href: string; title: string }[] {
  return [...useOwnPages()].map(([token, { page }]) => ({ href: `/${token}`, title: page.title }));
}

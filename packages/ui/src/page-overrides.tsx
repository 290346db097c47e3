import type { Language, LegalPage, PageOverride, PageOverrides } from '@dating/contract/enums';
import { mainLanguageOf, ownPageTokens } from '@dating/contract/rules';
import { createContext, type ReactNode, useContext } from 'react';
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

/** The operator's version of a legal page in the visitor's language, if the brand has one. */
export function usePageOverride(page: LegalPage): PageOverride | undefined {
  const { language } = useLocale();
  return useContext(PageOverridesContext)[page]?.[language];
}

/**
 * The operator's own pages in the visitor's language, else in the brand's main language (every own
 * page has that version: the generator checks), each with the language it is in, by token.
 */
function useOwnPages(): Map<string, { page: PageOverride; language: Language }> {
  const { language } = useLocale();
  const settings = useSettings();
  const pages = useContext(PageOverridesContext);
  const main = mainLanguageOf(settings.domain_language);
  const shown = new Map<string, { page: PageOverride; language: Language }>();
  for (const token of ownPageTokens(pages)) {
    const versions = pages[token] ?? {};
    const inLanguage = versions[language] ? language : main;
    const page = versions[inLanguage];
    if (page) shown.set(token, { page, language: inLanguage });
  }
  return shown;
}

/** A page of the operator's own (`/{token}`), or undefined for a token that is none. */
export function useOwnPage(
  token: string | undefined,
): { page: PageOverride; language: Language } | undefined {
  const pages = useOwnPages();
  return token === undefined ? undefined : pages.get(token);
}

/** The operator's own pages as the footer links them, in the order of their addresses. */
export function useOwnPageLinks(): { href: string; title: string }[] {
  return [...useOwnPages()].map(([token, { page }]) => ({ href: `/${token}`, title: page.title }));
}

import type { Language, LegalPage, PageOverride, PageOverrides } from '@dating/contract/enums';
import { ownPageTokens } from '@dating/contract/rules';
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
 * A page of the operator's own (`/{token}`): in the visitor's language, else in the brand's main
 * language (every own page has that version: the generator checks), with the language it is in;
 * undefined for a token that is no own page of the brand.
 */
export function useOwnPage(
  token: string | undefined,
): { page: PageOverride; language: Language } | undefined {
  const { language } = useLocale();
  const settings = useSettings();
  const pages = useContext(PageOverridesContext);
  if (!token || !ownPageTokens(pages).includes(token)) return undefined;
  const versions = pages[token] ?? {};
  const main = settings.domain_language.slice(0, 2) as Language;
  const shown = versions[language] ? language : main;
  const page = versions[shown];
  return page ? { page, language: shown } : undefined;
}

import type { LegalPage, PageOverride, PageOverrides } from '@dating/contract/enums';
import { createContext, type ReactNode, useContext } from 'react';
import { useLocale } from './stores-context.js';

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

import type { Language, LegalPage, PageOverride } from '@dating/contract/enums';
import type { ComponentType } from 'react';
import { useOwnPage, usePageOverride, usePageText } from '../../page-overrides.js';
import { useParams } from '../../router.js';
import { useLocale, useSettings } from '../../stores-context.js';
import { ErrorScreen } from '../ErrorScreen.js';
import styles from './legal.module.css';

/** Props of {@link OperatorPage}. */
interface OperatorPageProps {
  /** The page as the operator wrote it, rendered by the generator. */
  page: PageOverride;
  /** The language it is written in, where it is not the page's (an own page's fallback). */
  language?: Language;
}

/**
 * A legal page in the operator's own words (`sites/<slug>/pages/<page>.<lang>.md`): its title as
 * the page's heading and the tab's, then the text. The generator rendered the Markdown without
 * raw HTML and with safe links only, so the HTML holds nothing the operator typed as markup.
 */
function OperatorPage({ page, language }: OperatorPageProps) {
  const settings = useSettings();
  const html = usePageText(page);
  return (
    <article className={styles.document} lang={language}>
      <header className={styles.header}>
        <title>{`${page.title} | ${settings.name}`}</title>
        <h1 className={styles.title}>{page.title}</h1>
      </header>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by the generator from Markdown without raw HTML (markdown-it, html off, its link check) */}
      <div className={styles.operatorText} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}

/** Props of {@link LegalPageOrOperatorPage}. */
export interface LegalPageOrOperatorPageProps {
  page: LegalPage;
  /** The product's document of the page. */
  product: ComponentType;
}

/**
 * A legal page in the operator's own words where the brand has its version of it in the
 * visitor's language (`usePageOverride`), else the product's document.
 */
export function LegalPageOrOperatorPage({ page, product: Product }: LegalPageOrOperatorPageProps) {
  const override = usePageOverride(page);
  return override ? <OperatorPage page={override} /> : <Product />;
}

/**
 * A page of the operator's own at `/{token}` (`sites/<slug>/pages/<token>.<lang>.md`), in the
 * visitor's language or else the brand's main one (marked with its `lang`); the 404 page for an
 * address of that shape that is no page of the brand.
 */
export function OwnPage() {
  const { token } = useParams();
  const own = useOwnPage(token);
  const { language } = useLocale();
  if (!own) return <ErrorScreen status={404} />;
  return (
    <OperatorPage page={own.page} language={own.language === language ? undefined : own.language} />
  );
}

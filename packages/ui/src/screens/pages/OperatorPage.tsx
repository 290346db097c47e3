import type { LegalPage, PageOverride } from '@dating/contract/enums';
import type { ComponentType } from 'react';
import { usePageOverride } from '../../page-overrides.js';
import { useSettings } from '../../stores-context.js';
import styles from './legal.module.css';

/** Props of {@link OperatorPage}. */
interface OperatorPageProps {
  /** The page as the operator wrote it, rendered by the generator. */
  page: PageOverride;
}

/**
 * A legal page in the operator's own words (`sites/<slug>/pages/<page>.<lang>.md`): its title as
 * the page's heading and the tab's, then the text. The generator rendered the Markdown without
 * raw HTML and with safe links only, so the HTML holds nothing the operator typed as markup.
 */
function OperatorPage({ page }: OperatorPageProps) {
  const settings = useSettings();
  return (
    <article className={styles.document}>
      <header className={styles.header}>
        <title>{`${page.title} | ${settings.name}`}</title>
        <h1 className={styles.title}>{page.title}</h1>
      </header>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by the generator from Markdown without raw HTML (markdown-it, html off, its link check) */}
      <div className={styles.operatorText} dangerouslySetInnerHTML={{ __html: page.html }} />
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

import { useTranslation } from 'react-i18next';
import { useSettings } from '../../stores-context.js';
import styles from './legal.module.css';

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  /** The page's translation namespace: its `title`, `intro` and, when versioned, `version`. */
  namespace: string;
  /** What the texts' `{{placeholders}}` stand for. */
  values: Record<string, string>;
  /** Whether the page names its version date. */
  versioned?: boolean;
}

/**
 * The head of a legal or help page: the document's title (also the tab's, with the brand's
 * name), its version date when it has one, and its introduction.
 */
export function PageHeader({ namespace, values, versioned = false }: PageHeaderProps) {
  const { t } = useTranslation(namespace);
  const settings = useSettings();
  return (
    <header className={styles.header}>
      <title>{`${t('title')} | ${settings.name}`}</title>
      <h1 className={styles.title}>{t('title')}</h1>
      {versioned ? <p className={styles.version}>{t('version', values)}</p> : null}
      <p className={styles.intro}>{t('intro', values)}</p>
    </header>
  );
}

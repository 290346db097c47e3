import { useTranslation } from 'react-i18next';
import { Link } from '../components/Link.js';
import { useSettings } from '../stores-context.js';
import styles from './ErrorScreen.module.css';

/** Props of {@link ErrorScreen}. */
export interface ErrorScreenProps {
  /** HTTP-like status; 500 by default, 404 for a page that does not exist. */
  status?: number;
  /** The message shown as title; "Error" by default, "This page could not be found" for a 404. */
  title?: string;
}

/** The error page: status, message and a link back to the home page. */
export function ErrorScreen({ status = 500, title }: ErrorScreenProps) {
  const { t } = useTranslation('errors');
  const settings = useSettings();
  const heading = title ?? (status === 404 ? t('notFound') : t('title'));
  return (
    <section className={styles.screen} aria-labelledby="error-title">
      <title>{`${heading} | ${settings.name}`}</title>
      <p className={styles.status}>{t('status', { status })}</p>
      <h1 id="error-title" className={styles.title}>
        {heading}
      </h1>
      <Link to="/" variant="button">
        {t('backHome')}
      </Link>
    </section>
  );
}

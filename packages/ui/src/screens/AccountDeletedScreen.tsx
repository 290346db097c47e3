import { REACTIVATION_DAYS } from '@dating/contract/enums';
import { useTranslation } from 'react-i18next';
import { Link } from '../components/Link.js';
import { useSettings } from '../stores-context.js';
import styles from './page.module.css';

/** Shown after deletion (`/account-deleted`): what happened and how to come back within 14 days. */
export function AccountDeletedScreen() {
  const settings = useSettings();
  const { t } = useTranslation('account');
  return (
    <div className={styles.narrow}>
      <title>{`${t('deleted.title')} | ${settings.name}`}</title>
      <h1 className={styles.title}>{t('deleted.title')}</h1>
      <p className={styles.text}>{t('deleted.intro')}</p>
      <p className={styles.text}>{t('deleted.reactivation', { count: REACTIVATION_DAYS })}</p>
      <div>
        <Link to="/" variant="button-secondary">
          {t('deleted.home')}
        </Link>
      </div>
    </div>
  );
}

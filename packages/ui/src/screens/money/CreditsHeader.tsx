import { useTranslation } from 'react-i18next';
import { useSession, useSettings } from '../../stores-context.js';
import page from '../page.module.css';
import styles from './money.module.css';

/** The head of the credits pages: the tab title, the heading, the balance, what credits pay for. */
export function CreditsHeader() {
  const settings = useSettings();
  const { user } = useSession();
  const { t } = useTranslation('money');
  return (
    <header className={styles.hero}>
      <title>{`${t('credits.title')} | ${settings.name}`}</title>
      <h1 className={page.title}>{t('credits.title')}</h1>
      <p className={styles.balance}>{t('credits.balance', { count: user?.credits ?? 0 })}</p>
      <p className={page.intro}>{t('credits.uses')}</p>
    </header>
  );
}

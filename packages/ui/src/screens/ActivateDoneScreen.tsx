import { PREMIUM_MATCH_CHANCE_PERCENT, type Result } from '@dating/logic';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Link } from '../components/Link.js';
import { useAccountStores } from '../hooks/use-account-stores.js';
import { useLinkToken, useOneTimeCall } from '../hooks/use-link-token.js';
import { useSettings } from '../stores-context.js';
import styles from './page.module.css';

/**
 * Where the confirmation mail's link leads (`/activate/done?token=...`): the address is confirmed
 * (which logs the member in), then three cards show the way on: completing the profile, Premium,
 * and all members. A link that fails leads to /activate/error.
 */
export function ActivateDoneScreen() {
  const accountStores = useAccountStores();
  const settings = useSettings();
  const { t } = useTranslation('account');
  const token = useLinkToken();
  const activate = useCallback(
    (value: string): Promise<Result<unknown>> => accountStores.account.actions.activate(value),
    [accountStores],
  );
  const outcome = useOneTimeCall(token, activate);

  if (token && !outcome) {
    return (
      <p role="status" className={styles.intro}>
        {t('activation.confirming')}
      </p>
    );
  }
  if (outcome && !outcome.ok) return <Navigate to="/activate/error" replace />;
  // The token is used up: drop it from the address, so a reload shows this page again.
  if (token && outcome?.ok) return <Navigate to="/activate/done" replace />;

  const cards = [
    {
      id: 'profile',
      to: '/profile',
      title: t('activation.profileCard'),
      text: t('activation.profileText'),
    },
    {
      id: 'premium',
      to: '/premium',
      title: t('activation.premiumCard'),
      text: t('activation.premiumText', { percent: PREMIUM_MATCH_CHANCE_PERCENT }),
    },
    {
      id: 'members',
      to: '/members',
      title: t('activation.membersCard'),
      text: t('activation.membersText'),
    },
  ];
  return (
    <div className={styles.page}>
      <title>{`${t('activation.doneTitle')} | ${settings.name}`}</title>
      <h1 className={styles.title}>{t('activation.doneTitle')}</h1>
      <p className={styles.intro}>{t('activation.doneIntro')}</p>
      <ul className={styles.cards}>
        {cards.map((card) => (
          <li key={card.id}>
            <h2>{card.title}</h2>
            <p>{card.text}</p>
            <div>
              <Link to={card.to} variant={card.id === 'premium' ? 'button' : 'button-secondary'}>
                {card.title}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

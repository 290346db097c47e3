import { PREMIUM_MATCH_CHANCE_PERCENT, type Result } from '@dating/logic';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../components/Link.js';
import { useAccountStores } from '../hooks/use-account-stores.js';
import { useLinkToken, useOneTimeCall } from '../hooks/use-link-token.js';
import { Navigate, useLocation, useNavigate } from '../router.js';
import { useSession, useSettings } from '../stores-context.js';
import styles from './page.module.css';

/** What the page shows once the link's token is used up (kept in the history entry). */
type ActivationShown = 'confirmed' | 'already_confirmed';

/** The history entry's state: what to show, and the conversation to go on to. */
interface ActivationState {
  activation?: ActivationShown;
  firstContact?: number | null;
}

/**
 * Where the confirmation mail's link leads (`/activate/done?token=...`): the address is confirmed
 * (which logs the member in), then three cards show the way on: completing the profile, Premium,
 * and all members; a member who signed up from a member's landing goes on to the conversation
 * with that member instead. A link opened again says that the address is already confirmed. A link that
 * fails, or the page opened without a link (nothing was confirmed), leads to /activate/error.
 */
export function ActivateDoneScreen() {
  const accountStores = useAccountStores();
  const settings = useSettings();
  const { user } = useSession();
  const location = useLocation();
  const { t } = useTranslation('account');
  const token = useLinkToken();
  const activate = useCallback(
    (value: string): Promise<Result<{ firstContact: number | null }>> =>
      accountStores.account.actions.activate(value),
    [accountStores],
  );
  const outcome = useOneTimeCall(token, activate);
  const navigate = useNavigate();
  const { activation: remembered, firstContact } = (location.state as ActivationState | null) ?? {};
  // A member whose signup started from a member (a member landing) goes on to the conversation
  // with them, as the server said: on whichever device the link was opened.
  useEffect(() => {
    if (remembered === 'confirmed' && firstContact) {
      navigate(`/members/${firstContact}/chat`, { replace: true });
    }
  }, [remembered, firstContact, navigate]);

  if (token && !outcome) {
    return (
      <p role="status" className={styles.intro}>
        {t('activation.confirming')}
      </p>
    );
  }
  if (outcome && !outcome.ok && outcome.problem.code !== 'already_confirmed') {
    return <Navigate to="/activate/error" replace />;
  }
  // The token is used up: drop it from the address; the history entry keeps what to show, so a
  // reload shows this page again.
  if (token && outcome) {
    const state: ActivationState = outcome.ok
      ? { activation: 'confirmed', firstContact: outcome.value.firstContact }
      : { activation: 'already_confirmed' };
    return <Navigate to="/activate/done" replace state={state} />;
  }
  const shown: ActivationShown | null =
    remembered ?? (user && user.status !== 'not_confirmed' ? 'already_confirmed' : null);
  if (!shown) return <Navigate to="/activate/error" replace />;
  const title = shown === 'confirmed' ? t('activation.doneTitle') : t('activation.alreadyTitle');

  if (shown === 'already_confirmed' && !user) {
    return (
      <div className={styles.narrow}>
        <title>{`${title} | ${settings.name}`}</title>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{t('activation.alreadyIntro')}</p>
        <p className={styles.text}>{t('activation.alreadyLoggedOut')}</p>
        <div className={styles.actions}>
          <Link to="/login" variant="button">
            {t('activation.login')}
          </Link>
        </div>
      </div>
    );
  }

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
      <title>{`${title} | ${settings.name}`}</title>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>
        {shown === 'confirmed' ? t('activation.doneIntro') : t('activation.alreadyIntro')}
      </p>
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

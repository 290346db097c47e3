import type { User } from '@dating/contract';
import type { Result } from '@dating/logic';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../components/Alert.js';
import { Link } from '../components/Link.js';
import { LiveRegion } from '../components/LiveRegion.js';
import { useAccountStores } from '../hooks/use-account-stores.js';
import { useLinkToken, useOneTimeCall } from '../hooks/use-link-token.js';
import { useProblemText } from '../hooks/use-problem-text.js';
import { useSession, useSettings } from '../stores-context.js';
import styles from './page.module.css';

/**
 * Confirms an e-mail change with the link mailed to the new address (`/mail-change/do?token=`):
 * the new address becomes the account's. Shows the new address, or why the link did not work
 * (expired or used, or the address was taken meanwhile).
 */
export function MailChangeScreen() {
  const accountStores = useAccountStores();
  const settings = useSettings();
  const { user } = useSession();
  const token = useLinkToken();
  const problemText = useProblemText();
  const { t } = useTranslation('account');
  const confirm = useCallback(
    (value: string): Promise<Result<User>> =>
      accountStores.account.actions.confirmEmailChange(value),
    [accountStores],
  );
  const outcome = useOneTimeCall(token, confirm);
  const onward = user ? (
    <Link to="/profile" variant="button">
      {t('mailChange.toProfile')}
    </Link>
  ) : (
    <Link to="/login" variant="button">
      {t('mailChange.login')}
    </Link>
  );

  return (
    <div className={styles.narrow}>
      <title>{`${t('mailChange.title')} | ${settings.name}`}</title>
      <h1 className={styles.title}>{t('mailChange.title')}</h1>
      {!token ? <Alert tone="danger">{problemText({ code: 'token_invalid' })}</Alert> : null}
      <LiveRegion>
        {token && !outcome ? <p className={styles.intro}>{t('mailChange.confirming')}</p> : null}
        {outcome?.ok ? (
          <Alert tone="success" live={false}>
            {t('mailChange.done', { email: outcome.value.email })}
          </Alert>
        ) : null}
      </LiveRegion>
      <LiveRegion role="alert">
        {outcome && !outcome.ok ? (
          <Alert tone="danger" live={false}>
            {problemText(outcome.problem)}
          </Alert>
        ) : null}
      </LiveRegion>
      {outcome || !token ? <div>{onward}</div> : null}
    </div>
  );
}

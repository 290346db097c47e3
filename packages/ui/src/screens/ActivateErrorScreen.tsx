import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../components/Alert.js';
import { Button } from '../components/Button.js';
import { FormMessage, type FormOutcome } from '../components/FormMessage.js';
import { Link } from '../components/Link.js';
import { useAccount, useAccountStores } from '../hooks/use-account-stores.js';
import { useProblemText } from '../hooks/use-problem-text.js';
import { useSession, useSettings } from '../stores-context.js';
import styles from './page.module.css';

/**
 * A confirmation link that did not work (`/activate/error`): expired or used. A logged-in member
 * with an unconfirmed address gets a new mail at once; anyone else is shown login and support.
 */
export function ActivateErrorScreen() {
  const accountStores = useAccountStores();
  const settings = useSettings();
  const { user } = useSession();
  const { busy } = useAccount();
  const problemText = useProblemText();
  const { t } = useTranslation(['account', 'forms']);
  const [message, setMessage] = useState<FormOutcome | null>(null);
  const canResend = user?.status === 'not_confirmed';

  const resend = async () => {
    const result = await accountStores.account.actions.sendConfirmationMail();
    setMessage(
      result.ok
        ? { tone: 'success', text: t('activation.resent') }
        : { tone: 'danger', text: problemText(result.problem) },
    );
  };

  return (
    <div className={styles.narrow}>
      <title>{`${t('activation.errorTitle')} | ${settings.name}`}</title>
      <h1 className={styles.title}>{t('activation.errorTitle')}</h1>
      <Alert tone="warning">
        <p>{t('activation.errorIntro')}</p>
        <p>{canResend ? t('activation.errorLoggedIn') : t('activation.errorLoggedOut')}</p>
      </Alert>
      <div className={styles.actions}>
        {canResend ? (
          <Button onPress={() => void resend()} isPending={busy === 'sendConfirmationMail'}>
            {t('activation.resend')}
          </Button>
        ) : user ? null : (
          <Link to="/login" variant="button">
            {t('activation.login')}
          </Link>
        )}
      </div>
      <FormMessage message={message} />
      <p className={styles.text}>
        <a href={`mailto:${settings.support_email}`}>
          {t('forms:contactSupport', { email: settings.support_email })}
        </a>
      </p>
    </div>
  );
}

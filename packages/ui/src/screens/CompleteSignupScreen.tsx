import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button.js';
import { FormMessage, type FormOutcome } from '../components/FormMessage.js';
import { Link } from '../components/Link.js';
import { useAccount, useAccountStores } from '../hooks/use-account-stores.js';
import { useProblemText } from '../hooks/use-problem-text.js';
import { RequireMember } from '../require-member.js';
import { useSession, useSettings, useStores } from '../stores-context.js';
import styles from './page.module.css';

/**
 * The completion step of signup (`/complete-signup`): confirm the e-mail address. The mail can
 * be sent again; a wrong address is changed in the profile. Then on to the matches. The top
 * navigation hides its menus here.
 */
export function CompleteSignupScreen() {
  const stores = useStores();
  const accountStores = useAccountStores();
  const settings = useSettings();
  const { user } = useSession();
  const { busy } = useAccount();
  const problemText = useProblemText();
  const { t } = useTranslation('signup');
  const [message, setMessage] = useState<FormOutcome | null>(null);
  // One message: either "confirm your address" or "your address is confirmed", never both.
  const confirming = user?.status === 'not_confirmed';
  const title = confirming ? t('complete.title') : t('complete.doneTitle');

  // The signup flow ends here: a later signup starts from an empty form.
  useEffect(() => {
    if (stores.signup.state.finished) stores.signup.actions.reset();
  }, [stores]);

  const resend = async () => {
    const result = await accountStores.account.actions.sendConfirmationMail();
    setMessage(
      result.ok
        ? { tone: 'success', text: t('complete.resent') }
        : { tone: 'danger', text: problemText(result.problem) },
    );
  };

  return (
    <RequireMember>
      <div className={styles.narrow}>
        <title>{`${title} | ${settings.name}`}</title>
        <h1 className={styles.title}>{title}</h1>
        {confirming ? (
          <>
            <p className={styles.text}>{t('complete.intro', { email: user.email })}</p>
            <p className={styles.intro}>{t('complete.why')}</p>
            <div className={styles.actions}>
              <Button
                variant="secondary"
                onPress={() => void resend()}
                isPending={busy === 'sendConfirmationMail'}
              >
                {busy === 'sendConfirmationMail' ? t('complete.resending') : t('complete.resend')}
              </Button>
              <Link to="/profile">{t('complete.wrongAddress')}</Link>
            </div>
            <FormMessage message={message} />
          </>
        ) : (
          <p className={styles.intro}>{t('complete.confirmed')}</p>
        )}
        <div>
          <Link to="/signup-matches" variant="button">
            {t('complete.matches')}
          </Link>
        </div>
      </div>
    </RequireMember>
  );
}

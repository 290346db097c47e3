import { LINK_LIFETIME_HOURS } from '@dating/contract/enums';
import type { ApiProblem } from '@dating/logic';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../components/Alert.js';
import { EmailRequestForm } from '../components/EmailRequestForm.js';
import { Link } from '../components/Link.js';
import { LiveRegion } from '../components/LiveRegion.js';
import { useAccount, useAccountStores } from '../hooks/use-account-stores.js';
import { useFieldProblemText, useProblemText } from '../hooks/use-problem-text.js';
import { useSignupLink } from '../hooks/use-signup-link.js';
import { useSettings } from '../stores-context.js';
import { ReactivationOffer } from './account/ReactivationOffer.js';
import styles from './page.module.css';

/**
 * Asks for a password reset link (`/reset-password`). Errors as the spec lists them: no account
 * with the address (with a way to sign up), too many reset mails today (try tomorrow); an account
 * pending deletion is offered reactivation.
 */
export function ResetPasswordScreen() {
  const accountStores = useAccountStores();
  const settings = useSettings();
  const { busy } = useAccount();
  const signupLink = useSignupLink();
  const problemText = useProblemText();
  const fieldProblemText = useFieldProblemText('emailRequest');
  const { t } = useTranslation('account');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = async (address: string) => {
    setEmail(address.trim());
    setProblem(null);
    setSentTo(null);
    const result = await accountStores.account.actions.requestPasswordReset(address);
    if (result.ok) setSentTo(address.trim());
    else setProblem(result.problem);
  };
  const emailProblem = problem?.fields.email;

  return (
    <div className={styles.narrow}>
      <title>{`${t('reset.title')} | ${settings.name}`}</title>
      <h1 className={styles.title}>{t('reset.title')}</h1>
      <p className={styles.intro}>{t('reset.intro')}</p>
      <EmailRequestForm
        label={t('reset.email')}
        submitLabel={busy === 'requestPasswordReset' ? t('reset.pending') : t('reset.submit')}
        pending={busy === 'requestPasswordReset'}
        errorMessage={fieldProblemText('email', emailProblem)}
        onSubmit={(address) => void send(address)}
      />
      <LiveRegion>
        {sentTo ? (
          <Alert tone="success" live={false}>
            {t('reset.sent', { email: sentTo, count: LINK_LIFETIME_HOURS.reset_password })}
          </Alert>
        ) : null}
      </LiveRegion>
      <LiveRegion role="alert">
        {problem?.code === 'account_pending_deletion' ? (
          <ReactivationOffer email={email} />
        ) : problem && !emailProblem ? (
          <Alert
            tone="danger"
            live={false}
            actions={
              problem.code === 'email_not_found' ? (
                <Link {...signupLink} variant="button-secondary">
                  {t('reset.signup')}
                </Link>
              ) : undefined
            }
          >
            {problemText(problem)}
          </Alert>
        ) : null}
      </LiveRegion>
      <p className={styles.text}>
        <Link to="/login">{t('reset.backToLogin')}</Link>
      </p>
    </div>
  );
}

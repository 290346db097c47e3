import { REACTIVATION_DAYS } from '@dating/contract/enums';
import type { Result } from '@dating/logic';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../components/Alert.js';
import { Button } from '../components/Button.js';
import { EmailRequestForm } from '../components/EmailRequestForm.js';
import { FormMessage, type FormOutcome } from '../components/FormMessage.js';
import { Link } from '../components/Link.js';
import { LiveRegion } from '../components/LiveRegion.js';
import { useAccount, useAccountStores } from '../hooks/use-account-stores.js';
import { useLinkToken, useOneTimeCall } from '../hooks/use-link-token.js';
import { useFieldProblemText, useProblemText } from '../hooks/use-problem-text.js';
import { useSession, useSettings } from '../stores-context.js';
import styles from './page.module.css';

/** Asks for a new reactivation link when the one at hand did not work. */
function NewLinkForm() {
  const accountStores = useAccountStores();
  const { busy } = useAccount();
  const problemText = useProblemText();
  const fieldProblemText = useFieldProblemText('emailRequest');
  const { t } = useTranslation('account');
  const [message, setMessage] = useState<FormOutcome | null>(null);
  const [emailProblem, setEmailProblem] = useState<string | null>(null);

  const send = async (email: string) => {
    const result = await accountStores.account.actions.requestReactivation(email);
    const fieldProblem = result.ok ? null : fieldProblemText('email', result.problem.fields.email);
    setEmailProblem(fieldProblem);
    setMessage(
      result.ok
        ? { tone: 'success', text: t('reactivate.sent', { email: email.trim() }) }
        : fieldProblem
          ? null
          : { tone: 'danger', text: problemText(result.problem) },
    );
  };

  return (
    <EmailRequestForm
      title={t('reactivate.newLinkTitle')}
      label={t('reactivate.email')}
      submitLabel={t('reactivate.send')}
      variant="secondary"
      pending={busy === 'requestReactivation'}
      errorMessage={emailProblem}
      onSubmit={(email) => void send(email)}
    >
      <FormMessage message={message} />
    </EmailRequestForm>
  );
}

/**
 * Brings a deleted account back with the reactivation mail's link (`/reactivate?token=...`),
 * after the member presses the button (a mail scanner opening the link changes nothing). The page
 * first asks whether the link works, without using it: the button shows only for a link that
 * does. A link used before says the account is back (with login, or on to the members); a link
 * that no longer works offers a new one.
 */
export function ReactivateScreen() {
  const accountStores = useAccountStores();
  const settings = useSettings();
  const { user } = useSession();
  const { busy } = useAccount();
  const token = useLinkToken();
  const problemText = useProblemText();
  const { t } = useTranslation('account');
  const checked = useOneTimeCall(token, accountStores.account.actions.checkReactivation);
  const [outcome, setOutcome] = useState<Result<unknown>>();
  // The newest answer about the link: pressing the button may find it used meanwhile.
  const answer = outcome ?? checked;
  const problem = answer && !answer.ok ? answer.problem : null;

  const reactivate = async () => {
    if (token) setOutcome(await accountStores.account.actions.reactivate(token));
  };

  return (
    <div className={styles.narrow}>
      <title>{`${t('reactivate.title')} | ${settings.name}`}</title>
      <h1 className={styles.title}>{t('reactivate.title')}</h1>
      <LiveRegion>
        {outcome?.ok ? (
          <Alert tone="success" live={false}>
            {t('reactivate.done')}
          </Alert>
        ) : null}
        {problem?.code === 'already_reactivated' ? (
          <Alert tone="info" live={false}>
            {problemText(problem)}
          </Alert>
        ) : null}
      </LiveRegion>
      <LiveRegion role="alert">
        {problem && problem.code !== 'already_reactivated' ? (
          <Alert tone="danger" live={false}>
            {problemText(problem)}
          </Alert>
        ) : null}
      </LiveRegion>
      {outcome?.ok || (problem?.code === 'already_reactivated' && user) ? (
        <div>
          <Link to="/members" variant="button">
            {t('reactivate.toMembers')}
          </Link>
        </div>
      ) : problem?.code === 'already_reactivated' ? (
        <div>
          <Link to="/login" variant="button">
            {t('reactivate.login')}
          </Link>
        </div>
      ) : !token || problem ? (
        <>
          {token ? null : <Alert tone="danger">{t('reactivate.missingToken')}</Alert>}
          <NewLinkForm />
        </>
      ) : answer?.ok ? (
        <>
          <p className={styles.text}>{t('reactivate.intro', { count: REACTIVATION_DAYS })}</p>
          <div>
            <Button onPress={() => void reactivate()} isPending={busy === 'reactivate'}>
              {busy === 'reactivate' ? t('reactivate.pending') : t('reactivate.submit')}
            </Button>
          </div>
        </>
      ) : (
        <p role="status" className={styles.text}>
          {t('reactivate.checking')}
        </p>
      )}
    </div>
  );
}

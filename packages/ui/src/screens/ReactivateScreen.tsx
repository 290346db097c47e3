import { REACTIVATION_DAYS } from '@dating/contract/enums';
import type { ApiProblem } from '@dating/logic';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../components/Alert.js';
import { Button } from '../components/Button.js';
import { EmailRequestForm } from '../components/EmailRequestForm.js';
import { FormMessage, type FormOutcome } from '../components/FormMessage.js';
import { Link } from '../components/Link.js';
import { LiveRegion } from '../components/LiveRegion.js';
import { useAccount, useAccountStores } from '../hooks/use-account-stores.js';
import { useLinkToken } from '../hooks/use-link-token.js';
import { useFieldProblemText, useProblemText } from '../hooks/use-problem-text.js';
import { useSettings } from '../stores-context.js';
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
 * after the member presses the button (a mail scanner opening the link changes nothing). A link
 * that no longer works offers a new one.
 */
export function ReactivateScreen() {
  const accountStores = useAccountStores();
  const settings = useSettings();
  const { busy } = useAccount();
  const token = useLinkToken();
  const problemText = useProblemText();
  const { t } = useTranslation('account');
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; problem: ApiProblem }>();

  const reactivate = async () => {
    if (!token) return;
    const result = await accountStores.account.actions.reactivate(token);
    setOutcome(result.ok ? { ok: true } : { ok: false, problem: result.problem });
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
      </LiveRegion>
      <LiveRegion role="alert">
        {outcome && !outcome.ok ? (
          <Alert tone="danger" live={false}>
            {problemText(outcome.problem)}
          </Alert>
        ) : null}
      </LiveRegion>
      {outcome?.ok ? (
        <div>
          <Link to="/members" variant="button">
            {t('reactivate.toMembers')}
          </Link>
        </div>
      ) : token && !outcome ? (
        <>
          <p className={styles.text}>{t('reactivate.intro', { count: REACTIVATION_DAYS })}</p>
          <div>
            <Button onPress={() => void reactivate()} isPending={busy === 'reactivate'}>
              {busy === 'reactivate' ? t('reactivate.pending') : t('reactivate.submit')}
            </Button>
          </div>
        </>
      ) : (
        <>
          {outcome ? null : <Alert tone="danger">{t('reactivate.missingToken')}</Alert>}
          <NewLinkForm />
        </>
      )}
    </div>
  );
}

import { REACTIVATION_DAYS } from '@dating/contract/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { FormMessage } from '../../components/FormMessage.js';
import { useAccount, useAccountStores } from '../../hooks/use-account-stores.js';
import { useProblemText } from '../../hooks/use-problem-text.js';
import { useSettings } from '../../stores-context.js';

/** Props of {@link ReactivationOffer}. */
export interface ReactivationOfferProps {
  /** The address of the account pending deletion. */
  email: string;
  /** What the offer says above its button; the generic "deleted recently" text by default. */
  text?: string;
}

/**
 * For an account deleted less than 14 days ago (met at login, signup or password reset): a
 * button that mails the reactivation link, and the support address.
 */
export function ReactivationOffer({ email, text }: ReactivationOfferProps) {
  const accountStores = useAccountStores();
  const settings = useSettings();
  const { busy } = useAccount();
  const problemText = useProblemText();
  const { t } = useTranslation(['account', 'forms']);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const send = async () => {
    const result = await accountStores.account.actions.requestReactivation(email);
    setOutcome(
      result.ok
        ? {
            ok: true,
            text: t('account:reactivationOffer.sent', { email, count: REACTIVATION_DAYS }),
          }
        : { ok: false, text: problemText(result.problem) },
    );
  };

  if (outcome?.ok) return <Alert tone="success">{outcome.text}</Alert>;
  return (
    <>
      <Alert
        tone="warning"
        title={problemText({ code: 'account_pending_deletion' })}
        actions={
          <>
            <Button
              variant="secondary"
              onPress={() => void send()}
              isPending={busy === 'requestReactivation'}
            >
              {t('account:reactivationOffer.send')}
            </Button>
            <a href={`mailto:${settings.support_email}`}>
              {t('forms:contactSupport', { email: settings.support_email })}
            </a>
          </>
        }
      >
        <p>{text ?? t('account:reactivationOffer.text')}</p>
      </Alert>
      <FormMessage message={outcome ? { tone: 'danger', text: outcome.text } : null} />
    </>
  );
}

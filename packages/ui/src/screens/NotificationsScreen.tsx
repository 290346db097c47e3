import type { DiscountCode } from '@dating/contract';
import { NOTIFICATION_TYPES, REACTIVATION_DAYS } from '@dating/contract/enums';
import { DELETE_COUNTDOWN_SECONDS } from '@dating/logic';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../components/Alert.js';
import { Button } from '../components/Button.js';
import { Link } from '../components/Link.js';
import { Panel } from '../components/Panel.js';
import { Switch } from '../components/Switch.js';
import { useAccount, useAccountStores, useProfileChanges } from '../hooks/use-account-stores.js';
import { useMemberDialog } from '../hooks/use-member-dialog.js';
import { useProblemText } from '../hooks/use-problem-text.js';
import { DeleteAccountModal } from '../modals/DeleteAccountModal.js';
import { RequireMember } from '../require-member.js';
import { usePush, useSession, useSettings, useStores } from '../stores-context.js';
import styles from './page.module.css';

/** The e-mail source item: where mails go, or why they stopped and how to turn them back on. */
function EmailItem() {
  const accountStores = useAccountStores();
  const { user } = useSession();
  const { busy } = useProfileChanges();
  const { t } = useTranslation('notifications');
  if (!user) return null;
  const reason = user.email_disabled;
  if (!reason) return <p className={styles.text}>{t('email.active', { email: user.email })}</p>;
  return (
    <Alert
      tone="warning"
      actions={
        <>
          <Button
            variant="secondary"
            isPending={busy === 'enableEmail'}
            onPress={() => void accountStores.profile.actions.enableEmail()}
          >
            {t('email.enable')}
          </Button>
          {reason === 'bounce' ? <Link to="/profile">{t('email.profile')}</Link> : null}
        </>
      }
    >
      <p>{t(`email.disabled.${reason}`, { email: user.email })}</p>
      <p>{t(`email.fix.${reason}`)}</p>
    </Alert>
  );
}

/** Push notifications on this device: on, off with a button, blocked, or not possible. */
function PushItem() {
  const stores = useStores();
  const settings = useSettings();
  const push = usePush();
  const { t } = useTranslation('notifications');
  // Without the server's push key there is nothing to subscribe to.
  if (!push.isCapable || !settings.push_public_key) {
    return <p className={styles.text}>{t('push.unsupported')}</p>;
  }
  if (push.isSubscribed === 'denied') return <p className={styles.text}>{t('push.denied')}</p>;
  if (push.isSubscribed) return <p className={styles.text}>{t('push.on')}</p>;
  return (
    <div className={styles.actions}>
      <p className={styles.text}>{t('push.off')}</p>
      <Button
        variant="secondary"
        isPending={push.pending}
        onPress={() => void stores.push.actions.subscribe()}
      >
        {t('push.enable')}
      </Button>
    </div>
  );
}

/** The delete-account item: what deletion means, and the button to the deletion dialog. */
function DeleteItem() {
  const stores = useStores();
  const accountStores = useAccountStores();
  const { busy } = useAccount();
  const problemText = useProblemText();
  const { t } = useTranslation('notifications');
  // The deletion dialog is the member's own: nothing opens by itself over it.
  const [dialog, setDialog] = useMemberDialog<'delete'>();
  const open = dialog === 'delete';
  const [error, setError] = useState<string | null>(null);
  const [offer, setOffer] = useState<DiscountCode | null | undefined>(undefined);
  const start = () => {
    setDialog('delete');
    // Asked while the member picks a reason; Continue waits for it if it is not there yet.
    setOffer(undefined);
    void accountStores.account.actions.claimDeletionOffer().then(setOffer);
  };
  return (
    <>
      <p className={styles.text}>{t('delete.intro', { count: REACTIVATION_DAYS })}</p>
      <div>
        <Button variant="secondary" onPress={start}>
          {t('delete.button')}
        </Button>
      </div>
      <DeleteAccountModal
        isOpen={open}
        onClose={() => {
          setDialog(null);
          setError(null);
        }}
        pending={busy === 'deleteAccount'}
        error={error}
        countdownSeconds={DELETE_COUNTDOWN_SECONDS}
        clock={stores.clock}
        offer={offer}
        onDelete={async (request) => {
          // On success the members-only page gives way to /account-deleted by itself.
          const result = await accountStores.account.actions.deleteAccount(request);
          if (!result.ok) setError(problemText(result.problem));
        }}
      />
    </>
  );
}

/**
 * Notification settings (`/notifications`, "Settings" in the account menu): a switch per
 * notification type, push on this device, the e-mail source item and the delete-account item.
 */
export function NotificationsScreen() {
  const accountStores = useAccountStores();
  const settings = useSettings();
  const { user } = useSession();
  const { t } = useTranslation('notifications');
  return (
    <RequireMember>
      <div className={styles.page}>
        <title>{`${t('title')} | ${settings.name}`}</title>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
        <Panel title={t('typesTitle')}>
          {NOTIFICATION_TYPES.map((type) => (
            <Switch
              key={type}
              isSelected={!user?.notifications_disabled.includes(type)}
              onChange={(enabled) =>
                void accountStores.profile.actions.setNotification(type, enabled)
              }
            >
              {t(`types.${type}`, { name: settings.name })}
            </Switch>
          ))}
        </Panel>
        <Panel title={t('push.title')}>
          <PushItem />
        </Panel>
        <Panel title={t('email.title')}>
          <EmailItem />
        </Panel>
        <Panel title={t('delete.title')}>
          <DeleteItem />
        </Panel>
      </div>
    </RequireMember>
  );
}

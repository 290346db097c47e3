import type { MemberRecord } from '@dating/contract';
import {
  CREDIT_GRANT_MAX,
  MEMBER_ACTION_REASON_MAX_LENGTH,
  REACTIVATION_DAYS,
} from '@dating/contract/enums';
import type { MemberAction, MembersStore } from '@dating/logic';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Modal } from '../../components/Modal.js';
import { NumberField } from '../../components/NumberField.js';
import { TextField } from '../../components/TextField.js';
import { useFieldProblemText, useProblemText } from '../../hooks/use-problem-text.js';
import page from '../page.module.css';
import styles from './BackOfficeSection.module.css';
import { useDateText } from './RestrictionSummary.js';

/** The problem of an action on the member, when that action was the one refused. */
export function ActionProblem({ store, action }: { store: MembersStore; action: MemberAction }) {
  const { actionProblem } = useSnapshot(store.state);
  const problemText = useProblemText();
  return (
    <div role="alert">
      {actionProblem?.action === action ? (
        <Alert tone="danger">{problemText(actionProblem.problem)}</Alert>
      ) : null}
    </div>
  );
}

/** What was done, said once it went through. */
function ActionDone({
  store,
  action,
  text,
}: {
  store: MembersStore;
  action: MemberAction;
  text: string;
}) {
  const { done } = useSnapshot(store.state);
  return <div role="status">{done === action ? <Alert tone="success">{text}</Alert> : null}</div>;
}

/**
 * Support's actions on a member's record (support and admins): credits with a reason (the
 * ledger entry names the operator), the confirmation link mailed again while the address waits
 * for it, the account deleted at the member's request, after a confirmation, and a deleted account
 * brought back at the member's request until its data is erased.
 */
export function MemberActions({ record, store }: { record: MemberRecord; store: MembersStore }) {
  const { t } = useTranslation('operator');
  const { member } = record;
  const open = member.status === 'active' || member.status === 'not_confirmed';
  return (
    <section className={styles.block} aria-labelledby="member-actions">
      <h4 id="member-actions" className={styles.blockTitle}>
        {t('members.actions.title')}
      </h4>
      <ActionDone store={store} action="reactivate" text={t('members.actions.reactivated')} />
      {member.status !== 'deleted' ? <GrantForm store={store} /> : null}
      {member.status === 'not_confirmed' ? (
        <ConfirmationAction store={store} email={member.email} />
      ) : null}
      {open ? <DeleteForm store={store} name={member.name} /> : null}
      {member.status === 'deleted' && member.erased_at ? (
        <ReactivateForm store={store} erasedAt={member.erased_at} />
      ) : null}
    </section>
  );
}

/** The reason an action asks for: its text, and whether it was left empty when sent. */
export function useReason() {
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  return {
    text,
    missing,
    set(value: string) {
      setText(value.slice(0, MEMBER_ACTION_REASON_MAX_LENGTH));
      setMissing(false);
    },
    /** The reason, or null (marked missing) while it is empty. */
    given(): string | null {
      if (text.trim()) return text;
      setMissing(true);
      return null;
    },
  };
}

/** The field of an action's reason, which the audit log keeps. */
export function ReasonField({
  name,
  description,
  reason,
}: {
  name: string;
  description: string;
  reason: ReturnType<typeof useReason>;
}) {
  const { t } = useTranslation('operator');
  const fieldProblemText = useFieldProblemText();
  return (
    <TextField
      label={t('members.actions.reason')}
      description={description}
      name={name}
      value={reason.text}
      onChange={reason.set}
      isRequired
      errorMessage={reason.missing ? fieldProblemText('reason', 'required') : null}
    />
  );
}

/** Credits for the member, with the reason the ledger and the audit log keep. */
function GrantForm({ store }: { store: MembersStore }) {
  const { acting } = useSnapshot(store.state);
  const { t } = useTranslation('operator');
  const [credits, setCredits] = useState(10);
  const reason = useReason();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = reason.given();
    if (text === null) return;
    void store.actions.grant(credits, text).then((result) => {
      if (result.ok) reason.set('');
    });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="grant-title">
      <h5 id="grant-title" className={styles.name}>
        {t('members.actions.grant')}
      </h5>
      <ActionProblem store={store} action="grant" />
      <ActionDone store={store} action="grant" text={t('members.actions.granted')} />
      <div className={styles.fields}>
        <NumberField
          label={t('members.actions.credits')}
          value={credits}
          onChange={setCredits}
          minValue={1}
          maxValue={CREDIT_GRANT_MAX}
          incrementLabel={t('members.actions.moreCredits')}
          decrementLabel={t('members.actions.fewerCredits')}
        />
        <ReasonField
          name="grant-reason"
          description={t('members.actions.grantHint')}
          reason={reason}
        />
      </div>
      <div className={page.actions}>
        <Button type="submit" variant="secondary" isPending={acting === 'grant'}>
          {t('members.actions.grantSubmit', { count: credits })}
        </Button>
      </div>
    </form>
  );
}

/** The confirmation link again, for a member whose address waits for it. */
function ConfirmationAction({ store, email }: { store: MembersStore; email: string }) {
  const { acting } = useSnapshot(store.state);
  const { t } = useTranslation('operator');
  return (
    <div className={styles.form}>
      <h5 className={styles.name}>{t('members.actions.confirmation')}</h5>
      <ActionProblem store={store} action="confirmation" />
      <ActionDone
        store={store}
        action="confirmation"
        text={t('members.actions.confirmationSent', { email })}
      />
      <p className={styles.muted}>{t('members.actions.confirmationHint')}</p>
      <div className={page.actions}>
        <Button
          variant="secondary"
          isPending={acting === 'confirmation'}
          onPress={() => void store.actions.resendConfirmation()}
        >
          {t('members.actions.confirmationSubmit')}
        </Button>
      </div>
    </div>
  );
}

/** The account deleted at the member's request: the reason, then a confirmation. */
function DeleteForm({ store, name }: { store: MembersStore; name: string }) {
  const { acting } = useSnapshot(store.state);
  const { t } = useTranslation('operator');
  const reason = useReason();
  const [confirming, setConfirming] = useState(false);
  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby="delete-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.given() !== null) setConfirming(true);
      }}
    >
      <h5 id="delete-title" className={styles.name}>
        {t('members.actions.delete')}
      </h5>
      <ActionProblem store={store} action="delete" />
      <ReasonField
        name="delete-reason"
        description={t('members.actions.deleteHint', { count: REACTIVATION_DAYS })}
        reason={reason}
      />
      <div className={page.actions}>
        <Button type="submit" variant="danger">
          {t('members.actions.deleteSubmit')}
        </Button>
      </div>
      <Modal
        title={t('members.actions.deleteDialog.title', { name })}
        isOpen={confirming}
        onOpenChange={setConfirming}
      >
        <p className={page.text}>{t('members.actions.deleteDialog.text', { name })}</p>
        <div className={page.actions}>
          <Button
            variant="danger"
            isPending={acting === 'delete'}
            onPress={() =>
              void store.actions.deleteAccount(reason.text).then(() => setConfirming(false))
            }
          >
            {t('members.actions.deleteDialog.confirm')}
          </Button>
          <Button variant="secondary" onPress={() => setConfirming(false)}>
            {t('members.actions.deleteDialog.cancel')}
          </Button>
        </div>
      </Modal>
    </form>
  );
}

/** A deleted account brought back at the member's request, until its data is erased. */
function ReactivateForm({ store, erasedAt }: { store: MembersStore; erasedAt: string }) {
  const { acting } = useSnapshot(store.state);
  const { t } = useTranslation('operator');
  const dateText = useDateText();
  const reason = useReason();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = reason.given();
    if (text !== null) void store.actions.reactivate(text);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="reactivate-title">
      <h5 id="reactivate-title" className={styles.name}>
        {t('members.actions.reactivate')}
      </h5>
      <ActionProblem store={store} action="reactivate" />
      <p className={styles.muted}>
        {t('members.actions.reactivateUntil', { date: dateText(erasedAt) })}
      </p>
      <ReasonField
        name="reactivate-reason"
        description={t('members.actions.reactivateHint')}
        reason={reason}
      />
      <div className={page.actions}>
        <Button type="submit" variant="secondary" isPending={acting === 'reactivate'}>
          {t('members.actions.reactivateSubmit')}
        </Button>
      </div>
    </form>
  );
}

import type { EvidenceMessage, ReportedMember, Restriction } from '@dating/contract';
import type { ModerationStore } from '@dating/logic';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { TextField } from '../../components/TextField.js';
import { useProblemText } from '../../hooks/use-problem-text.js';
import { useSettings } from '../../stores-context.js';
import page from '../page.module.css';
import styles from './BackOfficeSection.module.css';
import { RestrictionSummary, useDateText } from './RestrictionSummary.js';

/** The member a report or notice is about: the card, the profile text and the public photos. */
export function MemberEvidence({ member }: { member: ReportedMember }) {
  const { t } = useTranslation('operator');
  const settings = useSettings();
  return (
    <section className={styles.block} aria-labelledby="reported-profile">
      <h4 id="reported-profile" className={styles.blockTitle}>
        {t('reports.profile', { name: member.name })}
      </h4>
      <p>
        {t('reports.card', {
          age: member.age,
          place: [member.city, member.country].filter(Boolean).join(', '),
        })}{' '}
        <span className={styles.muted}>{t('reports.memberId', { id: member.id })}</span>
      </p>
      <p className={member.notes ? undefined : styles.muted}>
        {member.notes ?? t('reports.noAbout')}
      </p>
      {member.photos.length ? (
        <ul className={styles.photos} aria-label={t('reports.photos')}>
          {member.photos.map((photo, index) => (
            <li key={photo.id}>
              <img
                src={`${settings.cdn_prefix}${photo.thumb_filename}`}
                alt={t('reports.photo', { number: index + 1, name: member.name })}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('reports.noPhotos')}</p>
      )}
    </section>
  );
}

/** A conversation as the member who reported it saw it then (`reporter` marks their messages). */
export function ConversationEvidence({
  evidence,
  sender,
  other,
}: {
  evidence: readonly EvidenceMessage[];
  /** The name of who reported it, and of the other member. */
  sender: string;
  other: string;
}) {
  const { t } = useTranslation('operator');
  const dateText = useDateText();
  return (
    <section className={styles.block} aria-labelledby="report-evidence">
      <h4 id="report-evidence" className={styles.blockTitle}>
        {t('reports.evidence', { name: sender })}
      </h4>
      {evidence.length ? (
        <ol className={styles.evidence}>
          {evidence.map((message) => (
            <li
              key={`${message.sent_at}-${message.text}`}
              data-reporter={message.reporter || undefined}
            >
              <span className={styles.muted}>
                {message.reporter ? sender : other} · {dateText(message.sent_at)}
              </span>
              <span>
                {message.kind === 'text' ? message.text : t(`reports.kinds.${message.kind}`)}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.muted}>{t('reports.noEvidence')}</p>
      )}
    </section>
  );
}

/**
 * A decided item of the queue: its restriction (which may be lifted while it holds, with the
 * reason), or what was decided instead.
 */
export function DecidedItem({
  restriction,
  dismissed,
  store,
}: {
  restriction: Restriction | null;
  /** What a decision without a restriction says. */
  dismissed: string;
  store: ModerationStore;
}) {
  const { deciding, problem } = useSnapshot(store.state);
  const { t } = useTranslation('operator');
  const problemText = useProblemText();
  const [reason, setReason] = useState('');
  const holds = restriction && !restriction.lifted_at;
  return (
    <section className={styles.block} aria-labelledby="decided-title">
      <h4 id="decided-title" className={styles.blockTitle}>
        {t('reports.decision.title')}
      </h4>
      {restriction ? <RestrictionSummary restriction={restriction} /> : <p>{dismissed}</p>}
      {holds ? (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (reason.trim()) void store.actions.lift(restriction.id, reason);
          }}
        >
          <div role="alert">
            {problem ? <Alert tone="danger">{problemText(problem)}</Alert> : null}
          </div>
          <TextField
            label={t('reports.lift.reason')}
            name="reason"
            value={reason}
            onChange={setReason}
            isRequired
          />
          <div className={page.actions}>
            <Button
              type="submit"
              variant="secondary"
              isPending={deciding}
              isDisabled={!reason.trim()}
            >
              {t('reports.lift.submit')}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}

/**
 * The form of a decision on an open item of the queue: its heading, the refusal of the last
 * decision, the item's own fields, and the button (a ban's in the danger colour).
 */
export function DecisionForm({
  store,
  decision,
  onSubmit,
  children,
}: {
  store: ModerationStore;
  decision: string;
  onSubmit(): void;
  children: ReactNode;
}) {
  const { deciding, problem } = useSnapshot(store.state);
  const { t } = useTranslation('operator');
  const problemText = useProblemText();
  return (
    <section className={styles.block} aria-labelledby="decision-title">
      <h4 id="decision-title" className={styles.blockTitle}>
        {t('reports.decision.title')}
      </h4>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <div role="alert">
          {problem ? <Alert tone="danger">{problemText(problem)}</Alert> : null}
        </div>
        {children}
        <div className={page.actions}>
          <Button
            type="submit"
            variant={decision === 'ban' ? 'danger' : 'primary'}
            isPending={deciding}
          >
            {deciding ? t('reports.decision.pending') : t('reports.decision.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

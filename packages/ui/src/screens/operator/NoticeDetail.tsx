import type { ModerationNotice, ReportDecision } from '@dating/contract';
import {
  GROUND_OF_COMPLAINT_REASON,
  NOTICE_ANSWER_MAX_LENGTH,
  REPORT_DECISIONS,
} from '@dating/contract/enums';
import type { ModerationStore } from '@dating/logic';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from '../../components/RadioGroup.js';
import { TextArea } from '../../components/TextArea.js';
import { TextField } from '../../components/TextField.js';
import { useFieldProblemText } from '../../hooks/use-problem-text.js';
import styles from './BackOfficeSection.module.css';
import { Breakable } from './Breakable.js';
import { ConversationEvidence, DecidedItem, DecisionForm, MemberEvidence } from './QueueParts.js';
import { RestrictionFields, useRestrictionDraft } from './RestrictionFields.js';
import { useDateText } from './RestrictionSummary.js';

/** Who sent a notice, as the moderator reads it. */
function useNotifierName(notice: ModerationNotice): string {
  const { t } = useTranslation('operator');
  const { name, email, member } = notice.notifier;
  if (member) return t('notices.byMember', { name: member.name, id: member.id });
  return name ?? email ?? t('notices.anonymous');
}

/**
 * A notice from `/complaints` in the moderation queue (EU DSA, Art. 16): what it is about and
 * why, the notifier's explanation and link, the member it concerns with their profile and photos,
 * the conversation it names as the notifier saw it, and the decision with the answer the notifier
 * is sent. A general complaint about the service concerns no member: it is answered.
 */
export function NoticeDetail({
  notice,
  store,
}: {
  notice: ModerationNotice;
  store: ModerationStore;
}) {
  const { t } = useTranslation(['operator', 'complaintsPage']);
  const dateText = useDateText();
  const notifier = useNotifierName(notice);
  const concerns = notice.concerns;
  return (
    <article className={styles.detail} aria-labelledby="notice-title">
      <h3 id="notice-title" className={styles.subtitle}>
        {t('notices.title', {
          reference: notice.reference,
          reason: t(`complaintsPage:reasons.${notice.reason}`),
        })}
      </h3>
      <p className={styles.muted}>
        {t('notices.sentBy', { name: notifier, date: dateText(notice.created_at) })}
        {notice.notifier.email && !notice.notifier.member ? ` · ${notice.notifier.email}` : ''}
      </p>
      <dl className={styles.summary}>
        <dt>{t('notices.subject')}</dt>
        <dd>{t(`complaintsPage:subjects.${notice.subject}`)}</dd>
        {notice.url ? (
          <>
            <dt>{t('notices.link')}</dt>
            <dd>
              <Breakable text={notice.url} />
            </dd>
          </>
        ) : null}
      </dl>
      <blockquote className={styles.quote}>
        <p>{notice.explanation}</p>
      </blockquote>
      {concerns ? (
        <MemberEvidence member={concerns} />
      ) : notice.subject !== 'service' ? (
        <p className={styles.muted}>{t('notices.noMember')}</p>
      ) : null}
      {notice.evidence.length ? (
        <ConversationEvidence
          evidence={notice.evidence}
          sender={notifier}
          other={concerns?.name ?? t('reports.erased')}
        />
      ) : null}
      {notice.decision === null ? (
        <NoticeDecisionForm notice={notice} store={store} />
      ) : (
        <>
          <DecidedItem
            restriction={notice.restriction}
            dismissed={t('notices.dismissed')}
            store={store}
          />
          {notice.answer ? (
            <section className={styles.block} aria-labelledby="notice-answer">
              <h4 id="notice-answer" className={styles.blockTitle}>
                {t('notices.answered')}
              </h4>
              <p>{notice.answer}</p>
            </section>
          ) : null}
        </>
      )}
    </article>
  );
}

/**
 * The decision on an open notice: nothing to act on, or a restriction of a member (the one the
 * notice names by default), and always the answer the notifier is sent.
 */
function NoticeDecisionForm({
  notice,
  store,
}: {
  notice: ModerationNotice;
  store: ModerationStore;
}) {
  const { t } = useTranslation('operator');
  const fieldProblemText = useFieldProblemText();
  const general = notice.subject === 'service';
  const draft = useRestrictionDraft<ReportDecision>({
    kind: 'dismiss',
    ground: GROUND_OF_COMPLAINT_REASON[notice.reason],
  });
  const decision = draft.kind;
  const [member, setMember] = useState(notice.concerns ? String(notice.concerns.id) : '');
  const [answer, setAnswer] = useState('');
  const [missing, setMissing] = useState<ReadonlySet<'member' | 'answer'>>(new Set());
  const restricts = decision !== 'dismiss';
  const memberId = /^[1-9][0-9]{0,15}$/.test(member.trim()) ? Number(member.trim()) : null;
  const submit = () => {
    const lacking = new Set<'member' | 'answer'>();
    if (!answer.trim()) lacking.add('answer');
    if (restricts && memberId === null) lacking.add('member');
    setMissing(lacking);
    if (decision === 'dismiss') {
      if (!lacking.size) void store.actions.decideNotice({ decision, answer });
      return;
    }
    const restriction = draft.restriction();
    if (restriction && memberId !== null && !lacking.size) {
      void store.actions.decideNotice({ decision, member: memberId, answer, ...restriction });
    }
  };
  const clear = (field: 'member' | 'answer') =>
    setMissing((current) => new Set([...current].filter((entry) => entry !== field)));
  return (
    <DecisionForm store={store} decision={decision} onSubmit={submit}>
      {general ? (
        <p className={styles.muted}>{t('notices.general')}</p>
      ) : (
        <RadioGroup
          label={t('reports.decision.label')}
          orientation="horizontal"
          options={REPORT_DECISIONS.map((id) => ({
            id,
            label: t(id === 'dismiss' ? 'notices.noAction' : `reports.decision.${id}`),
          }))}
          value={decision}
          onChange={(value) => draft.setKind(value as ReportDecision)}
        />
      )}
      {restricts ? (
        <>
          <TextField
            label={t('notices.member')}
            description={
              notice.concerns
                ? t('notices.memberNamed', { name: notice.concerns.name })
                : t('notices.memberHint')
            }
            name="member"
            inputMode="numeric"
            value={member}
            onChange={(value) => {
              setMember(value);
              clear('member');
            }}
            isRequired
            errorMessage={
              missing.has('member')
                ? fieldProblemText('member', member.trim() ? 'invalid' : 'required')
                : null
            }
          />
          <RestrictionFields {...draft.fields} />
        </>
      ) : null}
      <TextArea
        label={t('notices.answer')}
        description={t(notice.notifier.email ? 'notices.answerHint' : 'notices.answerKept')}
        value={answer}
        onChange={(value) => {
          setAnswer(value);
          clear('answer');
        }}
        maxLength={NOTICE_ANSWER_MAX_LENGTH}
        isRequired
        errorMessage={missing.has('answer') ? fieldProblemText('answer', 'required') : null}
      />
    </DecisionForm>
  );
}

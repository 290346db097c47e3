import type { ModerationReport, ReportDecision } from '@dating/contract';
import { GROUND_OF_REPORT_REASON, REPORT_DECISIONS } from '@dating/contract/enums';
import type { ModerationStore } from '@dating/logic';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from '../../components/RadioGroup.js';
import styles from './BackOfficeSection.module.css';
import { ConversationEvidence, DecidedItem, DecisionForm, MemberEvidence } from './QueueParts.js';
import { RestrictionFields, useRestrictionDraft } from './RestrictionFields.js';
import { useDateText } from './RestrictionSummary.js';

/**
 * A member's report in the moderation queue: the reason, the reporter's remarks, the reported
 * member's profile and photos, their conversation as the reporter saw it, and the decision.
 */
export function ReportDetail({
  report,
  store,
}: {
  report: ModerationReport;
  store: ModerationStore;
}) {
  const { t } = useTranslation(['operator', 'discovery']);
  const dateText = useDateText();
  const reported = report.reported;
  const reporter = report.reporter?.name ?? t('reports.erased');
  return (
    <article className={styles.detail} aria-labelledby="report-title">
      <h3 id="report-title" className={styles.subtitle}>
        {t('reports.reportTitle', {
          reason: t(`discovery:report.reasons.${report.reason}`),
          name: reported?.name ?? t('reports.erased'),
        })}
      </h3>
      <p className={styles.muted}>
        {t('reports.reportedBy', { name: reporter, date: dateText(report.created_at) })}
      </p>
      {report.remarks ? (
        <blockquote className={styles.quote}>
          <p>{report.remarks}</p>
        </blockquote>
      ) : null}
      {reported ? <MemberEvidence member={reported} /> : null}
      <ConversationEvidence
        evidence={report.evidence}
        sender={reporter}
        other={reported?.name ?? t('reports.erased')}
      />
      {report.decision === null ? (
        <ReportDecisionForm report={report} store={store} />
      ) : (
        <DecidedItem
          restriction={report.restriction}
          dismissed={t('reports.decision.dismissed')}
          store={store}
        />
      )}
    </article>
  );
}

/** The decision on an open report. */
function ReportDecisionForm({
  report,
  store,
}: {
  report: ModerationReport;
  store: ModerationStore;
}) {
  const { t } = useTranslation('operator');
  const draft = useRestrictionDraft<ReportDecision>({
    kind: 'dismiss',
    ground: GROUND_OF_REPORT_REASON[report.reason],
  });
  const decision = draft.kind;
  const submit = () => {
    if (decision === 'dismiss') {
      void store.actions.decide({ decision });
      return;
    }
    const restriction = draft.restriction();
    if (restriction) void store.actions.decide({ decision, ...restriction });
  };
  return (
    <DecisionForm store={store} decision={decision} onSubmit={submit}>
      <RadioGroup
        label={t('reports.decision.label')}
        orientation="horizontal"
        options={REPORT_DECISIONS.map((id) => ({ id, label: t(`reports.decision.${id}`) }))}
        value={decision}
        onChange={(value) => draft.setKind(value as ReportDecision)}
      />
      {decision !== 'dismiss' ? <RestrictionFields {...draft.fields} /> : null}
    </DecisionForm>
  );
}

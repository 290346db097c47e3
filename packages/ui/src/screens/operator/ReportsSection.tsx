import type { ModerationReport, ReportDecision, RestrictionGround } from '@dating/contract';
import { GROUND_OF_REPORT_REASON, REPORT_DECISIONS } from '@dating/contract/enums';
import { createModerationStore, type ModerationStore } from '@dating/logic';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { RadioGroup } from '../../components/RadioGroup.js';
import { TextField } from '../../components/TextField.js';
import { useProblemText } from '../../hooks/use-problem-text.js';
import { useSettings } from '../../stores-context.js';
import page from '../page.module.css';
import styles from './BackOfficeSection.module.css';
import { LoadFailed } from './LoadFailed.js';
import { RestrictionFields } from './RestrictionFields.js';
import { RestrictionSummary, useDateText } from './RestrictionSummary.js';
import { useSectionStore } from './use-section-store.js';

/**
 * The back office's reports (`/operator/reports`, moderators and admins): the queue of members'
 * reports, the oldest first, beside the one shown with its evidence: the reported member's
 * profile and public photos, the reporter's remarks, and their conversation as the reporter saw
 * it. The decision: no breach, or a warning, a suspension for some days or a ban, with the rule
 * and the facts the member's statement of reasons tells them. The decided reports, the newest
 * first, with their restrictions, which may be lifted.
 */
export function ReportsSection() {
  const store = useSectionStore(createModerationStore);
  const state = useSnapshot(store.state);
  const dateText = useDateText();
  const { t } = useTranslation(['operator', 'discovery']);
  const selected = state.reports?.find((report) => report.id === state.selected) ?? null;
  return (
    <div className={styles.section}>
      <section className={styles.page} aria-labelledby="reports-title">
        <h2 id="reports-title" className={page.title}>
          {t('reports.title')}
        </h2>
        <p className={page.intro}>{t('reports.intro')}</p>
        <div className={styles.toolbar}>
          <RadioGroup
            label={t('reports.views.label')}
            orientation="horizontal"
            options={[
              { id: 'open', label: t('reports.views.open', { count: state.open }) },
              { id: 'decided', label: t('reports.views.decided') },
            ]}
            value={state.view}
            onChange={(view) => void store.actions.load(view as 'open' | 'decided')}
          />
          {state.view === 'open' && state.oldestOpenAt ? (
            <p role="status" className={styles.muted}>
              {t('reports.oldest', { date: dateText(state.oldestOpenAt) })}
            </p>
          ) : null}
        </div>
        {state.loadProblem ? (
          <LoadFailed
            title={t('reports.loadFailed')}
            problem={state.loadProblem}
            onRetry={() => void store.actions.load()}
          />
        ) : state.reports === null ? (
          <p role="status">{t('loading')}</p>
        ) : state.reports.length === 0 ? (
          <p role="status">{t(state.view === 'open' ? 'reports.none' : 'reports.noneDecided')}</p>
        ) : (
          <div className={styles.split}>
            <nav aria-label={t('reports.list')} className={styles.list}>
              <ul>
                {state.reports.map((report) => (
                  <li key={report.id}>
                    <button
                      type="button"
                      className={styles.listItem}
                      aria-current={report.id === state.selected ? 'true' : undefined}
                      onClick={() => store.actions.select(report.id)}
                    >
                      <span className={styles.name}>
                        {report.reported?.name ?? t('reports.erased')}
                      </span>
                      <span className={styles.muted}>
                        {t(`discovery:report.reasons.${report.reason}`)} ·{' '}
                        {dateText(report.created_at)}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
            {selected ? (
              <ReportDetail key={selected.id} report={selected as ModerationReport} store={store} />
            ) : null}
          </div>
        )}
      </section>
    </div>
  );
}

function ReportDetail({ report, store }: { report: ModerationReport; store: ModerationStore }) {
  const { t } = useTranslation(['operator', 'discovery']);
  const dateText = useDateText();
  const settings = useSettings();
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
      {reported ? (
        <section className={styles.block} aria-labelledby="reported-profile">
          <h4 id="reported-profile" className={styles.blockTitle}>
            {t('reports.profile', { name: reported.name })}
          </h4>
          <p>
            {t('reports.card', {
              age: reported.age,
              place: [reported.city, reported.country].filter(Boolean).join(', '),
            })}
          </p>
          <p className={reported.notes ? undefined : styles.muted}>
            {reported.notes ?? t('reports.noAbout')}
          </p>
          {reported.photos.length ? (
            <ul className={styles.photos} aria-label={t('reports.photos')}>
              {reported.photos.map((photo, index) => (
                <li key={photo.id}>
                  <img
                    src={`${settings.cdn_prefix}${photo.thumb_filename}`}
                    alt={t('reports.photo', { number: index + 1, name: reported.name })}
                    loading="lazy"
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{t('reports.noPhotos')}</p>
          )}
        </section>
      ) : null}
      <section className={styles.block} aria-labelledby="report-evidence">
        <h4 id="report-evidence" className={styles.blockTitle}>
          {t('reports.evidence', { name: reporter })}
        </h4>
        {report.evidence.length ? (
          <ol className={styles.evidence}>
            {report.evidence.map((message) => (
              <li
                key={`${message.sent_at}-${message.text}`}
                data-reporter={message.reporter || undefined}
              >
                <span className={styles.muted}>
                  {message.reporter ? reporter : (reported?.name ?? t('reports.erased'))} ·{' '}
                  {dateText(message.sent_at)}
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
      {report.decision === null ? (
        <DecisionForm report={report} store={store} />
      ) : (
        <DecidedReport report={report} store={store} />
      )}
    </article>
  );
}

/** The decision on an open report. */
function DecisionForm({ report, store }: { report: ModerationReport; store: ModerationStore }) {
  const { deciding, problem } = useSnapshot(store.state);
  const { t } = useTranslation(['operator', 'banPage']);
  const problemText = useProblemText();
  const [decision, setDecision] = useState<ReportDecision>('dismiss');
  const [ground, setGround] = useState<RestrictionGround>(GROUND_OF_REPORT_REASON[report.reason]);
  const [days, setDays] = useState(7);
  const [facts, setFacts] = useState('');
  const [factsMissing, setFactsMissing] = useState(false);
  const restricts = decision !== 'dismiss';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (restricts && !facts.trim()) {
      setFactsMissing(true);
      return;
    }
    void store.actions.decide(
      restricts
        ? { decision, ground, facts, ...(decision === 'suspension' ? { days } : {}) }
        : { decision },
    );
  };
  return (
    <section className={styles.block} aria-labelledby="decision-title">
      <h4 id="decision-title" className={styles.blockTitle}>
        {t('reports.decision.title')}
      </h4>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div role="alert">
          {problem ? <Alert tone="danger">{problemText(problem)}</Alert> : null}
        </div>
        <RadioGroup
          label={t('reports.decision.label')}
          orientation="horizontal"
          options={REPORT_DECISIONS.map((id) => ({ id, label: t(`reports.decision.${id}`) }))}
          value={decision}
          onChange={(value) => setDecision(value as ReportDecision)}
        />
        {restricts ? (
          <RestrictionFields
            ground={ground}
            onGround={setGround}
            days={decision === 'suspension' ? { value: days, onChange: setDays } : undefined}
            facts={facts}
            onFacts={(value) => {
              setFacts(value);
              setFactsMissing(false);
            }}
            factsMissing={factsMissing}
          />
        ) : null}
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

/** A decided report: its decision, and lifting its restriction while it holds. */
function DecidedReport({ report, store }: { report: ModerationReport; store: ModerationStore }) {
  const { deciding, problem } = useSnapshot(store.state);
  const { t } = useTranslation('operator');
  const problemText = useProblemText();
  const [reason, setReason] = useState('');
  const restriction = report.restriction;
  const holds = restriction && !restriction.lifted_at;
  return (
    <section className={styles.block} aria-labelledby="decided-title">
      <h4 id="decided-title" className={styles.blockTitle}>
        {t('reports.decision.title')}
      </h4>
      {restriction ? (
        <RestrictionSummary restriction={restriction} />
      ) : (
        <p>{t('reports.decision.dismissed')}</p>
      )}
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

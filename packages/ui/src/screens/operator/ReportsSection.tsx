import type { ModerationNotice, ModerationReport } from '@dating/contract';
import { createModerationStore, moderationQueue, type QueueItem, queueItem } from '@dating/logic';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { RadioGroup } from '../../components/RadioGroup.js';
import page from '../page.module.css';
import styles from './BackOfficeSection.module.css';
import { LoadFailed } from './LoadFailed.js';
import { NoticeDetail } from './NoticeDetail.js';
import { ReportDetail } from './ReportDetail.js';
import { useDateText } from './RestrictionSummary.js';
import { useSectionStore } from './use-section-store.js';

/**
 * The back office's moderation queue (`/operator/reports`, moderators and admins): members'
 * reports and notices from `/complaints` in one list, the oldest first, beside the item shown
 * with its evidence and the decision on it (`ReportDetail`, `NoticeDetail`). The decided items,
 * the newest first, with their restrictions, which may be lifted.
 */
export function ReportsSection() {
  const store = useSectionStore(createModerationStore);
  const state = useSnapshot(store.state);
  const dateText = useDateText();
  const { t } = useTranslation('operator');
  const queue = moderationQueue(state as typeof store.state);
  const selected = queueItem(state as typeof store.state, state.selected);
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
        ) : queue === null ? (
          <p role="status">{t('loading')}</p>
        ) : queue.length === 0 ? (
          <p role="status">{t(state.view === 'open' ? 'reports.none' : 'reports.noneDecided')}</p>
        ) : (
          <div className={styles.split}>
            <nav aria-label={t('reports.list')} className={styles.list}>
              <ul>
                {queue.map((item) => (
                  <li key={`${item.kind}-${item.id}`}>
                    <button
                      type="button"
                      className={styles.listItem}
                      aria-current={
                        item.kind === selected?.kind && item.id === selected.id ? 'true' : undefined
                      }
                      onClick={() => store.actions.select(item)}
                    >
                      <QueueEntry item={item} />
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
            {selected?.kind === 'report' ? (
              <ReportDetail
                key={`report-${selected.id}`}
                report={selected.report as ModerationReport}
                store={store}
              />
            ) : selected?.kind === 'notice' ? (
              <NoticeDetail
                key={`notice-${selected.id}`}
                notice={selected.notice as ModerationNotice}
                store={store}
              />
            ) : null}
          </div>
        )}
      </section>
    </div>
  );
}

/** An item of the list: who or what it is about, why, and when it came in. */
function QueueEntry({ item }: { item: QueueItem }) {
  const { t } = useTranslation(['operator', 'discovery', 'complaintsPage']);
  const dateText = useDateText();
  if (item.kind === 'report') {
    return (
      <>
        <span className={styles.name}>{item.report.reported?.name ?? t('reports.erased')}</span>
        <span className={styles.muted}>
          {t('reports.kind')} · {t(`discovery:report.reasons.${item.report.reason}`)} ·{' '}
          {dateText(item.created_at)}
        </span>
      </>
    );
  }
  return (
    <>
      <span className={styles.name}>
        {item.notice.concerns?.name ?? t(`complaintsPage:subjects.${item.notice.subject}`)}
      </span>
      <span className={styles.muted}>
        {t('notices.kind', { reference: item.notice.reference })} ·{' '}
        {t(`complaintsPage:reasons.${item.notice.reason}`)} · {dateText(item.created_at)}
      </span>
    </>
  );
}

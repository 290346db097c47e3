import type { Transparency } from '@dating/contract';
import { createTransparencyStore, type TransparencyPeriod, transparencyCsv } from '@dating/logic';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { Button } from '../../components/Button.js';
import { Select } from '../../components/Select.js';
import { useSettings } from '../../stores-context.js';
import page from '../page.module.css';
import styles from './BackOfficeSection.module.css';
import { downloadCsv } from './download-csv.js';
import { LoadFailed } from './LoadFailed.js';
import { useSectionStore } from './use-section-store.js';

const periodId = (period: TransparencyPeriod) => `${period.year}-${period.half}`;

/**
 * The moderation's transparency figures (`/operator/transparency`, moderators and admins; EU DSA,
 * Art. 15): for the current half-year or one of the three before it, the notices and the
 * members' reports received by reason and how they were decided, with the median time to a
 * decision; the restrictions by kind and ground, those taken on the team's own initiative and by
 * automated means; the photo review; and the appeals. Each item counts in the half-year it
 * arrived. The figures download as CSV, one measure a line.
 */
export function TransparencySection() {
  const store = useSectionStore(createTransparencyStore);
  const state = useSnapshot(store.state);
  const settings = useSettings();
  const { t } = useTranslation('operator');
  const periodName = (period: TransparencyPeriod) =>
    t(`transparency.halves.${period.half}`, { year: period.year });
  const figures = state.figures as Transparency | null;
  return (
    <div className={styles.section}>
      <section className={styles.page} aria-labelledby="transparency-title">
        <h2 id="transparency-title" className={page.title}>
          {t('transparency.title')}
        </h2>
        <p className={page.intro}>{t('transparency.intro')}</p>
        <div className={styles.toolbar}>
          <Select
            label={t('transparency.period')}
            options={state.periods.map((period) => ({
              id: periodId(period),
              label: periodName(period),
            }))}
            value={periodId(state.period)}
            onChange={(id) => {
              const period = state.periods.find((candidate) => periodId(candidate) === id);
              if (period) void store.actions.load(period);
            }}
          />
          <Button
            variant="secondary"
            isDisabled={!figures}
            onPress={() =>
              figures &&
              downloadCsv(
                transparencyCsv(figures),
                `transparency-${settings.domain}-${state.period.year}-h${state.period.half}.csv`,
              )
            }
          >
            <Download aria-hidden="true" className={styles.icon} />
            {t('transparency.csv')}
          </Button>
        </div>
        {state.loadProblem ? (
          <LoadFailed
            title={t('transparency.loadFailed')}
            problem={state.loadProblem}
            onRetry={() => void store.actions.load()}
          />
        ) : figures ? (
          <Figures figures={figures} />
        ) : (
          <p role="status">{t('loading')}</p>
        )}
      </section>
    </div>
  );
}

/** A table of figures: a measure a row. */
function FigureTable({
  id,
  caption,
  rows,
}: {
  id: string;
  caption: string;
  rows: readonly (readonly [label: string, value: string])[];
}) {
  const { t } = useTranslation('operator');
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h3 id={id} className={styles.blockTitle}>
        {caption}
      </h3>
      <div className={styles.tableScroll}>
        <table className={styles.table} aria-labelledby={id}>
          <thead>
            <tr>
              <th scope="col">{t('transparency.measure')}</th>
              <th scope="col" className={styles.number}>
                {t('transparency.value')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td className={styles.number}>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The figures of a half-year, a table for each part of the moderation. */
function Figures({ figures }: { figures: Transparency }) {
  const { t, i18n } = useTranslation(['operator', 'complaintsPage', 'discovery', 'banPage']);
  const number = new Intl.NumberFormat(i18n.language);
  const hours = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  });
  const count = (value: number) => number.format(value);
  const median = (value: number | null) =>
    value === null ? t('transparency.noDecisions') : hours.format(value);
  /** The counts by a key that are not 0, in the contract's order. */
  const byKey = (counts: Record<string, number>, label: (key: string) => string) =>
    Object.entries(counts)
      .filter(([, value]) => value > 0)
      .map(([key, value]) => [label(key), count(value)] as const);
  const handled = (part: Transparency['notices'] | Transparency['reports']) =>
    [
      [t('transparency.received'), count(part.received)],
      [t('transparency.decided'), count(part.decided)],
      [t('transparency.acted'), count(part.acted)],
      [t('transparency.median'), median(part.median_hours)],
    ] as const;
  return (
    <div className={styles.stack}>
      <FigureTable
        id="figures-notices"
        caption={t('transparency.notices')}
        rows={[
          ...handled(figures.notices),
          ...byKey(figures.notices.by_reason, (reason) =>
            t('transparency.byReason', { reason: t(`complaintsPage:reasons.${reason}`) }),
          ),
        ]}
      />
      <FigureTable
        id="figures-reports"
        caption={t('transparency.reports')}
        rows={[
          ...handled(figures.reports),
          ...byKey(figures.reports.by_reason, (reason) =>
            t('transparency.byReason', { reason: t(`discovery:report.reasons.${reason}`) }),
          ),
        ]}
      />
      <FigureTable
        id="figures-restrictions"
        caption={t('transparency.restrictions')}
        rows={[
          ...Object.entries(figures.restrictions.by_kind).map(
            ([kind, value]) => [t(`restriction.kinds.${kind}`), count(value)] as const,
          ),
          ...byKey(figures.restrictions.by_ground, (ground) =>
            t('transparency.byGround', { ground: t(`banPage:grounds.${ground}`) }),
          ),
          [t('transparency.ownInitiative'), count(figures.restrictions.own_initiative)],
          [t('transparency.automated'), count(figures.restrictions.automated)],
        ]}
      />
      <FigureTable
        id="figures-photos"
        caption={t('transparency.photos')}
        rows={[
          [t('transparency.reviewed'), count(figures.photos.reviewed)],
          [t('transparency.rejected'), count(figures.photos.rejected)],
          [t('transparency.median'), median(figures.photos.median_hours)],
        ]}
      />
      <FigureTable
        id="figures-appeals"
        caption={t('transparency.appeals')}
        rows={[
          [t('transparency.received'), count(figures.appeals.received)],
          [t('transparency.decided'), count(figures.appeals.decided)],
          [t('transparency.reversed'), count(figures.appeals.reversed)],
          [t('transparency.median'), median(figures.appeals.median_hours)],
        ]}
      />
    </div>
  );
}

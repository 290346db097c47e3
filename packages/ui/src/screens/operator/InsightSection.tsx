import type { Currency, Insight, InsightDay, InsightSource } from '@dating/contract';
import { INSIGHT_DAYS } from '@dating/contract/enums';
import {
  createInsightStore,
  formatPrice,
  insightCurrencies,
  insightDaysCsv,
  insightOperatorsCsv,
  insightSourcesCsv,
  revenueIn,
  shareOf,
} from '@dating/logic';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { Button } from '../../components/Button.js';
import { Link } from '../../components/Link.js';
import { useLocale, useSettings, useStores } from '../../stores-context.js';
import page from '../page.module.css';
import styles from './BackOfficeSection.module.css';
import { downloadCsv } from './download-csv.js';
import { type ChartSeries, InsightChart } from './InsightChart.js';
import { LoadFailed } from './LoadFailed.js';
import { useDateText } from './RestrictionSummary.js';
import { useSectionStore } from './use-section-store.js';

type Count = 'signups' | 'confirmations' | 'first_purchases' | 'messages' | 'active_members';
const COUNTS: readonly Count[] = [
  'signups',
  'confirmations',
  'first_purchases',
  'messages',
  'active_members',
];

/** Where each queue of the insight is worked on. */
const QUEUE_PATHS = {
  photos: '/operator/photos',
  texts: '/operator/texts',
  reports: '/operator/reports',
  notices: '/operator/reports',
  appeals: '/operator/appeals',
} as const;

/** The words and numbers of the insight in the operator's language. */
function useInsightFormats() {
  const { language } = useLocale();
  const number = new Intl.NumberFormat(language);
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  const minutes = new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  });
  const day = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return {
    number: (value: number) => number.format(value),
    share: (part: number, whole: number) => {
      const share = shareOf(part, whole);
      return share === null ? '–' : percent.format(share);
    },
    money: (cents: number, currency: Currency) => formatPrice(cents, currency, language),
    moneyList: (revenue: InsightDay['revenue']) =>
      revenue.length
        ? revenue.map((money) => formatPrice(money.amount, money.currency, language)).join(' · ')
        : '–',
    day: (iso: string) => day.format(new Date(`${iso}T00:00:00Z`)),
    /** A whole percentage ("25 %" as the language writes it). */
    percentOff: (percentage: number) => percent.format(percentage / 100),
    /** A wait in whole seconds, in minutes with a decimal ("4.2 min"); a dash for none. */
    wait: (seconds: number | null) => (seconds === null ? '–' : minutes.format(seconds / 60)),
  };
}

/** The insight's tables as CSV downloads: the file's name, the button's text, the table. */
const CSV_DOWNLOADS = [
  {
    name: 'days',
    label: 'insight.daysCsv',
    csv: (insight: Insight) => insightDaysCsv(insight.days),
  },
  {
    name: 'sources',
    label: 'insight.sourcesCsv',
    csv: (insight: Insight) => insightSourcesCsv(insight.sources),
  },
  {
    name: 'operators',
    label: 'insight.operatorsCsv',
    csv: (insight: Insight) => insightOperatorsCsv(insight.operators),
  },
] as const;

/**
 * The brand's insight (`/operator/insight`, admins): the last 30 days (UTC, today so far
 * included) in totals and charts (sign-ups and confirmations, first purchases, revenue per
 * currency, messages, active members), the figures day by day in a table, the new members by
 * traffic source with how many confirmed and bought, and what waits in the team's queues since
 * when. The days, the sources and the operators' work download as CSV. What each figure counts is the contract's
 * (`insight.ts`).
 */
export function InsightSection() {
  const store = useSectionStore(createInsightStore);
  const state = useSnapshot(store.state);
  const settings = useSettings();
  const { t } = useTranslation('operator');
  const insight = state.insight as Insight | null;
  const stamp = insight?.days.at(-1)?.day ?? '';
  return (
    <div className={styles.section}>
      <section className={styles.page} aria-labelledby="insight-title">
        <div className={styles.toolbar}>
          <h2 id="insight-title" className={page.title}>
            {t('insight.title')}
          </h2>
          <div className={page.actions}>
            {CSV_DOWNLOADS.map(({ name, label, csv }) => (
              <Button
                key={name}
                variant="secondary"
                isDisabled={!insight}
                onPress={() =>
                  insight && downloadCsv(csv(insight), `${name}-${settings.domain}-${stamp}.csv`)
                }
              >
                <Download aria-hidden="true" className={styles.icon} />
                {t(label)}
              </Button>
            ))}
          </div>
        </div>
        <p className={page.intro}>
          {t('insight.intro', { brand: settings.name, days: INSIGHT_DAYS })}
        </p>
        {state.loadProblem ? (
          <LoadFailed
            title={t('insight.loadFailed')}
            problem={state.loadProblem}
            onRetry={() => void store.actions.load()}
          />
        ) : !insight ? (
          <p role="status">{t('loading')}</p>
        ) : (
          <>
            <Totals days={insight.days} />
            <Charts days={insight.days} />
            <DayTable days={insight.days} />
            <Sources sources={insight.sources} />
            <Queues queues={insight.queues} />
            <Operators operators={insight.operators} />
            <Offers />
          </>
        )}
      </section>
    </div>
  );
}

/** The 30 days' totals. */
function Totals({ days }: { days: readonly InsightDay[] }) {
  const { t } = useTranslation('operator');
  const format = useInsightFormats();
  const total = (count: Count) => days.reduce((sum, day) => sum + day[count], 0);
  const revenue = insightCurrencies(days).map((currency) => ({
    currency,
    amount: days.reduce((sum, day) => sum + revenueIn(day, currency), 0),
  }));
  return (
    <dl className={styles.totals} aria-label={t('insight.totals', { days: INSIGHT_DAYS })}>
      {(['signups', 'confirmations', 'first_purchases', 'messages'] as const).map((count) => (
        <div key={count}>
          <dt>{t(`insight.measures.${count}`)}</dt>
          <dd>{format.number(total(count))}</dd>
        </div>
      ))}
      <div>
        <dt>{t('insight.measures.revenue')}</dt>
        <dd>{format.moneyList(revenue)}</dd>
      </div>
    </dl>
  );
}

/** The charts: sign-ups with confirmations, first purchases, revenue, messages, active members. */
function Charts({ days }: { days: readonly InsightDay[] }) {
  const { t } = useTranslation('operator');
  const format = useInsightFormats();
  const dates = days.map((day) => day.day);
  const line = (count: Count, tone: ChartSeries['tone']): ChartSeries => ({
    id: count,
    label: t(`insight.measures.${count}`),
    values: days.map((day) => day[count]),
    tone,
  });
  /** The summary of a chart: each line's total and its highest day. */
  const summaryOf = (series: readonly ChartSeries[], show: (value: number) => string) =>
    series
      .map((each) => {
        const highest = Math.max(...each.values);
        const at = dates[each.values.indexOf(highest)] ?? '';
        const sum = each.values.reduce((all, value) => all + value, 0);
        return t('insight.chartSummary', {
          measure: each.label,
          total: show(sum),
          highest: show(highest),
          day: format.day(at),
          days: INSIGHT_DAYS,
        });
      })
      .join(' ');
  const currencies = insightCurrencies(days);
  const tones: ChartSeries['tone'][] = ['accent', 'info', 'success', 'warning'];
  const revenue = currencies.map(
    (currency, index): ChartSeries => ({
      id: currency,
      label: currency,
      values: days.map((day) => revenueIn(day, currency)),
      tone: tones[index % tones.length] ?? 'accent',
    }),
  );
  const moneyShow = (cents: number) =>
    currencies.length === 1 && currencies[0]
      ? format.money(cents, currencies[0])
      : format.number(Math.round(cents / 100));
  const charts: {
    id: string;
    title: string;
    series: ChartSeries[];
    show: (n: number) => string;
    /** Counts: whole numbers on the value axis. */
    whole?: boolean;
  }[] = [
    {
      id: 'signups',
      title: t('insight.charts.signups'),
      series: [line('signups', 'accent'), line('confirmations', 'success')],
      show: format.number,
      whole: true,
    },
    {
      id: 'purchases',
      title: t('insight.measures.first_purchases'),
      series: [line('first_purchases', 'accent')],
      show: format.number,
      whole: true,
    },
    {
      id: 'revenue',
      title: t('insight.measures.revenue'),
      series: revenue,
      show: moneyShow,
    },
    {
      id: 'messages',
      title: t('insight.measures.messages'),
      series: [line('messages', 'info')],
      show: format.number,
      whole: true,
    },
    {
      id: 'active',
      title: t('insight.measures.active_members'),
      series: [line('active_members', 'success')],
      show: format.number,
      whole: true,
    },
  ];
  return (
    <div className={styles.charts}>
      {charts.map((chart) => (
        <InsightChart
          key={chart.id}
          title={chart.title}
          days={dates}
          series={chart.series}
          summary={
            chart.series.length
              ? summaryOf(chart.series, chart.show)
              : t('insight.none', { days: INSIGHT_DAYS })
          }
          format={chart.show}
          dayLabel={format.day}
          whole={chart.whole}
        />
      ))}
    </div>
  );
}

/** The figures day by day, the newest first, behind a disclosure. */
function DayTable({ days }: { days: readonly InsightDay[] }) {
  const { t } = useTranslation('operator');
  const format = useInsightFormats();
  return (
    <details className={styles.block}>
      <summary>{t('insight.byDay')}</summary>
      <div className={styles.tableScroll}>
        <table className={styles.table} aria-label={t('insight.byDay')}>
          <thead>
            <tr>
              <th scope="col">{t('insight.day')}</th>
              {COUNTS.slice(0, 3).map((count) => (
                <th key={count} scope="col" className={styles.number}>
                  {t(`insight.measures.${count}`)}
                </th>
              ))}
              <th scope="col" className={styles.number}>
                {t('insight.measures.revenue')}
              </th>
              {COUNTS.slice(3).map((count) => (
                <th key={count} scope="col" className={styles.number}>
                  {t(`insight.measures.${count}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.day}>
                <th scope="row">{format.day(day.day)}</th>
                {COUNTS.slice(0, 3).map((count) => (
                  <td key={count} className={styles.number}>
                    {format.number(day[count])}
                  </td>
                ))}
                <td className={styles.number}>{format.moneyList(day.revenue)}</td>
                {COUNTS.slice(3).map((count) => (
                  <td key={count} className={styles.number}>
                    {format.number(day[count])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** The new members by where they came from, and what became of them. */
function Sources({ sources }: { sources: readonly InsightSource[] }) {
  const { t } = useTranslation('operator');
  const format = useInsightFormats();
  return (
    <section className={styles.block} aria-labelledby="insight-sources">
      <h3 id="insight-sources" className={styles.subtitle}>
        {t('insight.sources.title')}
      </h3>
      <p>{t('insight.sources.intro', { days: INSIGHT_DAYS })}</p>
      {sources.length === 0 ? (
        <p>{t('insight.sources.none', { days: INSIGHT_DAYS })}</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table} aria-labelledby="insight-sources">
            <thead>
              <tr>
                <th scope="col">{t('insight.sources.source')}</th>
                <th scope="col">{t('insight.sources.sub1')}</th>
                <th scope="col" className={styles.number}>
                  {t('insight.measures.signups')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('insight.sources.confirmed')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('insight.sources.buyers')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('insight.measures.revenue')}
                </th>
              </tr>
            </thead>
            <tbody>
              {sources.map((source) => (
                <tr key={`${source.network}|${source.ref}|${source.sub1}`}>
                  <th scope="row">
                    {source.network
                      ? t('insight.sources.network', { name: source.network })
                      : source.ref
                        ? t('insight.sources.ref', { name: source.ref })
                        : t('insight.sources.direct')}
                  </th>
                  <td>{source.sub1 ?? '–'}</td>
                  <td className={styles.number}>{format.number(source.signups)}</td>
                  <td className={styles.number}>
                    {t('insight.sources.ofSignups', {
                      number: format.number(source.confirmed),
                      share: format.share(source.confirmed, source.signups),
                    })}
                  </td>
                  <td className={styles.number}>
                    {t('insight.sources.ofSignups', {
                      number: format.number(source.buyers),
                      share: format.share(source.buyers, source.signups),
                    })}
                  </td>
                  <td className={styles.number}>{format.moneyList(source.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** What waits in each queue, since when, with the way to it. */
function Queues({ queues }: { queues: Insight['queues'] }) {
  const { t } = useTranslation('operator');
  const stores = useStores();
  const dateText = useDateText();
  const format = useInsightFormats();
  return (
    <section className={styles.block} aria-labelledby="insight-queues">
      <h3 id="insight-queues" className={styles.subtitle}>
        {t('insight.queues.title')}
      </h3>
      <div className={styles.tableScroll}>
        <table className={styles.table} aria-labelledby="insight-queues">
          <thead>
            <tr>
              <th scope="col">{t('insight.queues.queue')}</th>
              <th scope="col" className={styles.number}>
                {t('insight.queues.waiting')}
              </th>
              <th scope="col">{t('insight.queues.oldest')}</th>
            </tr>
          </thead>
          <tbody>
            {queues.map((queue) => {
              const hours = queue.oldest_at
                ? Math.max(
                    0,
                    Math.floor((stores.clock.now() - Date.parse(queue.oldest_at)) / 3_600_000),
                  )
                : null;
              return (
                <tr key={queue.queue}>
                  <th scope="row">
                    <Link to={QUEUE_PATHS[queue.queue]}>{t(`insight.queues.${queue.queue}`)}</Link>
                  </th>
                  <td className={styles.number}>{format.number(queue.waiting)}</td>
                  <td>
                    {queue.oldest_at && hours !== null
                      ? t('insight.queues.since', {
                          date: dateText(queue.oldest_at),
                          count: hours,
                        })
                      : '–'}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * The chat team's work in the window: each operator's answers, the conversations they were in,
 * and how long members waited for their answers (median and 90th percentile).
 */
function Operators({ operators }: { operators: Insight['operators'] }) {
  const { t } = useTranslation('operator');
  const format = useInsightFormats();
  return (
    <section className={styles.block} aria-labelledby="insight-operators">
      <h3 id="insight-operators" className={styles.subtitle}>
        {t('insight.operators.title')}
      </h3>
      <p>{t('insight.operators.intro')}</p>
      {operators.length === 0 ? (
        <p>{t('insight.operators.none')}</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table} aria-labelledby="insight-operators">
            <thead>
              <tr>
                <th scope="col">{t('insight.operators.operator')}</th>
                <th scope="col" className={styles.number}>
                  {t('insight.operators.answers')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('insight.operators.conversations')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('insight.operators.median')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('insight.operators.p90')}
                </th>
              </tr>
            </thead>
            <tbody>
              {operators.map((operator) => (
                <tr key={operator.id}>
                  <th scope="row">{operator.name}</th>
                  <td className={styles.number}>{format.number(operator.answers)}</td>
                  <td className={styles.number}>{format.number(operator.conversations)}</td>
                  <td className={styles.number}>{format.wait(operator.median_wait_seconds)}</td>
                  <td className={styles.number}>{format.wait(operator.p90_wait_seconds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** What the brand offers new members, as its brand file sets it (`settings.offers`). */
function Offers() {
  const { t } = useTranslation('operator');
  const { offers } = useSettings();
  const format = useInsightFormats();
  return (
    <section className={styles.block} aria-labelledby="insight-offers">
      <h3 id="insight-offers" className={styles.subtitle}>
        {t('insight.offers.title')}
      </h3>
      <ul>
        <li>
          {t('insight.offers.welcome', { percent: format.percentOff(offers.welcome_percentage) })}
        </li>
        <li>
          {t('insight.offers.timeBonus', {
            percent: format.percentOff(offers.time_bonus_percentage),
            count: offers.time_bonus_hours,
          })}
        </li>
      </ul>
      <p>{t('insight.offers.source')}</p>
    </section>
  );
}

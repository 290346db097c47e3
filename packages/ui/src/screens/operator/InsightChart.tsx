import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { useId } from 'react';
import styles from './InsightChart.module.css';

/** One line of a chart: its values, one per day, and the design token it is drawn in. */
export interface ChartSeries {
  id: string;
  label: string;
  values: readonly number[];
  tone: 'accent' | 'success' | 'warning' | 'info';
}

/** Props of {@link InsightChart}. */
export interface InsightChartProps {
  title: string;
  /** The days, oldest first (YYYY-MM-DD); every series has a value for each. */
  days: readonly string[];
  series: readonly ChartSeries[];
  /** What the chart says in words, for those who do not see it (totals, highest day). */
  summary: string;
  /** A value as the axis shows it. */
  format: (value: number) => string;
  /** A day as the axis shows it. */
  dayLabel: (day: string) => string;
  /** The values are counts: the value axis marks whole numbers only. */
  whole?: boolean;
}

const WIDTH = 640;
const HEIGHT = 220;
const MARGIN = { top: 12, right: 28, bottom: 28, left: 64 };

/**
 * A line chart of daily figures (visx, in SVG, themed by the design tokens): a line per series,
 * a day axis with a tick a week, a value axis from 0. The picture is one image with the chart's
 * title and summary as its name and description; the figures themselves are in the insight's
 * table, for screen readers and for copying.
 */
export function InsightChart({
  title,
  days,
  series,
  summary,
  format,
  dayLabel,
  whole = false,
}: InsightChartProps) {
  const titleId = useId();
  const summaryId = useId();
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scalePoint({ domain: [...days], range: [0, innerWidth] });
  const highest = Math.max(1, ...series.flatMap((line) => line.values));
  const y = scaleLinear({ domain: [0, highest], range: [innerHeight, 0], nice: true });
  const weekly = days.filter((_, index) => (days.length - 1 - index) % 7 === 0);
  const marks = y.ticks(4).filter((value) => !whole || Number.isInteger(value));
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.caption}>
        <span id={titleId} className={styles.title}>
          {title}
        </span>
        {series.length > 1 ? (
          <ul className={styles.legend}>
            {series.map((line) => (
              <li key={line.id} data-tone={line.tone}>
                {line.label}
              </li>
            ))}
          </ul>
        ) : null}
        <span id={summaryId} className={styles.summary}>
          {summary}
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={summaryId}
        className={styles.svg}
      >
        <title>{title}</title>
        {/* The picture's parts (visx draws each tick label as an svg of its own) say nothing more. */}
        <Group left={MARGIN.left} top={MARGIN.top} aria-hidden="true">
          <AxisLeft
            scale={y}
            tickValues={marks}
            tickFormat={(value) => format(Number(value))}
            axisClassName={styles.axis}
            tickLabelProps={{ className: styles.tickLabel, textAnchor: 'end', dx: -4, dy: 4 }}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={weekly}
            tickFormat={(day) => dayLabel(String(day))}
            axisClassName={styles.axis}
            tickLabelProps={{ className: styles.tickLabel, textAnchor: 'middle' }}
          />
          {series.map((line) => (
            <LinePath
              key={line.id}
              data={days.map((day, index) => ({ day, value: line.values[index] ?? 0 }))}
              x={(point) => x(point.day) ?? 0}
              y={(point) => y(point.value)}
              className={styles.line}
              data-tone={line.tone}
            />
          ))}
        </Group>
      </svg>
    </figure>
  );
}

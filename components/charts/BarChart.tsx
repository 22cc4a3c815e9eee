import Link from 'next/link';
import { useId } from 'react';

import styles from './BarChart.module.scss';

export interface Bar {
  /** Unique among the chart's bars. */
  key: string | number;
  label: string;
  value: number;
  /** The bar's label links here (a campaign's page, say). */
  href?: string;
}

export interface BarChartProps {
  /** Names the chart: shown above it. */
  title: string;
  bars: readonly Bar[];
  formatValue?: (value: number) => string;
  /** Said in place of the bars when there are none. */
  emptyMessage?: string;
}

/**
 * Horizontal bars from 0 to the largest value, each with its label and its figure in text, so the
 * chart reads as a list without the drawing and fits a phone (labels above the bars there). A table
 * beside it should carry the exact figures, as for the line chart.
 */
export function BarChart({ title, bars, formatValue = String, emptyMessage = 'No data.' }: BarChartProps) {
  const titleId = useId();
  const largest = Math.max(0, ...bars.map((bar) => bar.value));
  return (
    <figure className={styles.chart} aria-labelledby={titleId}>
      <figcaption id={titleId} className={styles.title}>
        {title}
      </figcaption>
      {bars.length === 0 ? (
        <p className={styles.empty}>{emptyMessage}</p>
      ) : (
        <ol className={styles.bars}>
          {bars.map((bar) => (
            <li key={bar.key} className={styles.row}>
              <span className={styles.label}>
                {bar.href ? <Link href={bar.href}>{bar.label}</Link> : bar.label}
              </span>
              <span className={styles.track} aria-hidden="true">
                <span
                  className={styles.bar}
                  style={{ width: `${largest > 0 ? Math.max(0.5, (bar.value / largest) * 100) : 0}%` }}
                />
              </span>
              <span className={styles.value}>{formatValue(bar.value)}</span>
            </li>
          ))}
        </ol>
      )}
    </figure>
  );
}

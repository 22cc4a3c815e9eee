import { useEffect, useRef, useState, type RefObject } from 'react';

import styles from './LineChart.module.scss';

export interface LineSeries {
  /** Unique among the chart's series. */
  key: string;
  label: string;
  /** One value (0 or more) per label of the chart, in the same order. */
  values: readonly number[];
}

export interface LineChartProps {
  /** Names the chart: shown above it and opening its summary. */
  title: string;
  /** The x axis, in order (days, say); each series has one value per label. */
  labels: readonly string[];
  series: readonly LineSeries[];
  /** How a value reads on the y axis and in the summary. */
  formatValue?: (value: number) => string;
  /** The values are counts: the y axis never ticks between whole numbers. */
  wholeNumbers?: boolean;
}

const HEIGHT = 260;
/** The width drawn before the chart has measured its box (the server's render, say). */
const FALLBACK_WIDTH = 640;
const MIN_WIDTH = 240;
const MARGIN = { top: 12, right: 16, bottom: 30 };
/** Rough width of one character of the 12px axis labels, to keep labels apart without measuring text. */
const CHAR_WIDTH = 7;
const Y_TICKS = 5;
/** Beyond this many points the markers would merge into the line. */
const MAX_MARKED_POINTS = 31;
/** The number of distinct series styles (colour and dash) the sass module defines. */
const SERIES_STYLES = 4;

/**
 * The width of `ref`'s box, kept up to date. The chart's viewBox takes this width, so its text stays
 * at its real size on a phone instead of shrinking with a scaled drawing.
 */
function useBoxWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry.contentRect.width);
      if (measured > 0) setWidth(Math.max(measured, MIN_WIDTH));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * Which of `count` x labels are drawn, `spacing` px apart, each `labelWidth` px wide: every n-th, so
 * that none overlaps. The first and last are drawn from their edge (not centred on their point), so a
 * centred neighbour keeps one and a half widths from them, or is left out.
 */
export function xTickIndices(count: number, spacing: number, labelWidth: number): number[] {
  if (count <= 1) return count === 1 ? [0] : [];
  const step = Math.max(1, Math.ceil(labelWidth / Math.max(spacing, 1)));
  const last = count - 1;
  const edges = last % step === 0 ? [0, last] : [0];
  const clearOfEdges = (index: number) =>
    edges.includes(index) || edges.every((edge) => Math.abs(index - edge) * spacing >= 1.5 * labelWidth);
  const ticks: number[] = [];
  for (let index = 0; index <= last; index += step) if (clearOfEdges(index)) ticks.push(index);
  return ticks;
}

/** Round steps (1, 2, 2.5 or 5 times a power of ten) from 0 to at least `max`. */
function niceTicks(max: number, wholeNumbers: boolean): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / Y_TICKS;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  let step = [1, 2, 2.5, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough)!;
  if (wholeNumbers) step = Math.max(1, Math.ceil(step));
  const count = Math.ceil(max / step - 1e-9);
  return Array.from({ length: count + 1 }, (_, index) => index * step);
}

/** One sentence per shown series (its range and its highest point), for readers who cannot see it. */
function summaryOf(
  title: string,
  labels: readonly string[],
  shown: readonly LineSeries[],
  formatValue: (value: number) => string,
): string {
  if (labels.length === 0) return `${title}: no data.`;
  if (shown.length === 0) return `${title}: every line is hidden.`;
  const span = labels.length === 1 ? `on ${labels[0]}` : `from ${labels[0]} to ${labels[labels.length - 1]}`;
  const lines = shown.map(({ label, values }) => {
    const highest = values.reduce((best, value, index) => (value > values[best] ? index : best), 0);
    return `${label} highest ${formatValue(values[highest])} on ${labels[highest]}, last ${formatValue(
      values[values.length - 1],
    )}.`;
  });
  return [`${title}, ${span}.`, ...lines].join(' ');
}

/**
 * A line chart of a few series over shared labels, drawn in SVG: a y axis from 0 with round ticks, as
 * many x labels as fit, and a legend whose buttons show or hide each series. The drawing is one image
 * with a spoken summary; a table beside it should carry the exact figures.
 */
export function LineChart({
  title,
  labels,
  series,
  formatValue = String,
  wholeNumbers = false,
}: LineChartProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const width = useBoxWidth(boxRef);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());

  const toggle = (key: string) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const shown = series.filter(({ key }) => !hidden.has(key));
  const top = Math.max(0, ...shown.flatMap(({ values }) => values));
  const yTicks = niceTicks(top, wholeNumbers);
  const yMax = yTicks[yTicks.length - 1];
  const yLabels = yTicks.map(formatValue);

  const left = Math.max(...yLabels.map((label) => label.length)) * CHAR_WIDTH + 12;
  const plotWidth = width - left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const bottom = MARGIN.top + plotHeight;
  const x = (index: number) =>
    left + (labels.length <= 1 ? plotWidth / 2 : (index * plotWidth) / (labels.length - 1));
  const y = (value: number) => bottom - (value / yMax) * plotHeight;

  const labelWidth = Math.max(0, ...labels.map((label) => label.length)) * CHAR_WIDTH + 16;
  const xTicks = xTickIndices(labels.length, plotWidth / Math.max(1, labels.length - 1), labelWidth);
  const anchorOf = (index: number) => {
    if (labels.length <= 1) return 'middle';
    if (index === 0) return 'start';
    return index === labels.length - 1 ? 'end' : 'middle';
  };

  const styleOf = (key: string) =>
    styles[`series${series.findIndex((candidate) => candidate.key === key) % SERIES_STYLES}`];

  return (
    <figure className={styles.chart}>
      <figcaption className={styles.title}>{title}</figcaption>
      <ul className={styles.legend} aria-label={`Lines of ${title}`}>
        {series.map(({ key, label }) => (
          <li key={key}>
            <button
              type="button"
              className={styles.toggle}
              aria-pressed={!hidden.has(key)}
              onClick={() => toggle(key)}
            >
              <svg className={`${styles.swatch} ${styleOf(key)}`} viewBox="0 0 24 8" aria-hidden="true">
                <line x1="0" y1="4" x2="24" y2="4" />
              </svg>
              {label}
            </button>
          </li>
        ))}
      </ul>
      <div ref={boxRef} className={styles.box}>
        <svg
          role="img"
          aria-label={summaryOf(title, labels, shown, formatValue)}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          className={styles.drawing}
        >
          <g className={styles.axis}>
            {yTicks.map((tick, index) => (
              <g key={tick}>
                <line className={styles.grid} x1={left} x2={width - MARGIN.right} y1={y(tick)} y2={y(tick)} />
                <text x={left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle">
                  {yLabels[index]}
                </text>
              </g>
            ))}
            {xTicks.map((index) => (
              <text key={index} x={x(index)} y={bottom + 20} textAnchor={anchorOf(index)}>
                {labels[index]}
              </text>
            ))}
          </g>
          {shown.map(({ key, values }) => (
            <g key={key} className={styleOf(key)}>
              <path
                className={styles.line}
                data-series={key}
                d={values
                  .map((value, index) => `${index === 0 ? 'M' : 'L'}${x(index)},${y(value)}`)
                  .join(' ')}
              />
              {values.length <= MAX_MARKED_POINTS &&
                values.map((value, index) => (
                  <circle key={index} className={styles.point} cx={x(index)} cy={y(value)} r={3} />
                ))}
            </g>
          ))}
        </svg>
      </div>
    </figure>
  );
}

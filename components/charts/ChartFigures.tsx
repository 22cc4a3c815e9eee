import { DataTable, type Column } from '@/components/lists/DataTable';
import styles from './ChartFigures.module.scss';

/**
 * A chart's figures as a table, behind a disclosure named after the chart: the exact numbers, and the
 * chart for anyone who cannot see the drawing.
 */
export function ChartFigures<Row>({
  title,
  columns,
  rows,
  rowKey,
}: {
  /** The chart's title; the disclosure reads "<title> as a table". */
  title: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
}) {
  return (
    <details className={styles.figures}>
      <summary>{title} as a table</summary>
      <DataTable
        caption={title}
        captionHidden
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        emptyMessage="No data."
      />
    </details>
  );
}

import { useId } from 'react';

import builderStyles from '@/components/campaigns/builder/builder.module.scss';
import type { PlayerImportReport, PlayerImportType } from '@/types/players';
import { formatCount, PLAYER_MESSAGES } from './playerSelection';
import styles from './players.module.scss';

/** Items a problem list shows: a 10 MB file can hold some 300,000 unknown hashes. */
const LIST_ITEMS_SHOWN = 500;

function ProblemList({ title, items }: { title: string; items: readonly (string | number)[] }) {
  if (items.length === 0) return null;
  const more = items.length - LIST_ITEMS_SHOWN;
  return (
    <details className={styles.problems}>
      <summary>
        {title} ({formatCount(items.length)})
      </summary>
      {/* A long list scrolls; focusable, so that keyboards scroll it too. */}
      <div className={styles.problemItems} role="region" aria-label={title} tabIndex={0}>
        <ul>
          {items.slice(0, LIST_ITEMS_SHOWN).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      {more > 0 && <p className={styles.muted}>… and {formatCount(more)} more.</p>}
    </details>
  );
}

interface Props {
  fileName: string;
  type: PlayerImportType;
  report: PlayerImportReport;
}

/** What an upload did (spec §3 "Player selection upload result") and the notices of spec §5. */
export function ImportReport({ fileName, type, report }: Props) {
  const headingId = useId();
  const notices = [
    report.alreadyManuallyAddedPlayers.length > 0 &&
      PLAYER_MESSAGES.notRemoved(report.alreadyManuallyAddedPlayers),
    report.alreadyManuallyRemovedPlayers.length > 0 &&
      PLAYER_MESSAGES.notAdded(report.alreadyManuallyRemovedPlayers),
  ].filter((notice): notice is string => Boolean(notice));

  return (
    <section className={styles.report} aria-labelledby={headingId}>
      <h5 id={headingId} className={styles.subheading}>
        Upload report: {fileName}
      </h5>
      <dl className={builderStyles.facts}>
        <dt>{type === 'players' ? 'Players added' : 'Players removed'}</dt>
        <dd>{formatCount(report.added)}</dd>
        <dt>Broken lines</dt>
        <dd>{formatCount(report.brokenLines.length)}</dd>
        <dt>Duplicate hashes</dt>
        <dd>{formatCount(report.duplicatePlayerHashes.length)}</dd>
        <dt>Unknown hashes</dt>
        <dd>{formatCount(report.nonExistingPlayerHashes.length)}</dd>
      </dl>
      {notices.map((notice) => (
        <p key={notice} className={`${builderStyles.notice} ${styles.warning}`}>
          {notice}
        </p>
      ))}
      <ProblemList title="Broken lines" items={report.brokenLines.map((line) => `Line ${line}`)} />
      <ProblemList title="Duplicate hashes" items={report.duplicatePlayerHashes} />
      <ProblemList title="Unknown hashes" items={report.nonExistingPlayerHashes} />
    </section>
  );
}

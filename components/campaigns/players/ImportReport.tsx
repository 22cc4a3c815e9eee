import { useId } from 'react';

import builderStyles from '@/components/campaigns/builder/builder.module.scss';
import { EXCLUSION_LABELS } from '@/components/players';
import type { PlayerImportReport, PlayerImportType } from '@/types/players';
import { formatCount, PLAYER_MESSAGES } from './playerSelection';
import styles from './players.module.scss';

/** The report's lines for players responsible gambling keeps out ("Excluded: self-excluded"). */
const EXCLUDED_TITLES = {
  selfExcluded: `Excluded: ${EXCLUSION_LABELS.selfExcluded.toLowerCase()}`,
  blocked: `Excluded: ${EXCLUSION_LABELS.blocked.toLowerCase()}`,
} as const;

/** Items a problem list shows (our API sends this many at most). */
const LIST_ITEMS_SHOWN = 500;

interface ProblemListProps {
  title: string;
  items: readonly (string | number)[];
  /** How many there were: the server may send only the first ones. */
  total: number;
}

function ProblemList({ title, items, total }: ProblemListProps) {
  if (total === 0) return null;
  const shown = items.slice(0, LIST_ITEMS_SHOWN);
  const more = total - shown.length;
  return (
    <details className={styles.problems}>
      <summary>
        {title} ({formatCount(total)})
      </summary>
      {/* A long list scrolls; focusable, so that keyboards scroll it too. */}
      <div className={styles.problemItems} role="region" aria-label={title} tabIndex={0}>
        <ul>
          {shown.map((item) => (
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
  const totals = {
    brokenLines: report.brokenLinesCount ?? report.brokenLines.length,
    duplicates: report.duplicatePlayerHashesCount ?? report.duplicatePlayerHashes.length,
    nonExisting: report.nonExistingPlayerHashesCount ?? report.nonExistingPlayerHashes.length,
    selfExcluded: report.selfExcludedPlayerHashesCount ?? report.selfExcludedPlayerHashes?.length ?? 0,
    blocked: report.blockedPlayerHashesCount ?? report.blockedPlayerHashes?.length ?? 0,
    notRemoved: report.alreadyManuallyAddedPlayersCount ?? report.alreadyManuallyAddedPlayers.length,
    notAdded: report.alreadyManuallyRemovedPlayersCount ?? report.alreadyManuallyRemovedPlayers.length,
  };
  // Our API says which named players responsible gambling kept out; a backend that does not is not
  // shown as having kept none out.
  const reportsExclusions =
    report.selfExcludedPlayerHashes !== undefined || report.blockedPlayerHashes !== undefined;
  const notices = [
    totals.notRemoved > 0 &&
      PLAYER_MESSAGES.notRemoved(report.alreadyManuallyAddedPlayers, totals.notRemoved),
    totals.notAdded > 0 && PLAYER_MESSAGES.notAdded(report.alreadyManuallyRemovedPlayers, totals.notAdded),
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
        <dd>{formatCount(totals.brokenLines)}</dd>
        <dt>Duplicate hashes</dt>
        <dd>{formatCount(totals.duplicates)}</dd>
        <dt>Unknown hashes</dt>
        <dd>{formatCount(totals.nonExisting)}</dd>
        {reportsExclusions && (
          <>
            <dt>{EXCLUDED_TITLES.selfExcluded}</dt>
            <dd>{formatCount(totals.selfExcluded)}</dd>
            <dt>{EXCLUDED_TITLES.blocked}</dt>
            <dd>{formatCount(totals.blocked)}</dd>
          </>
        )}
      </dl>
      {totals.selfExcluded + totals.blocked > 0 && (
        <p className={`${builderStyles.notice} ${styles.warning}`}>{PLAYER_MESSAGES.excludedByFile}</p>
      )}
      {notices.map((notice) => (
        <p key={notice} className={`${builderStyles.notice} ${styles.warning}`}>
          {notice}
        </p>
      ))}
      <ProblemList
        title="Broken lines"
        items={report.brokenLines.map((line) => `Line ${line}`)}
        total={totals.brokenLines}
      />
      <ProblemList title="Duplicate hashes" items={report.duplicatePlayerHashes} total={totals.duplicates} />
      <ProblemList title="Unknown hashes" items={report.nonExistingPlayerHashes} total={totals.nonExisting} />
      <ProblemList
        title={EXCLUDED_TITLES.selfExcluded}
        items={report.selfExcludedPlayerHashes ?? []}
        total={totals.selfExcluded}
      />
      <ProblemList
        title={EXCLUDED_TITLES.blocked}
        items={report.blockedPlayerHashes ?? []}
        total={totals.blocked}
      />
    </section>
  );
}

import { useId } from 'react';

import { LoadFailed } from '@/components/kit/QueryState';
import { Button } from '@/components/ui/Button';
import { FigureTiles } from '@/components/ui/FigureTiles';
import { Spinner } from '@/components/ui/Spinner';
import { StatusBadge, type BadgeTone } from '@/components/ui/StatusBadge';
import { useDateTimeFormat } from '@/hooks/useDateFormat';
import type { EngineStatus } from '@/types/integrations';
import { formatCount, formatDuration } from '@/utils/format';
import { ENGINE_STATUS_INTERVAL_MS, useGetEngineStatusQuery } from './api';
import styles from './integrations.module.scss';

/** An event waiting longer than this means the engine is not keeping up (it takes well under a second). */
export const FALLING_BEHIND_SECONDS = 60;

function verdict({ backlog, oldestWaitingSeconds, setAside }: EngineStatus): {
  tone: BadgeTone;
  text: string;
} {
  if (backlog === 0)
    return setAside
      ? { tone: 'warning', text: 'Up to date, some events set aside' }
      : { tone: 'success', text: 'Up to date' };
  if ((oldestWaitingSeconds ?? 0) >= FALLING_BEHIND_SECONDS)
    return { tone: 'danger', text: 'Falling behind' };
  return { tone: 'info', text: 'Processing' };
}

function StatusFigures({ status }: { status: EngineStatus }) {
  const { tone, text } = verdict(status);
  return (
    <>
      <p className={styles.verdict}>
        <StatusBadge tone={tone}>{text}</StatusBadge>
      </p>
      <FigureTiles
        size="medium"
        figures={[
          { label: 'Received', value: formatCount(status.received) },
          { label: 'Processed', value: formatCount(status.processed) },
          { label: 'Waiting', value: formatCount(status.backlog) },
          {
            label: 'Oldest waiting',
            value: status.oldestWaitingSeconds === null ? '—' : formatDuration(status.oldestWaitingSeconds),
          },
          { label: 'Processed in the last minute', value: formatCount(status.processedLastMinute) },
          ...(status.setAside
            ? [{ label: 'Set aside after failing', value: formatCount(status.setAside) }]
            : []),
        ]}
      />
      {status.setAside ? (
        <p className={styles.verdict}>
          An event that keeps failing on its own is set aside so the events behind it go on. It is kept with
          its error (the API&apos;s log names it by its unique id); ask your developers to look into it.
        </p>
      ) : null}
    </>
  );
}

/**
 * The engine's health (`GET v1/events/status/`), asked again every few seconds while the tab is in
 * view: what the platform sent, what has been applied, and how long the oldest waiting event has
 * waited. A failed check keeps the last figures on screen, marked with their time.
 */
export function EngineHealth() {
  const titleId = useId();
  const formatTime = useDateTimeFormat({ seconds: true });
  const status = useGetEngineStatusQuery(undefined, {
    pollingInterval: ENGINE_STATUS_INTERVAL_MS,
    skipPollingIfUnfocused: true,
  });
  const { data, isError, isFetching, fulfilledTimeStamp, refetch } = status;

  let content;
  if (data === undefined) {
    content = isError ? (
      <LoadFailed what="the engine's health" retrying={isFetching} onRetry={() => void refetch()} />
    ) : (
      <Spinner label="Loading the engine's health" />
    );
  } else if (data.received === 0) {
    content = (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>No events received yet</p>
        <p>
          Create a key below and have your platform send its events to <code>POST v1/events/</code> with the
          header <code>Authorization: Api-Key &lt;key&gt;</code>.
        </p>
      </div>
    );
  } else {
    content = <StatusFigures status={data} />;
  }

  return (
    <section aria-labelledby={titleId} className={styles.health}>
      <div className={styles.healthHeading}>
        <h2 id={titleId}>Engine health</h2>
        {data !== undefined && fulfilledTimeStamp !== undefined && (
          <p className={styles.updated}>
            Updated{' '}
            <time dateTime={new Date(fulfilledTimeStamp).toISOString()}>
              {formatTime(fulfilledTimeStamp)}
            </time>
          </p>
        )}
      </div>
      {data !== undefined && isError && (
        <div className={styles.stale} role="alert">
          <p>The latest check failed: these figures are from the time above.</p>
          <Button variant="secondary" busy={isFetching} onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      )}
      {content}
    </section>
  );
}

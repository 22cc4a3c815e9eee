import { useId, useState } from 'react';

import { isNotFound, LoadFailed, StateMessage } from '@/components/kit/QueryState';
import { DataTable, type Column } from '@/components/lists/DataTable';
import { Spinner } from '@/components/ui/Spinner';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { useDateTimeFormat } from '@/hooks/useDateFormat';
import { selectCasino } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import type { TaskType } from '@/types/campaigns';
import type { MissionProgress, PlayerProgress, TaskProgress } from '@/types/engine';
import { baseCurrencyOf, formatAmount, formatCount } from '@/utils/format';
import { TASK_TYPE_LABELS } from '../mission/taskLabels';
import { useGetPlayerProgressQuery } from './liveApi';
import { PlayerHashForm } from './PlayerHashForm';
import styles from './live.module.scss';

/** Tasks counted in money (the base currency); the others count rounds, wins or bets. */
const MONEY_TASKS: ReadonlySet<string> = new Set<TaskType>(['deposit', 'netloss', 'turnover']);

function taskColumns(currency: string): Column<TaskProgress>[] {
  const amount = (task: TaskProgress, value: number) =>
    MONEY_TASKS.has(task.type) ? formatAmount(value, currency) : formatCount(value);
  return [
    {
      key: 'task',
      header: 'Task',
      rowHeader: true,
      cell: (task) => TASK_TYPE_LABELS[task.type as TaskType] ?? task.type,
    },
    {
      key: 'progress',
      header: 'Progress',
      cell: (task) => (
        <span className={styles.progressCell}>
          <progress value={Math.min(task.progress, task.target)} max={task.target || 1} aria-hidden="true" />
          {`${amount(task, task.progress)} of ${amount(task, task.target)}`}
        </span>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (task) =>
        task.completed ? (
          <StatusBadge tone="success">Done</StatusBadge>
        ) : (
          <StatusBadge tone="neutral">Open</StatusBadge>
        ),
    },
    { key: 'times', header: 'Times done', align: 'end', cell: (task) => formatCount(task.timesCompleted) },
  ];
}

function MissionTasks({
  mission,
  chained,
  currency,
}: {
  mission: MissionProgress;
  chained: boolean;
  currency: string;
}) {
  const title = chained ? `Mission ${mission.position}` : 'Tasks';
  return (
    <div className={styles.mission}>
      <p className={styles.missionLine}>
        {chained && <strong>{title}</strong>}
        <span>
          Completed {formatCount(mission.timesCompleted)} of {formatCount(mission.timesAllowed)}{' '}
          {mission.timesAllowed === 1 ? 'time' : 'times'}
        </span>
        {!mission.unlocked && <StatusBadge tone="neutral">Locked</StatusBadge>}
      </p>
      <DataTable
        caption={chained ? `Tasks of mission ${mission.position}` : 'Tasks'}
        captionHidden
        columns={taskColumns(currency)}
        rows={mission.tasks}
        rowKey={(task) => task.taskId}
        emptyMessage="This mission has no tasks"
      />
    </div>
  );
}

function ProgressOf({ progress, currency }: { progress: PlayerProgress; currency: string }) {
  const formatDate = useDateTimeFormat();
  return (
    <div className={styles.progress}>
      <p className={styles.playerLine}>
        <span>
          Player <code className={styles.hash}>{progress.player}</code>
          {progress.joined ? (
            <>
              {' '}
              joined <time dateTime={progress.joined}>{formatDate(progress.joined)}</time>
            </>
          ) : (
            ' has not joined yet'
          )}
        </span>
        {progress.excluded && <StatusBadge tone="danger">Excluded: nothing counts</StatusBadge>}
        {progress.controlGroup && <StatusBadge tone="info">Control group: never rewarded</StatusBadge>}
      </p>
      {progress.missions.map((mission) => (
        <MissionTasks
          key={mission.missionId}
          mission={mission}
          chained={progress.missions.length > 1}
          currency={currency}
        />
      ))}
    </div>
  );
}

/** A mission's progress for one player, looked up by hash; it follows the engine as the player plays. */
export function MissionProgressLookup({ campaignId }: { campaignId: number }) {
  const titleId = useId();
  const [player, setPlayer] = useState<string>();
  const currency = baseCurrencyOf(useAppSelector(selectCasino)?.exchangeRates ?? {});
  const progress = useGetPlayerProgressQuery(
    { campaignId, player: player ?? '' },
    { skip: player === undefined },
  );

  let content;
  if (player === undefined)
    content = <StateMessage>Enter a player&apos;s hash to see their tasks, done and left.</StateMessage>;
  else if (progress.isError && isNotFound(progress.error))
    content = <StateMessage>No player with this hash takes part in this campaign.</StateMessage>;
  else if (progress.isError)
    content = (
      <LoadFailed
        what="the player's progress"
        retrying={progress.isFetching}
        onRetry={() => void progress.refetch()}
      />
    );
  else if (progress.currentData === undefined) content = <Spinner label="Loading the player's progress" />;
  else content = <ProgressOf progress={progress.currentData} currency={currency} />;

  return (
    <section aria-labelledby={titleId} className={styles.panel}>
      <h3 id={titleId}>Mission progress</h3>
      <PlayerHashForm
        name="Find a player's mission progress"
        label="Player hash"
        submitLabel="Show progress"
        player={player}
        onChange={setPlayer}
      />
      {content}
    </section>
  );
}

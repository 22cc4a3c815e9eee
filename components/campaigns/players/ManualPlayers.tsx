import { useCallback, useId, useState } from 'react';

import { useUpdateTargetGroupMutation } from '@/components/players';
import { useAppDispatch } from '@/store/hooks';
import { messageShown } from '@/store/snackbarSlice';
import type { Player, TargetGroup, TargetGroupChanges } from '@/types/players';
import { ManualPlayerList } from './ManualPlayerList';
import { PlayerSearch } from './PlayerSearch';
import { failureMessage } from './playerSelection';
import styles from './players.module.scss';

const without = (ids: readonly number[], id: number) => ids.filter((item) => item !== id);

interface Props {
  group: TargetGroup;
  readOnly: boolean;
}

/**
 * Players added to or removed from the selection by hand, whatever the filters say. Each change is
 * saved at once; a player moved from one list to the other leaves the first in the same change.
 */
export function ManualPlayers({ group, readOnly }: Props) {
  const headingId = useId();
  const dispatch = useAppDispatch();
  const [update] = useUpdateTargetGroupMutation();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [hashes, setHashes] = useState<ReadonlyMap<number, string>>(new Map());
  const added = group.manuallyAddedPlayers;
  const removed = group.manuallyRemovedPlayers;

  const remember = useCallback((players: readonly Player[]) => {
    setHashes((known) => {
      if (players.every((player) => known.get(player.id) === player.hash)) return known;
      const next = new Map(known);
      players.forEach((player) => next.set(player.id, player.hash));
      return next;
    });
  }, []);

  const change = async (playerId: number, changes: TargetGroupChanges, done: string) => {
    setBusyId(playerId);
    setError(null);
    try {
      await update({ id: group.id, changes }).unwrap();
      dispatch(messageShown({ type: 'success', content: done }));
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusyId(null);
    }
  };

  const add = ({ id, hash }: Player) =>
    change(
      id,
      removed.includes(id)
        ? { manuallyAddedPlayers: [...added, id], manuallyRemovedPlayers: without(removed, id) }
        : { manuallyAddedPlayers: [...added, id] },
      `Player ${hash} has been added.`,
    );
  const exclude = ({ id, hash }: Player) =>
    change(
      id,
      added.includes(id)
        ? { manuallyRemovedPlayers: [...removed, id], manuallyAddedPlayers: without(added, id) }
        : { manuallyRemovedPlayers: [...removed, id] },
      `Player ${hash} has been removed.`,
    );
  const takeOffAdded = (id: number) =>
    change(id, { manuallyAddedPlayers: without(added, id) }, `Player ${id} is no longer added.`);
  const takeOffRemoved = (id: number) =>
    change(id, { manuallyRemovedPlayers: without(removed, id) }, `Player ${id} is no longer removed.`);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.heading}>
        Players added or removed by hand
      </h4>
      <p className={styles.muted}>
        Added players are selected whatever the filters say; removed players never are.
      </p>
      {!readOnly && (
        <PlayerSearch
          added={added}
          removed={removed}
          busyId={busyId}
          onAdd={(player) => void add(player)}
          onExclude={(player) => void exclude(player)}
          onFound={remember}
        />
      )}
      {error && (
        <p className={`${styles.error} field-error`} role="alert">
          {error}
        </p>
      )}
      <div className={styles.manualLists}>
        <ManualPlayerList
          title="Manually added players"
          ids={added}
          hashes={hashes}
          emptyMessage="No player has been added by hand."
          busyId={busyId}
          onRemove={readOnly ? undefined : (id) => void takeOffAdded(id)}
        />
        <ManualPlayerList
          title="Manually removed players"
          ids={removed}
          hashes={hashes}
          emptyMessage="No player has been removed by hand."
          busyId={busyId}
          onRemove={readOnly ? undefined : (id) => void takeOffRemoved(id)}
        />
      </div>
    </section>
  );
}

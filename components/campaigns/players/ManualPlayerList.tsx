import { useId, useMemo, useState } from 'react';

import { StateMessage } from '@/components/kit/QueryState';
import { Pagination } from '@/components/lists/Pagination';
import { ActionButton } from './ActionButton';
import { formatCount, MANUAL_LIST_PAGE_SIZE } from './playerSelection';
import styles from './players.module.scss';

interface Props {
  /** "Manually added players". */
  title: string;
  ids: readonly number[];
  /** Hashes of the players searched for meanwhile (the group itself holds ids only). */
  hashes: ReadonlyMap<number, string>;
  emptyMessage: string;
  /** Without it (a read-only campaign) the list only shows. */
  onRemove?: (id: number) => void;
  busyId: number | null;
}

/**
 * Players added or removed by hand, newest first, 25 a page (an import can bring thousands), each with
 * a button that takes it off the list.
 */
export function ManualPlayerList({ title, ids, hashes, emptyMessage, onRemove, busyId }: Props) {
  const headingId = useId();
  const [offset, setOffset] = useState(0);
  const newestFirst = useMemo(() => [...ids].reverse(), [ids]);
  const page = newestFirst.slice(offset, offset + MANUAL_LIST_PAGE_SIZE);

  return (
    <section className={styles.manualList} aria-labelledby={headingId}>
      <h5 id={headingId} className={styles.subheading}>
        {title} <span className={styles.muted}>({formatCount(ids.length)})</span>
      </h5>
      {ids.length === 0 ? (
        <StateMessage>{emptyMessage}</StateMessage>
      ) : (
        <>
          <ul className={styles.players} aria-label={title}>
            {page.map((id) => (
              <li key={id} className={styles.player}>
                <span className={styles.playerName}>
                  <span>Player {id}</span>
                  {hashes.has(id) && <span className={styles.hash}>{hashes.get(id)}</span>}
                </span>
                {onRemove && (
                  <ActionButton
                    label={`Take player ${id} off the ${title.toLowerCase()}`}
                    unavailable={busyId !== null}
                    onClick={() => onRemove(id)}
                  >
                    Take off
                  </ActionButton>
                )}
              </li>
            ))}
          </ul>
          <Pagination
            count={ids.length}
            limit={MANUAL_LIST_PAGE_SIZE}
            offset={offset}
            onChange={setOffset}
            label={`${title} pages`}
          />
        </>
      )}
    </section>
  );
}

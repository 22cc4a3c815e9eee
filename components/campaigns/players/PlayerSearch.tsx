import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';

import { LoadFailed, StateMessage } from '@/components/kit/QueryState';
import { SEARCH_DELAY_MS } from '@/components/lists/ListFilters';
import { useSearchPlayersQuery, ExclusionBadges, exclusionsOf } from '@/components/players';
import { Spinner } from '@/components/ui/Spinner';
import { TextField } from '@/components/ui/TextField';
import type { Player } from '@/types/players';
import { ActionButton } from './ActionButton';
import styles from './players.module.scss';

/** Players a search shows: enough to pick one by a hash's first characters or an id. */
const SEARCH_LIMIT = 10;

interface Props {
  added: readonly number[];
  removed: readonly number[];
  /** A change is on its way: every button waits for it. */
  busyId: number | null;
  onAdd: (player: Player) => void;
  onExclude: (player: Player) => void;
  /** The players a search found, so that the lists can show their hashes too. */
  onFound: (players: readonly Player[]) => void;
}

/** The player whose id is the term heads the list; hash matches follow as the API orders them. */
const exactIdFirst = (players: readonly Player[], term: string) =>
  [...players].sort((a, b) => Number(String(b.id) === term) - Number(String(a.id) === term));

/** Finds players by hash or id (after a pause in typing, or at once on Enter) to add or exclude them. */
export function PlayerSearch({ added, removed, busyId, onAdd, onExclude, onFound }: Props) {
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const search = useSearchPlayersQuery(term ? { search: term, limit: SEARCH_LIMIT } : skipToken);
  const found = search.currentData?.results;

  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    if (found) onFound(found);
  }, [found, onFound]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTerm(text.trim());
  };

  let results: ReactNode = null;
  if (!term) {
    // Nothing asked yet.
  } else if (search.isError) {
    results = <LoadFailed what="the matching players" onRetry={() => void search.refetch()} />;
  } else if (!found) results = <Spinner label="Searching players" />;
  else if (found.length === 0) results = <StateMessage>No player matches “{term}”.</StateMessage>;
  else {
    results = (
      <ul className={styles.players} aria-label="Matching players">
        {exactIdFirst(found, term).map((player) => {
          const isAdded = added.includes(player.id);
          const isRemoved = removed.includes(player.id);
          // Responsible gambling: such a player is never added (the API refuses it too).
          const excluded = exclusionsOf(player);
          return (
            <li key={player.id} className={styles.player}>
              <span className={styles.playerName}>
                <span className={styles.hash}>{player.hash}</span>
                <span className={styles.muted}>
                  Id {player.id} · {player.market} · {player.currency}
                  {isAdded && ' · manually added'}
                  {isRemoved && ' · manually removed'}
                </span>
                {excluded.length > 0 && (
                  <span className={styles.muted}>
                    <ExclusionBadges player={player} /> Cannot be added: responsible gambling keeps this
                    player out of every campaign.
                  </span>
                )}
              </span>
              <span className={styles.playerActions}>
                <ActionButton
                  label={`Add player ${player.hash}`}
                  unavailable={isAdded || excluded.length > 0 || busyId !== null}
                  onClick={() => onAdd(player)}
                >
                  Add
                </ActionButton>
                <ActionButton
                  label={`Exclude player ${player.hash}`}
                  unavailable={isRemoved || busyId !== null}
                  onClick={() => onExclude(player)}
                >
                  Exclude
                </ActionButton>
              </span>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className={styles.search}>
      <form role="search" aria-label="Find players" onSubmit={onSubmit}>
        <TextField
          label="Find a player"
          type="search"
          hint="Part of a player hash, or a player id."
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </form>
      <p className="visually-hidden" role="status">
        {found && term ? `${found.length} ${found.length === 1 ? 'player' : 'players'} found` : ''}
      </p>
      {results}
    </div>
  );
}

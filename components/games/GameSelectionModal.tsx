import { useCallback, useMemo, useState } from 'react';

import { LoadFailed } from '@/components/kit/QueryState';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogActions } from '@/components/ui/Dialog';
import { Spinner } from '@/components/ui/Spinner';
import { Tabs } from '@/components/ui/Tabs';
import { TextField } from '@/components/ui/TextField';
import { useAppDispatch } from '@/store/hooks';
import { messageShown } from '@/store/snackbarSlice';
import type { AllGames, Game } from '@/types/games';
import { AdvancedSelector } from './AdvancedSelector';
import { AttributeFilters } from './AttributeFilters';
import { useGetAllGamesQuery } from './api';
import {
  DEFAULT_SORT,
  filterGames,
  isFiltered,
  NO_ATTRIBUTES,
  NO_FILTERS,
  sortGames,
  toggleSort,
  withGames,
  withoutGames,
  type GameFilters,
  type Sort,
} from './gameSelection';
import { GameTable } from './GameTable';
import styles from './games.module.scss';

const NO_MATCHES = 'No games match these filters';

/** Spec §8. */
const gamesAddedMessage = (count: number) => `${count} games added to Campaign List`;

type TabId = 'games' | 'selected' | 'advanced';

export interface GameSelectionModalProps {
  open: boolean;
  title?: string;
  /** The game ids chosen so far; the modal edits a copy of them. */
  selected: number[];
  /** Cancel, Escape or a click outside: the changes are dropped. */
  onClose: () => void;
  /** "Add to campaign", with the whole selection; the caller closes the modal. */
  onConfirm: (ids: number[]) => void;
}

/**
 * Spec §2 game selection modal, for the games of a gameplay or turnover task: browse and filter every
 * game of the casino, review the selection, or pick games in bulk by their attributes.
 */
export function GameSelectionModal({
  open,
  title = 'Select games',
  selected,
  onClose,
  onConfirm,
}: GameSelectionModalProps) {
  return (
    <Dialog open={open} title={title} size="wide" onClose={onClose}>
      {/* Mounted only while open, so each opening starts from the caller's selection. */}
      <GameSelection initial={selected} onCancel={onClose} onConfirm={onConfirm} />
    </Dialog>
  );
}

interface SelectionProps {
  initial: readonly number[];
  onCancel: () => void;
  onConfirm: (ids: number[]) => void;
}

function GameSelection({ initial, onCancel, onConfirm }: SelectionProps) {
  const dispatch = useAppDispatch();
  const { data, isError, isFetching, refetch } = useGetAllGamesQuery();
  const [selection, setSelection] = useState(() => withGames([], initial));
  const selected = useMemo(() => new Set(selection), [selection]);
  const [tab, setTab] = useState<TabId>('games');
  const [filters, setFilters] = useState(NO_FILTERS);
  const [listSort, setListSort] = useState(DEFAULT_SORT);
  const [selectedSort, setSelectedSort] = useState(DEFAULT_SORT);
  const [criteria, setCriteria] = useState(NO_ATTRIBUTES);

  const select = useCallback((games: readonly Game[], on: boolean) => {
    const ids = games.map((game) => game.id);
    setSelection((current) => (on ? withGames(current, ids) : withoutGames(current, ids)));
  }, []);

  const confirm = () => {
    onConfirm(selection);
    dispatch(messageShown({ type: 'success', content: gamesAddedMessage(selection.length) }));
  };

  let panel;
  if (!data) {
    panel =
      isError && !isFetching ? (
        <LoadFailed what="the games" onRetry={() => void refetch()} />
      ) : (
        <Spinner label="Loading games" />
      );
  } else if (tab === 'games') {
    panel = (
      <GamesList
        all={data}
        filters={filters}
        onFiltersChange={setFilters}
        sort={listSort}
        onSort={setListSort}
        selected={selected}
        onSelect={select}
      />
    );
  } else if (tab === 'selected') {
    panel = (
      <SelectedGames
        all={data}
        sort={selectedSort}
        onSort={setSelectedSort}
        selected={selected}
        onSelect={select}
      />
    );
  } else {
    panel = (
      <AdvancedSelector
        all={data}
        criteria={criteria}
        onCriteriaChange={setCriteria}
        selected={selected}
        onSelect={select}
      />
    );
  }

  return (
    <>
      <Tabs
        label="Game selection"
        tabs={[
          { id: 'games', label: 'Games list' },
          { id: 'selected', label: `Selected (${selection.length})` },
          { id: 'advanced', label: 'Advanced selector' },
        ]}
        active={tab}
        onChange={setTab}
      >
        {panel}
      </Tabs>
      <div className={styles.footer}>
        <p className={styles.selectedCount} aria-live="polite">
          {selection.length} selected
        </p>
        <Button
          variant="secondary"
          // Focusable while there is nothing to clear, so the focus stays put once it has cleared.
          aria-disabled={selection.length === 0 || undefined}
          onClick={() => setSelection([])}
        >
          Clear list
        </Button>
        <DialogActions>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button disabled={!data} onClick={confirm}>
            Add to campaign
          </Button>
        </DialogActions>
      </div>
    </>
  );
}

interface ListProps {
  all: AllGames;
  sort: Sort;
  onSort: (sort: Sort) => void;
  selected: ReadonlySet<number>;
  onSelect: (games: readonly Game[], selected: boolean) => void;
}

/** Every game, filtered, with a checkbox each and one for all those shown. */
function GamesList({
  all,
  filters,
  onFiltersChange,
  sort,
  onSort,
  selected,
  onSelect,
}: ListProps & { filters: GameFilters; onFiltersChange: (filters: GameFilters) => void }) {
  // Sorting waits for a new order; filtering an already sorted list keeps it.
  const sorted = useMemo(() => sortGames(all.results, sort), [all.results, sort]);
  const shown = useMemo(() => filterGames(sorted, filters), [sorted, filters]);
  const filtered = isFiltered(filters);

  return (
    <>
      <div className={styles.filterBar} role="search" aria-label="Filter games">
        <TextField
          label="Search by name"
          type="search"
          className={styles.search}
          value={filters.search}
          onChange={(event) => onFiltersChange({ ...filters, search: event.target.value })}
        />
        <AttributeFilters
          options={all}
          values={filters}
          onChange={(attribute, values) => onFiltersChange({ ...filters, [attribute]: values })}
        />
        {filtered && (
          <Button variant="ghost" className={styles.clearFilters} onClick={() => onFiltersChange(NO_FILTERS)}>
            Clear filters
          </Button>
        )}
      </div>
      <p className={styles.count} aria-live="polite">
        {shown.length} of {all.results.length} games
      </p>
      <GameTable
        caption="Games"
        games={shown}
        sort={sort}
        onSort={(key) => onSort(toggleSort(sort, key))}
        selected={selected}
        mode="select"
        onSelect={onSelect}
        empty={filtered ? NO_MATCHES : 'There are no games yet.'}
        resetKey={JSON.stringify(filters)}
      />
    </>
  );
}

/** Only the games selected, each with a Remove button. */
function SelectedGames({ all, sort, onSort, selected, onSelect }: ListProps) {
  const games = useMemo(
    () =>
      sortGames(
        all.results.filter((game) => selected.has(game.id)),
        sort,
      ),
    [all.results, selected, sort],
  );
  return (
    <GameTable
      caption="Selected games"
      games={games}
      sort={sort}
      onSort={(key) => onSort(toggleSort(sort, key))}
      selected={selected}
      mode="remove"
      onSelect={onSelect}
      empty="No games selected yet. Pick them in the Games list or the Advanced selector."
    />
  );
}

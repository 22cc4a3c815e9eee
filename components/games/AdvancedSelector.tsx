import { useMemo } from 'react';

import { Button } from '@/components/ui/Button';
import type { AllGames, Game } from '@/types/games';
import { AttributeFilters } from './AttributeFilters';
import {
  hasAttributes,
  matchesAttributes,
  NO_ATTRIBUTES,
  type AttributeFilters as Criteria,
} from './gameSelection';
import styles from './games.module.scss';

interface Props {
  all: AllGames;
  criteria: Criteria;
  onCriteriaChange: (criteria: Criteria) => void;
  selected: ReadonlySet<number>;
  onSelect: (games: readonly Game[], selected: boolean) => void;
}

/** Adds or removes, in one go, every game with the chosen providers, categories, themes … */
export function AdvancedSelector({ all, criteria, onCriteriaChange, selected, onSelect }: Props) {
  const chosen = hasAttributes(criteria);
  // Nothing chosen matches nothing here: a bulk action over the whole catalogue is "Select all" instead.
  const matching = useMemo(
    () => (chosen ? all.results.filter((game) => matchesAttributes(game, criteria)) : []),
    [all.results, chosen, criteria],
  );
  const toAdd = matching.filter((game) => !selected.has(game.id));
  const toRemove = matching.filter((game) => selected.has(game.id));

  return (
    <>
      <p className={styles.intro}>
        Choose values for any of the attributes. A game matches when it has one of the values chosen for each
        attribute.
      </p>
      <div className={styles.filterBar} role="group" aria-label="Match games by">
        <AttributeFilters
          options={all}
          values={criteria}
          onChange={(attribute, values) => onCriteriaChange({ ...criteria, [attribute]: values })}
        />
        {chosen && (
          <Button
            variant="ghost"
            className={styles.clearFilters}
            onClick={() => onCriteriaChange(NO_ATTRIBUTES)}
          >
            Clear choices
          </Button>
        )}
      </div>
      <p className={styles.count} aria-live="polite">
        {chosen
          ? `${matching.length} games match: ${toAdd.length} would be added, ${toRemove.length} are selected already.`
          : 'No values chosen yet.'}
      </p>
      {/* Focusable when there is nothing to do, so the focus stays on the button just used. */}
      <div className={styles.bulkActions}>
        <Button aria-disabled={toAdd.length === 0 || undefined} onClick={() => onSelect(toAdd, true)}>
          Add all matching ({toAdd.length})
        </Button>
        <Button
          variant="secondary"
          aria-disabled={toRemove.length === 0 || undefined}
          onClick={() => onSelect(toRemove, false)}
        >
          Remove all matching ({toRemove.length})
        </Button>
      </div>
    </>
  );
}

import { getIn, useFormikContext } from 'formik';
import { useId, useState } from 'react';

import { lazyPart } from '@/components/kit/lazyPart';
import { Button } from '@/components/ui/Button';
import styles from './mission/mission.module.scss';

// The games modal (tables, filters, the bulk selector) loads when a hand reaches for "Choose games".
const loadGameSelectionModal = () => import('@/components/games').then((module) => module.GameSelectionModal);
const GameSelectionModal = lazyPart(loadGameSelectionModal, null);
const preloadGameSelectionModal = () => void loadGameSelectionModal();

/** A form's list of game ids, picked in the game selection modal (tasks, prizes, prize drops). */
export function GamesField({ name, ownerLabel }: { name: string; ownerLabel: string }) {
  const { values, setFieldValue, errors, touched, submitCount } = useFormikContext<object>();
  const [choosing, setChoosing] = useState(false);
  const [opened, setOpened] = useState(false);
  const games: number[] = getIn(values, name) ?? [];
  const error = getIn(errors, name);
  // Shown once the form was sent, or the field named (a refused publish's link).
  const shown = (submitCount > 0 || getIn(touched, name) === true) && typeof error === 'string';
  const errorId = `${useId()}-error`;
  const count = games.length;
  return (
    <div className={styles.games}>
      <p className={styles.gamesCount} aria-live="polite">
        {count === 0 ? 'No games chosen' : `${count} ${count === 1 ? 'game' : 'games'} chosen`}
      </p>
      <Button
        variant="secondary"
        onPointerEnter={preloadGameSelectionModal}
        onFocus={preloadGameSelectionModal}
        onClick={() => {
          setOpened(true);
          setChoosing(true);
        }}
        aria-label={`Choose games for ${ownerLabel.toLowerCase()}`}
        aria-describedby={shown ? errorId : undefined}
        data-field={name}
      >
        Choose games
      </Button>
      {shown && (
        <p id={errorId} className={`${styles.error} field-error`} role="alert">
          {error}
        </p>
      )}
      {opened && (
        <GameSelectionModal
          open={choosing}
          title={`Games for ${ownerLabel.toLowerCase()}`}
          selected={games}
          onClose={() => setChoosing(false)}
          onConfirm={(ids) => {
            void setFieldValue(name, ids);
            setChoosing(false);
          }}
        />
      )}
    </div>
  );
}

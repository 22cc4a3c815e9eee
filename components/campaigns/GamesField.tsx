import { getIn, useFormikContext } from 'formik';
import dynamic from 'next/dynamic';
import { useState } from 'react';

import { Button } from '@/components/ui/Button';
import styles from './mission/mission.module.scss';

// The games modal (tables, filters, the bulk selector) loads when a hand reaches for "Choose games".
const loadGameSelectionModal = () =>
  import('@/components/games/GameSelectionModal').then((module) => module.GameSelectionModal);
const GameSelectionModal = dynamic(loadGameSelectionModal, { ssr: false });
const preloadGameSelectionModal = () => void loadGameSelectionModal();

/** A form's list of game ids, picked in the game selection modal (tasks, prizes, prize drops). */
export function GamesField({ name, ownerLabel }: { name: string; ownerLabel: string }) {
  const { values, setFieldValue, errors, submitCount } = useFormikContext<object>();
  const [choosing, setChoosing] = useState(false);
  const [opened, setOpened] = useState(false);
  const games: number[] = getIn(values, name) ?? [];
  const error = getIn(errors, name);
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
      >
        Choose games
      </Button>
      {submitCount > 0 && typeof error === 'string' && (
        <p className={`${styles.error} field-error`} role="alert">
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

import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import styles from './live.module.scss';

/**
 * A player's hash to look up (the leaderboard's "find a player", a mission's progress). The search is
 * sent on Enter or the button; Clear goes back to no player.
 */
export function PlayerHashForm({
  name,
  label,
  submitLabel,
  player,
  onChange,
}: {
  /** Names the form for assistive technology ("Find a player on the leaderboard"). */
  name: string;
  label: string;
  submitLabel: string;
  /** The hash looked up now, if any. */
  player: string | undefined;
  onChange: (player: string | undefined) => void;
}) {
  const [text, setText] = useState(player ?? '');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const hash = text.trim();
    setError(hash ? undefined : "Enter the player's hash.");
    if (hash) onChange(hash);
  };
  return (
    <form role="search" aria-label={name} className={styles.hashForm} onSubmit={submit} noValidate>
      <TextField
        label={label}
        value={text}
        error={error}
        autoComplete="off"
        spellCheck={false}
        className={styles.hashField}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="secondary" className={styles.hashButton}>
        {submitLabel}
      </Button>
      {player !== undefined && (
        <Button
          variant="ghost"
          className={styles.hashButton}
          onClick={() => {
            setText('');
            setError(undefined);
            onChange(undefined);
          }}
        >
          Clear
        </Button>
      )}
    </form>
  );
}

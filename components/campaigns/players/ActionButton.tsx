import { Button } from '@/components/ui/Button';
import styles from './players.module.scss';

/**
 * A player's action: unavailable ones stay focusable (aria-disabled), so the keyboard focus is not
 * lost when the player is added or a change is on its way.
 */
export function ActionButton({
  label,
  unavailable,
  onClick,
  children,
}: {
  label: string;
  unavailable: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <Button
      variant="secondary"
      className={styles.small}
      aria-label={label}
      aria-disabled={unavailable || undefined}
      onClick={() => !unavailable && onClick()}
    >
      {children}
    </Button>
  );
}

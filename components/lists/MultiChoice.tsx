import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';

import { CheckboxField } from '@/components/ui/CheckboxField';
import { useOutsideClick } from '@/hooks/useOutsideClick';
import styles from './MultiChoice.module.scss';

export interface ChoiceOption {
  value: string;
  /** What the box says (a readable name for a code); the value when not given. */
  label?: string;
}

export interface MultiChoiceProps {
  label: string;
  options: readonly ChoiceOption[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}

/**
 * A button that opens a group of checkboxes, one per value; the button counts the values chosen. Its
 * panel opens below the nearest positioned ancestor (a filter bar), so several sit side by side.
 */
export function MultiChoice({ label, options, chosen, onChange }: MultiChoiceProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(wrapperRef, close, open);

  // A tick shows at once, before the owner (often the address, updated a moment later) echoes it back:
  // the ticks made since the owner's last value stand until that value changes.
  const chosenKey = chosen.join('\u0000');
  const [ticked, setTicked] = useState<{ since: string; values: string[] }>();
  const shown = ticked?.since === chosenKey ? ticked.values : chosen;

  // Escape closes only this panel: stopping it here keeps it from a dialog around, which would close too.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };

  const toggle = (value: string, checked: boolean) => {
    const next = checked ? [...shown, value] : shown.filter((item) => item !== value);
    setTicked({ since: chosenKey, values: next });
    onChange(next);
  };

  return (
    <div ref={wrapperRef} className={styles.choice} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={[styles.choiceButton, shown.length > 0 && styles.choiceActive].filter(Boolean).join(' ')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        {shown.length > 0 ? `${label} (${shown.length})` : label}
        <span aria-hidden="true" className={styles.chevron} />
      </button>
      {open && (
        <fieldset id={panelId} className={styles.choicePanel}>
          <legend className="visually-hidden">{label}</legend>
          {options.length === 0 ? (
            <p className={styles.muted}>No values to choose from.</p>
          ) : (
            options.map((option) => (
              <CheckboxField
                key={option.value}
                label={option.label ?? option.value}
                className={styles.option}
                checked={shown.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
            ))
          )}
        </fieldset>
      )}
    </div>
  );
}

import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';

import { CheckboxField } from '@/components/ui/CheckboxField';
import { useOutsideClick } from '@/hooks/useOutsideClick';
import type { AllGames } from '@/types/games';
import { ATTRIBUTES, type Attribute, type AttributeFilters as Values } from './gameSelection';
import styles from './games.module.scss';

interface ChoiceProps {
  label: string;
  options: readonly string[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}

/** A button that opens a group of checkboxes, one per value; the button counts the values chosen. */
function AttributeChoice({ label, options, chosen, onChange }: ChoiceProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(wrapperRef, close, open);

  // Escape closes only this panel: stopping it here keeps it from the dialog, which would close too.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };

  const toggle = (value: string, checked: boolean) =>
    onChange(checked ? [...chosen, value] : chosen.filter((item) => item !== value));

  return (
    <div ref={wrapperRef} className={styles.choice} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={[styles.choiceButton, chosen.length > 0 && styles.choiceActive].filter(Boolean).join(' ')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        {chosen.length > 0 ? `${label} (${chosen.length})` : label}
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
                key={option}
                label={option}
                className={styles.option}
                checked={chosen.includes(option)}
                onChange={(event) => toggle(option, event.target.checked)}
              />
            ))
          )}
        </fieldset>
      )}
    </div>
  );
}

interface Props {
  /** The all-games answer, whose lists are the values offered. */
  options: Omit<AllGames, 'results'>;
  values: Values;
  onChange: (attribute: Attribute, chosen: string[]) => void;
}

/** One choice per attribute (provider, category, theme, feature, device type), any number of values each. */
export function AttributeFilters({ options, values, onChange }: Props) {
  return (
    <>
      {ATTRIBUTES.map((attribute) => (
        <AttributeChoice
          key={attribute.key}
          label={attribute.label}
          options={options[attribute.options] ?? []}
          chosen={values[attribute.key]}
          onChange={(chosen) => onChange(attribute.key, chosen)}
        />
      ))}
    </>
  );
}

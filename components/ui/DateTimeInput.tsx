import { useRef, useState, type FocusEventHandler } from 'react';

import {
  isFormValue,
  TYPED_FORMAT,
  typedFromValue,
  valueFromTyped,
  type DateTimeMode,
} from '@/utils/dateTimeInput';
import { Button } from './Button';
import styles from './DateTimeInput.module.scss';
import { TextField } from './TextField';

const NATIVE_TYPE: Partial<Record<DateTimeMode, string>> = { dateTime: 'datetime-local', date: 'date' };

export interface DateTimeInputProps {
  label: string;
  /** In the native inputs' shape (`2026-12-01T18:30`, `2026-12-01`, `18:30`), or the text typed when it is none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** A date and a time, a day (both with a calendar), or a time of day. */
  mode?: DateTimeMode;
  name?: string;
  hint?: string;
  error?: string;
  className?: string;
}

/**
 * The one date and time input of every screen: typed as DD.MM.YYYY HH:mm (24-hour, whatever the
 * browser's locale), with a calendar for picking. It reports the native inputs' shape, so forms and
 * filters keep their values; text that is no such date is reported as typed, for the caller to refuse.
 */
export function DateTimeInput({
  label,
  value,
  onChange,
  onBlur,
  mode = 'dateTime',
  name,
  hint,
  error,
  className,
}: DateTimeInputProps) {
  const [text, setText] = useState(() => typedFromValue(value, mode));
  const [shownValue, setShownValue] = useState(value);
  // A value set from elsewhere (the calendar, a reset) is shown; the text that reported it is left alone.
  if (value !== shownValue) {
    setShownValue(value);
    if (valueFromTyped(text, mode) !== value && text.trim() !== value) setText(typedFromValue(value, mode));
  }
  const picker = useRef<HTMLInputElement>(null);
  const nativeType = NATIVE_TYPE[mode];

  const calendar = nativeType && (
    <>
      {/* The browser's own calendar, opened from the button; the field never shows its format. */}
      <input
        ref={picker}
        type={nativeType}
        className={styles.picker}
        tabIndex={-1}
        aria-hidden
        value={isFormValue(value, mode) ? value : ''}
        onChange={(event) => onChange(event.target.value)}
      />
      <Button
        variant="secondary"
        aria-label={`${label}: open the calendar`}
        onClick={() => {
          try {
            picker.current?.showPicker();
          } catch {
            // No calendar in this browser: typing works everywhere.
          }
        }}
      >
        Calendar
      </Button>
    </>
  );

  return (
    <TextField
      name={name}
      label={label}
      hint={hint ?? `${TYPED_FORMAT[mode]}${mode === 'date' ? '' : ', 24-hour'}`}
      placeholder={TYPED_FORMAT[mode]}
      autoComplete="off"
      spellCheck={false}
      value={text}
      error={error}
      className={className}
      onChange={(event) => {
        setText(event.target.value);
        const typed = event.target.value.trim();
        onChange(typed === '' ? '' : (valueFromTyped(typed, mode) ?? typed));
      }}
      onBlur={onBlur}
      after={calendar || undefined}
    />
  );
}

import { useEffect, type RefObject } from 'react';

/**
 * Keeps what the user typed or ticked in a server-rendered field before React hydrated it: on the
 * first commit the field's DOM value is read and, when it differs from the form's, adopted (otherwise
 * the next render of the controlled input would put the form's value back, and the box unticks itself).
 * After a client-side navigation the two agree, and nothing happens.
 */
export function useFirstPaintValue<T>(
  ref: RefObject<HTMLInputElement | null>,
  read: (input: HTMLInputElement) => T,
  current: T,
  adopt: (value: T) => unknown,
): void {
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    const value = read(input);
    if (value !== current) void adopt(value);
    // Once, on the first commit: later differences are the form's own doing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

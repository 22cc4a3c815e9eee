import { useId, useState } from 'react';

import type { FieldChange } from '@/types/activityLogs';
import styles from './activityLogs.module.scss';

/** A logged value as text: JSON for lists and objects, "—" for nothing. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value, null, 2);
  return String(value);
}

/** `first_name` → "First name". */
const fieldName = (key: string) => {
  const words = key
    .replace(/([A-Z])/g, ' $1')
    .replace(/_/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** An entry's changes, folded: a button opens the field-by-field before and after. */
export function ChangeList({ changes, label }: { changes: Record<string, FieldChange>; label: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const fields = Object.entries(changes);
  if (fields.length === 0) return <span className={styles.none}>No field changes</span>;
  return (
    <div className={styles.changes}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${open ? 'Hide' : 'Show'} ${fields.length} ${fields.length === 1 ? 'change' : 'changes'} of ${label}`}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide' : 'Show'} {fields.length} {fields.length === 1 ? 'change' : 'changes'}
      </button>
      {open && (
        <table id={panelId} className={styles.diff}>
          <caption className="visually-hidden">Changes of {label}</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {fields.map(([key, change]) => (
              <tr key={key}>
                <th scope="row">{fieldName(key)}</th>
                <td>
                  <pre className={styles.value}>{shown(change.before)}</pre>
                </td>
                <td>
                  <pre className={styles.value}>{shown(change.after)}</pre>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

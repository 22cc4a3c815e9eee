import { useField } from 'formik';
import { useId, useMemo, useState } from 'react';

import { LoadFailed } from '@/components/kit/QueryState';
import { FieldMessages } from '@/components/ui/Field';
import { Spinner } from '@/components/ui/Spinner';
import { TextField } from '@/components/ui/TextField';
import { useGetUsersQuery } from './api';
import { fullName } from './userLabels';
import styles from './UserPicker.module.scss';

/** Admin users are few (dozens): the picker loads them once and searches them as the user types. */
const ALL_USERS = { limit: 1000, offset: 0 } as const;

/** A Formik field holding user ids: the chosen users, and a searchable list to add or remove them. */
export function UserPicker({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const [field, meta, helpers] = useField<number[]>(name);
  const [search, setSearch] = useState('');
  const users = useGetUsersQuery(ALL_USERS);
  const groupId = useId();
  const chosen = useMemo(() => new Set(field.value), [field.value]);
  const term = search.trim().toLowerCase();
  const shown = (users.data?.results ?? []).filter(
    (user) => term === '' || `${fullName(user)} ${user.email}`.toLowerCase().includes(term),
  );
  const toggle = (id: number) =>
    void helpers.setValue(
      chosen.has(id) ? field.value.filter((value) => value !== id) : [...field.value, id],
    );

  return (
    <fieldset
      className={styles.picker}
      aria-describedby={[`${groupId}-count`, meta.touched && meta.error ? `${groupId}-error` : '']
        .join(' ')
        .trim()}
    >
      <legend className={styles.legend}>{label}</legend>
      <p id={`${groupId}-count`} className={styles.count}>
        {field.value.length} selected
      </p>
      <TextField
        label={`Search ${label.toLowerCase()}`}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {users.isError ? (
        <LoadFailed what="the users" onRetry={() => void users.refetch()} />
      ) : users.isLoading ? (
        <Spinner label="Loading users" />
      ) : (
        <ul className={styles.options}>
          {shown.map((user) => (
            <li key={user.id}>
              <label className={styles.option}>
                <input type="checkbox" checked={chosen.has(user.id)} onChange={() => toggle(user.id)} />
                <span>
                  {fullName(user)} <span className={styles.email}>{user.email}</span>
                </span>
              </label>
            </li>
          ))}
          {shown.length === 0 && <li className={styles.count}>No user matches “{search}”.</li>}
        </ul>
      )}
      <FieldMessages controlId={groupId} error={meta.touched ? meta.error : undefined} hint={hint} />
    </fieldset>
  );
}

import { useField } from 'formik';
import { useId } from 'react';

import { LoadFailed, StateMessage } from '@/components/kit/QueryState';
import { FieldMessages } from '@/components/ui/Field';
import { Spinner } from '@/components/ui/Spinner';
import { accessGroupsApi } from './api';
import styles from './PermissionPicker.module.scss';

/** Access groups are few; the picker shows them all, by name. */
const ALL_GROUPS = { limit: 1000, offset: 0, orderBy: 'name' } as const;

/** A Formik field holding access-group ids: one checkbox per group, with how many permissions it grants. */
export function GroupPicker({ name }: { name: string }) {
  const [field, meta, helpers] = useField<number[]>(name);
  const groups = accessGroupsApi.useListQuery(ALL_GROUPS);
  const pickerId = useId();
  const chosen = new Set(field.value);
  const toggle = (id: number) =>
    void helpers.setValue(
      chosen.has(id) ? field.value.filter((value) => value !== id) : [...field.value, id],
    );

  let options;
  if (groups.isError) options = <LoadFailed what="the access groups" onRetry={() => void groups.refetch()} />;
  else if (groups.isLoading || !groups.data) options = <Spinner label="Loading access groups" />;
  else if (groups.data.results.length === 0)
    options = <StateMessage>There are no access groups yet.</StateMessage>;
  else
    options = groups.data.results.map((group) => (
      <label key={group.id} className={styles.option}>
        <input type="checkbox" checked={chosen.has(group.id)} onChange={() => toggle(group.id)} />
        <span>
          {group.name}{' '}
          <span className={styles.hint}>
            ({group.permissions.length} {group.permissions.length === 1 ? 'permission' : 'permissions'})
          </span>
        </span>
      </label>
    ));

  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>Access groups</legend>
      {options}
      <FieldMessages controlId={pickerId} error={meta.touched ? meta.error : undefined} />
    </fieldset>
  );
}

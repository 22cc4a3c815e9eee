import { useField } from 'formik';
import { useId } from 'react';

import { FieldMessages } from '@/components/ui/Field';
import { useAppSelector } from '@/store/hooks';
import { selectPermissions } from '@/store/authSlice';
import { PERMISSION_AREAS, PERMISSION_INFO } from '@/utils/permissionLabels';
import { ALL_PERMISSIONS, type Permission } from '@/utils/permissions';
import styles from './PermissionPicker.module.scss';

const BY_AREA = PERMISSION_AREAS.map((area) => ({
  area,
  codes: ALL_PERMISSIONS.filter((code) => PERMISSION_INFO[code].area === area),
})).filter((group) => group.codes.length > 0);

/**
 * The permissions of an access group, grouped by area with readable labels. A permission the signed-in
 * user does not hold cannot be granted (the API refuses it too), so its box is disabled — unless the
 * group already has it, which the user may take away.
 */
export function PermissionPicker({ name }: { name: string }) {
  const [field, meta, helpers] = useField<string[]>(name);
  const held = useAppSelector(selectPermissions);
  const pickerId = useId();
  const chosen = new Set(field.value);
  const grantable = (code: Permission) => held.includes(code) || chosen.has(code);
  const set = (codes: readonly string[], on: boolean) => {
    const next = new Set(chosen);
    codes.forEach((code) => (on ? next.add(code) : next.delete(code)));
    void helpers.setValue(ALL_PERMISSIONS.filter((code) => next.has(code)));
  };

  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>Permissions</legend>
      <p className={styles.hint}>
        {chosen.size} of {ALL_PERMISSIONS.length} granted. Permissions you do not hold yourself cannot be
        granted.
      </p>
      <div className={styles.areas}>
        {BY_AREA.map(({ area, codes }) => {
          const open = codes.filter(grantable);
          const all = open.length > 0 && open.every((code) => chosen.has(code));
          return (
            <fieldset key={area} className={styles.area}>
              <legend className={styles.areaTitle}>{area}</legend>
              <label className={styles.option}>
                <input
                  type="checkbox"
                  checked={all}
                  disabled={open.length === 0}
                  onChange={() => set(open, !all)}
                />
                <span className={styles.all}>All of {area.toLowerCase()}</span>
              </label>
              {codes.map((code) => (
                <label key={code} className={styles.option}>
                  <input
                    type="checkbox"
                    checked={chosen.has(code)}
                    disabled={!grantable(code)}
                    onChange={() => set([code], !chosen.has(code))}
                  />
                  <span>
                    {PERMISSION_INFO[code].label}
                    {!grantable(code) && <span className="visually-hidden"> (you do not hold it)</span>}
                  </span>
                </label>
              ))}
            </fieldset>
          );
        })}
      </div>
      <FieldMessages controlId={pickerId} error={meta.touched ? meta.error : undefined} />
    </fieldset>
  );
}

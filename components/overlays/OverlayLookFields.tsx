import { useField } from 'formik';

import { FormikCheckboxField } from '@/components/forms/FormikCheckboxField';
import { FormikSelectField } from '@/components/forms/FormikSelectField';
import { FormikTextField } from '@/components/forms/FormikTextField';
import { OVERLAY_POSITION_LABELS, OVERLAY_POSITIONS } from '@/utils/overlays';
import { COLOR } from './overlayForm';
import styles from './overlays.module.scss';

/** How the overlay would look with the colours typed (the last valid ones while typing). */
function Preview() {
  const [title] = useField<string>('title');
  const [accent] = useField<string>('accentColor');
  const [text] = useField<string>('textColor');
  const [progress] = useField<boolean>('showProgress');
  return (
    <div
      className={styles.preview}
      aria-hidden="true"
      style={{
        background: COLOR.test(accent.value) ? accent.value : undefined,
        color: COLOR.test(text.value) ? text.value : undefined,
      }}
    >
      <strong>{title.value || 'Campaign'}</strong>
      {progress.value && <span className={styles.bar} />}
    </div>
  );
}

/**
 * The overlay's position and look, for the casino's overlay and a campaign's. `followOption` names
 * the empty position ("Same as the casino's") where a campaign may follow the casino.
 */
export function OverlayLookFields({ followOption }: { followOption?: string }) {
  return (
    <div className={styles.layout}>
      <div className={styles.fields}>
        <FormikSelectField
          name="position"
          label="Position on the screen"
          options={[
            ...(followOption ? [{ value: '', label: followOption }] : []),
            ...OVERLAY_POSITIONS.map((position) => ({
              value: position,
              label: OVERLAY_POSITION_LABELS[position],
            })),
          ]}
        />
        <FormikTextField name="title" label="Title (optional)" maxLength={60} autoComplete="off" />
        <div className={styles.colors}>
          <FormikTextField
            name="accentColor"
            label="Background colour"
            autoComplete="off"
            hint="Such as #2450d6."
          />
          <FormikTextField name="textColor" label="Text colour" autoComplete="off" hint="Such as #ffffff." />
        </div>
        <FormikTextField
          name="image"
          label="Icon address (optional)"
          type="url"
          inputMode="url"
          hint="An https:// address of the launcher icon."
        />
        <FormikCheckboxField name="showProgress" label="Show the player's progress" />
      </div>
      <Preview />
    </div>
  );
}

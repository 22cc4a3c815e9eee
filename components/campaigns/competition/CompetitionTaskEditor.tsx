import { FormikSelectField } from '@/components/forms/FormikSelectField';
import { FormikTextField } from '@/components/forms/FormikTextField';
import { GAMEPLAY_MODES } from '@/contract/campaigns';
import { COMPETITION_TASK_TYPES } from '@/contract/competitions';
import { GamesField } from '../GamesField';
import { GAMEPLAY_MODE_LABELS } from '../mission/missionForm';
import styles from '../mission/mission.module.scss';
import type { CompetitionTaskValues } from './competitionForm';
import { COMPETITION_TASK_TYPE_LABELS } from './competitionLabels';

const TYPE_OPTIONS = COMPETITION_TASK_TYPES.map((type) => ({
  value: type,
  label: COMPETITION_TASK_TYPE_LABELS[type],
}));
const MODE_OPTIONS = GAMEPLAY_MODES.map((mode) => ({ value: mode, label: GAMEPLAY_MODE_LABELS[mode] }));

/** A tournament's or race's task: its type's fields (as a mission task's), its points and its games. */
export function CompetitionTaskEditor({
  name,
  task,
  taskLabel,
}: {
  name: string;
  task: CompetitionTaskValues;
  taskLabel: string;
}) {
  return (
    <div className={styles.taskFields}>
      <div className={styles.row}>
        <FormikSelectField name={`${name}.type`} label={`${taskLabel}: type`} options={TYPE_OPTIONS} />
        <FormikTextField
          name={`${name}.points`}
          label={`${taskLabel}: points`}
          type="number"
          min={0}
          step="any"
        />
      </div>
      {task.type === 'gameplay' ? (
        <div className={styles.row}>
          <FormikTextField name={`${name}.rounds`} label={`${taskLabel}: rounds`} type="number" min={1} />
          <FormikSelectField name={`${name}.mode`} label={`${taskLabel}: goal`} options={MODE_OPTIONS} />
          {task.mode === 'multiplier' ? (
            <FormikTextField
              name={`${name}.multiplier`}
              label={`${taskLabel}: multiplier`}
              type="number"
              min={0}
              step="any"
            />
          ) : (
            <FormikTextField
              name={`${name}.times`}
              label={`${taskLabel}: ${task.mode === 'win_in_a_row' ? 'wins in a row' : 'number of wins'}`}
              type="number"
              min={1}
            />
          )}
        </div>
      ) : (
        <FormikTextField
          name={`${name}.amount`}
          label={`${taskLabel}: turnover amount`}
          type="number"
          min={0}
          step="any"
        />
      )}
      <GamesField name={`${name}.games`} ownerLabel={taskLabel} />
    </div>
  );
}

import { FieldArray } from 'formik';

import { FormikCheckboxField } from '@/components/forms/FormikCheckboxField';
import { FormikSelectField } from '@/components/forms/FormikSelectField';
import { FormikTextField } from '@/components/forms/FormikTextField';
import { Button } from '@/components/ui/Button';
import { GAMEPLAY_MODES, TASK_TYPES } from '@/types/campaigns';
import { GAMEPLAY_MODE_LABELS, usesGames, type TaskValues } from './missionForm';
import { TASK_TYPE_LABELS } from './taskLabels';
import styles from './mission.module.scss';
import { GamesField } from '../GamesField';
import { PrizesEditor } from '../prizes/PrizesEditor';

const TYPE_OPTIONS = TASK_TYPES.map((type) => ({ value: type, label: TASK_TYPE_LABELS[type] }));
const MODE_OPTIONS = GAMEPLAY_MODES.map((mode) => ({ value: mode, label: GAMEPLAY_MODE_LABELS[mode] }));

/** Deposit: one amount, or ranges with min and max. */
function DepositFields({ name, task }: { name: string; task: TaskValues }) {
  return (
    <>
      <FormikCheckboxField name={`${name}.useRanges`} label="Use deposit ranges instead of one amount" />
      {task.useRanges ? (
        <FieldArray name={`${name}.ranges`}>
          {({ push, remove }) => (
            <fieldset className={styles.ranges}>
              <legend>Deposit ranges</legend>
              {task.ranges.map((_range, index) => (
                <div key={index} className={styles.inlineRow}>
                  <FormikTextField
                    name={`${name}.ranges.${index}.min`}
                    label={`Range ${index + 1} min`}
                    type="number"
                    min={0}
                    step="any"
                  />
                  <FormikTextField
                    name={`${name}.ranges.${index}.max`}
                    label={`Range ${index + 1} max`}
                    type="number"
                    min={0}
                    step="any"
                  />
                  <Button
                    variant="ghost"
                    onClick={() => remove(index)}
                    aria-label={`Remove range ${index + 1}`}
                  >
                    Remove
                  </Button>
                </div>
              ))}
              <div>
                <Button variant="secondary" onClick={() => push({ min: '', max: '' })}>
                  Add a range
                </Button>
              </div>
            </fieldset>
          )}
        </FieldArray>
      ) : (
        <FormikTextField name={`${name}.amount`} label="Deposit amount" type="number" min={0} step="any" />
      )}
    </>
  );
}

/** One task's fields (spec §3 Mission task types) and its prizes. */
export function TaskEditor({ name, task, taskLabel }: { name: string; task: TaskValues; taskLabel: string }) {
  return (
    <div className={styles.taskFields}>
      <FormikSelectField name={`${name}.type`} label="Task type" options={TYPE_OPTIONS} />
      {task.type === 'deposit' && <DepositFields name={name} task={task} />}
      {task.type === 'gameplay' && (
        <div className={styles.row}>
          <FormikTextField name={`${name}.rounds`} label="Rounds" type="number" min={1} />
          <FormikSelectField name={`${name}.mode`} label="Goal" options={MODE_OPTIONS} />
          {task.mode === 'multiplier' ? (
            <FormikTextField
              name={`${name}.multiplier`}
              label="Multiplier"
              type="number"
              min={0}
              step="any"
            />
          ) : (
            <FormikTextField
              name={`${name}.times`}
              label={task.mode === 'win_in_a_row' ? 'Wins in a row' : 'Number of wins'}
              type="number"
              min={1}
            />
          )}
        </div>
      )}
      {task.type === 'netloss' && (
        <div className={styles.row}>
          <FormikTextField name={`${name}.amount`} label="Net loss amount" type="number" min={0} step="any" />
          <FormikTextField name={`${name}.maxAmount`} label="Max amount" type="number" min={0} step="any" />
        </div>
      )}
      {task.type === 'turnover' && (
        <FormikTextField name={`${name}.amount`} label="Turnover amount" type="number" min={0} step="any" />
      )}
      {usesGames(task.type) && <GamesField name={`${name}.games`} ownerLabel={taskLabel} />}
      <PrizesEditor name={`${name}.prizes`} ownerLabel={taskLabel} />
    </div>
  );
}

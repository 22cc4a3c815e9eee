import { getIn, useFormikContext } from 'formik';

import { FormikCheckboxField } from '@/components/forms/FormikCheckboxField';
import { FormikTextField } from '@/components/forms/FormikTextField';
import type { TaskType } from '@/types/campaigns';
import type { MissionFieldsValues } from './missionForm';
import styles from './mission.module.scss';
import { TaskList } from './TaskList';
import { useBaseCurrency } from '@/hooks/useBaseCurrency';
import { labelWithCurrency } from '@/utils/format';

/**
 * Spec §3 Mission settings at form path `name`: tasks in order, minimum bet, repeatable with its count
 * (named "Repeat the mission" in errors, §5), and the tasks of the types offered.
 */
export function MissionFields({
  name,
  taskTypes,
  readOnly,
  onMoveTask,
}: {
  name: string;
  taskTypes: readonly TaskType[];
  readOnly: boolean;
  onMoveTask: (from: number, to: number) => void;
}) {
  const { values } = useFormikContext<object>();
  const mission: MissionFieldsValues = getIn(values, name);
  const currency = useBaseCurrency();
  return (
    <>
      <div className={styles.row}>
        <FormikTextField
          name={`${name}.minBet`}
          label={labelWithCurrency('Minimum bet', currency)}
          type="number"
          min={0}
          step="any"
        />
      </div>
      <FormikCheckboxField name={`${name}.tasksInOrder`} label="Tasks must be completed in order" />
      <FormikCheckboxField name={`${name}.repeatable`} label="Repeatable" />
      {mission.repeatable && (
        <FormikTextField
          name={`${name}.repeatCount`}
          label="Repeat the mission (times)"
          errorPrefix="Repeat the mission"
          type="number"
          min={1}
        />
      )}
      <TaskList name={`${name}.tasks`} taskTypes={taskTypes} onMove={onMoveTask} readOnly={readOnly} />
    </>
  );
}

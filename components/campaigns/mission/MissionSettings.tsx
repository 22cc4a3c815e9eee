import { useFormikContext } from 'formik';
import { useState } from 'react';

import { FormikCheckboxField } from '@/components/forms/FormikCheckboxField';
import { FormikTextField } from '@/components/forms/FormikTextField';
import type { CampaignDetail } from '@/types/campaigns';
import { useReorderMissionTasksMutation } from './api';
import type { MissionValues, TaskValues } from './missionForm';
import styles from './mission.module.scss';
import { TaskList } from './TaskList';

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** The saved tasks' ids in this order, when the form's tasks are exactly the saved ones. */
function savedOrder(tasks: readonly TaskValues[], campaign: CampaignDetail): number[] | null {
  const saved = campaign.mission?.tasks ?? [];
  const ids = tasks.map((task) => task.id);
  if (ids.length !== saved.length || ids.some((id) => id === undefined)) return null;
  return ids as number[];
}

/**
 * Spec §3 Mission settings: tasks in order, minimum bet, repeatable with its count, and the tasks.
 * Moving a task of an otherwise unchanged mission saves the new order at once
 * (PATCH v1/missions/mission/{id}/tasks/); with other changes pending it is saved with them.
 */
export function MissionSettings({ campaign, readOnly }: { campaign: CampaignDetail; readOnly: boolean }) {
  const formik = useFormikContext<MissionValues>();
  const { values } = formik;
  const [reorder] = useReorderMissionTasksMutation();
  const [orderNote, setOrderNote] = useState('');

  const onMove = async (from: number, to: number) => {
    const tasks = moved(values.mission.tasks, from, to);
    const next: MissionValues = { mission: { ...values.mission, tasks } };
    const order = savedOrder(tasks, campaign);
    const position = `Task ${from + 1} moved to position ${to + 1}.`;
    if (formik.dirty || !order || !campaign.mission) {
      void formik.setFieldValue('mission.tasks', tasks);
      setOrderNote(`${position} The new order is saved with the step.`);
      return;
    }
    // Shown at once, and kept clean: the order is saved on its own.
    formik.resetForm({ values: next });
    try {
      await reorder({ missionId: campaign.mission.id, campaignId: campaign.id, tasks: order }).unwrap();
      setOrderNote(`${position} The order is saved.`);
    } catch {
      formik.resetForm({ values });
      setOrderNote('The order could not be saved; the tasks are back in their saved order.');
    }
  };

  return (
    <div className={styles.mission}>
      <div className={styles.row}>
        <FormikTextField name="mission.minBet" label="Minimum bet" type="number" min={0} step="any" />
      </div>
      <FormikCheckboxField name="mission.tasksInOrder" label="Tasks must be completed in order" />
      <FormikCheckboxField name="mission.repeatable" label="Repeatable" />
      {values.mission.repeatable && (
        <FormikTextField
          name="mission.repeatCount"
          label="Repeat the mission (times)"
          errorPrefix="Repeat the mission"
          type="number"
          min={1}
        />
      )}
      <TaskList onMove={(from, to) => void onMove(from, to)} readOnly={readOnly} />
      <p className={styles.muted} role="status" aria-live="polite">
        {orderNote}
      </p>
    </div>
  );
}

import { useFormikContext } from 'formik';
import { useState } from 'react';

import type { CampaignDetail, TaskType } from '@/types/campaigns';
import { useReorderTasksMutation } from '../api';
import type { MissionValues, TaskValues } from './missionForm';
import styles from './mission.module.scss';
import { MissionFields } from './MissionFields';

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
 * Spec §3 Mission settings of the mission types with one mission (its fields: MissionFields). Moving a
 * task of an otherwise unchanged mission saves the new order at once
 * (PATCH v1/missions/mission/{id}/tasks/); with other changes pending it is saved with them.
 */
export function MissionSettings({
  campaign,
  readOnly,
  taskTypes,
}: {
  campaign: CampaignDetail;
  readOnly: boolean;
  taskTypes: readonly TaskType[];
}) {
  const formik = useFormikContext<MissionValues>();
  const { values } = formik;
  const [reorder] = useReorderTasksMutation();
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
      await reorder({
        url: `v1/missions/mission/${campaign.mission.id}/tasks/`,
        campaignId: campaign.id,
        settingsKey: 'mission',
        tasks: order,
      }).unwrap();
      setOrderNote(`${position} The order is saved.`);
    } catch {
      formik.resetForm({ values });
      setOrderNote('The order could not be saved; the tasks are back in their saved order.');
    }
  };

  return (
    <div className={styles.mission}>
      <MissionFields
        name="mission"
        taskTypes={taskTypes}
        readOnly={readOnly}
        onMoveTask={(from, to) => void onMove(from, to)}
      />
      <p className={styles.muted} role="status" aria-live="polite">
        {orderNote}
      </p>
    </div>
  );
}

import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { useFormikContext } from 'formik';

import { Button } from '@/components/ui/Button';
import { emptyTask, type MissionValues } from './missionForm';
import { TASK_TYPE_LABELS } from './taskLabels';
import styles from './mission.module.scss';
import { TaskEditor } from './TaskEditor';

interface Props {
  /** Moves a task; the caller decides whether the new order is saved at once. */
  onMove: (from: number, to: number) => void;
  readOnly: boolean;
}

/**
 * The mission's tasks in order. A task is moved by dragging its handle (with the mouse, or with the
 * keyboard: space to lift, arrows to move, space to drop — the library announces each move) or with its
 * Move up / Move down buttons.
 */
export function TaskList({ onMove, readOnly }: Props) {
  const { values, setFieldValue } = useFormikContext<MissionValues>();
  const { tasks } = values.mission;

  const onDragEnd = ({ source, destination }: DropResult) => {
    if (destination && destination.index !== source.index) onMove(source.index, destination.index);
  };

  return (
    <section aria-labelledby="mission-tasks-title" className={styles.tasks}>
      <h4 id="mission-tasks-title" className={styles.subtitle}>
        Tasks
      </h4>
      {tasks.length === 0 && (
        <p className={styles.muted}>No tasks yet: a mission needs at least one to publish.</p>
      )}
      <DragDropContext onDragEnd={onDragEnd}>
        <Droppable droppableId="mission-tasks" isDropDisabled={readOnly}>
          {(dropProvided) => (
            <ol ref={dropProvided.innerRef} {...dropProvided.droppableProps} className={styles.taskList}>
              {tasks.map((task, index) => {
                const taskLabel = `Task ${index + 1}`;
                return (
                  <Draggable key={task.key} draggableId={task.key} index={index} isDragDisabled={readOnly}>
                    {(dragProvided, snapshot) => (
                      <li
                        ref={dragProvided.innerRef}
                        {...dragProvided.draggableProps}
                        className={[styles.task, snapshot.isDragging ? styles.dragging : ''].join(' ')}
                        aria-label={`${taskLabel}: ${TASK_TYPE_LABELS[task.type]}`}
                        data-testid="mission-task"
                      >
                        <div className={styles.taskHeader}>
                          <span
                            {...dragProvided.dragHandleProps}
                            className={styles.handle}
                            aria-label={`Drag ${taskLabel.toLowerCase()} to reorder`}
                          >
                            ⠿
                          </span>
                          <h5 className={styles.taskTitle}>
                            {taskLabel}: {TASK_TYPE_LABELS[task.type]}
                          </h5>
                          {!readOnly && (
                            <div className={styles.taskActions}>
                              <Button
                                variant="ghost"
                                disabled={index === 0}
                                onClick={() => onMove(index, index - 1)}
                                aria-label={`Move ${taskLabel.toLowerCase()} up`}
                              >
                                ↑
                              </Button>
                              <Button
                                variant="ghost"
                                disabled={index === tasks.length - 1}
                                onClick={() => onMove(index, index + 1)}
                                aria-label={`Move ${taskLabel.toLowerCase()} down`}
                              >
                                ↓
                              </Button>
                              <Button
                                variant="ghost"
                                onClick={() =>
                                  void setFieldValue(
                                    'mission.tasks',
                                    tasks.filter((_t, at) => at !== index),
                                  )
                                }
                                aria-label={`Remove ${taskLabel.toLowerCase()}`}
                              >
                                Remove
                              </Button>
                            </div>
                          )}
                        </div>
                        <TaskEditor name={`mission.tasks.${index}`} task={task} taskLabel={taskLabel} />
                      </li>
                    )}
                  </Draggable>
                );
              })}
              {dropProvided.placeholder}
            </ol>
          )}
        </Droppable>
      </DragDropContext>
      {!readOnly && (
        <div>
          <Button
            variant="secondary"
            onClick={() => void setFieldValue('mission.tasks', [...tasks, emptyTask()])}
          >
            Add a task
          </Button>
        </div>
      )}
    </section>
  );
}

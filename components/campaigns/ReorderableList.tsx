import type { DraggableProvided, DraggableStateSnapshot, DropResult } from '@hello-pangea/dnd';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/Button';
import styles from './mission/mission.module.scss';

type DragLibrary = typeof import('@hello-pangea/dnd');

// The drag library is a sixth of the builder's JavaScript; it loads when a hand reaches for a handle
// (pointer over it, focus on it, a touch) instead of with the page. Move up / Move down work before.
let dragLibrary: DragLibrary | undefined;
let loadingDragLibrary: Promise<DragLibrary> | undefined;
const loadDragLibrary = () =>
  (loadingDragLibrary ??= import('@hello-pangea/dnd').then((library) => (dragLibrary = library)));

function useDragLibrary() {
  const [library, setLibrary] = useState(dragLibrary);
  const request = () => {
    if (!library) void loadDragLibrary().then(setLibrary);
  };
  return [library, request] as const;
}

interface Props<T extends { key: string }> {
  /** Unique on the page (the drop area's id). */
  id: string;
  items: readonly T[];
  /** The item's name in headings and button labels: "Task 2". */
  itemLabel: (index: number) => string;
  /** The heading after the label: "Task 2: Gameplay". */
  describe: (item: T) => string;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  readOnly: boolean;
  children: (item: T, index: number) => ReactNode;
}

type ItemDrag = Pick<DraggableProvided, 'innerRef' | 'draggableProps' | 'dragHandleProps'> &
  Pick<DraggableStateSnapshot, 'isDragging'>;

/**
 * A list whose items are moved by dragging their handle (mouse, touch, or keyboard: space to lift,
 * arrows to move, space to drop; the library announces each move) or with Move up / Move down.
 */
export function ReorderableList<T extends { key: string }>(props: Props<T>) {
  const { id, items, onMove, readOnly } = props;
  const [library, requestLibrary] = useDragLibrary();
  const listRef = useRef<HTMLOListElement | null>(null);
  const focusedHandle = useRef<string | null>(null);

  // Loading swaps the plain handles for the library's: the handle that had the focus keeps it.
  useEffect(() => {
    const key = focusedHandle.current;
    if (!library || key === null) return;
    focusedHandle.current = null;
    const handles = listRef.current?.querySelectorAll<HTMLElement>('[data-rfd-drag-handle-draggable-id]');
    [...(handles ?? [])].find((handle) => handle.dataset.rfdDragHandleDraggableId === key)?.focus();
  }, [library]);

  if (!library) {
    const plainHandle = (item: T) => ({
      role: 'button',
      tabIndex: 0,
      onPointerEnter: requestLibrary,
      onTouchStart: requestLibrary,
      onFocus: () => {
        focusedHandle.current = item.key;
        requestLibrary();
      },
    });
    return (
      <ol ref={listRef} className={styles.taskList}>
        {items.map((item, index) => (
          <Item key={item.key} {...props} item={item} index={index} handleProps={plainHandle(item)} />
        ))}
      </ol>
    );
  }

  const { DragDropContext, Droppable, Draggable } = library;
  const onDragEnd = ({ source, destination }: DropResult) => {
    if (destination && destination.index !== source.index) onMove(source.index, destination.index);
  };
  return (
    <DragDropContext onDragEnd={onDragEnd}>
      <Droppable droppableId={id} isDropDisabled={readOnly}>
        {(dropProvided) => (
          <ol
            ref={(element) => {
              listRef.current = element;
              dropProvided.innerRef(element);
            }}
            {...dropProvided.droppableProps}
            className={styles.taskList}
          >
            {items.map((item, index) => (
              <Draggable key={item.key} draggableId={item.key} index={index} isDragDisabled={readOnly}>
                {(dragProvided, snapshot) => (
                  <Item
                    {...props}
                    item={item}
                    index={index}
                    drag={{ ...dragProvided, isDragging: snapshot.isDragging }}
                    handleProps={dragProvided.dragHandleProps ?? {}}
                  />
                )}
              </Draggable>
            ))}
            {dropProvided.placeholder}
          </ol>
        )}
      </Droppable>
    </DragDropContext>
  );
}

function Item<T extends { key: string }>({
  item,
  index,
  items,
  itemLabel,
  describe,
  onMove,
  onRemove,
  readOnly,
  children,
  drag,
  handleProps,
}: Props<T> & { item: T; index: number; drag?: ItemDrag; handleProps: object }) {
  const label = itemLabel(index);
  const lower = label.toLowerCase();
  return (
    <li
      ref={drag?.innerRef}
      {...drag?.draggableProps}
      className={[styles.task, drag?.isDragging ? styles.dragging : ''].join(' ')}
      aria-label={`${label}: ${describe(item)}`}
    >
      <div className={styles.taskHeader}>
        {!readOnly && (
          <span {...handleProps} className={styles.handle} aria-label={`Drag ${lower} to reorder`}>
            ⠿
          </span>
        )}
        <h5 className={styles.taskTitle}>
          {label}: {describe(item)}
        </h5>
        {!readOnly && (
          <div className={styles.taskActions}>
            <Button
              variant="ghost"
              disabled={index === 0}
              onClick={() => onMove(index, index - 1)}
              aria-label={`Move ${lower} up`}
            >
              ↑
            </Button>
            <Button
              variant="ghost"
              disabled={index === items.length - 1}
              onClick={() => onMove(index, index + 1)}
              aria-label={`Move ${lower} down`}
            >
              ↓
            </Button>
            <Button variant="ghost" onClick={() => onRemove(index)} aria-label={`Remove ${lower}`}>
              Remove
            </Button>
          </div>
        )}
      </div>
      {children(item, index)}
    </li>
  );
}

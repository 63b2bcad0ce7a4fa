import type { ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import styled from 'styled-components';
import { Button } from '@marktplatz/shared';
import { messages } from '../messages';

/** What a row of the list shows. */
export interface SortableEntry {
  /** Stable while the list is reordered (a record's id, or a key the form gives its entries). */
  id: number | string;
  /** Names the entry for the handle and the announcements. */
  title: string;
  detail?: string | null;
  muted?: boolean;
}

export interface SortableItemListProps<T extends SortableEntry> {
  /** Accessible name of the list. */
  label: string;
  items: readonly T[];
  /** The ids in the new order, after a drop that moved an entry. */
  onReorder: (ids: Array<T['id']>) => void;
  /** Buttons at the end of a row (Bearbeiten, Löschen). */
  actions?: (item: T) => ReactNode;
  /** What the row shows instead of title and detail (e.g. the entry's form fields). */
  body?: (item: T) => ReactNode;
  disabled?: boolean;
}

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

/** dnd-kit moves the row with a transform while it is dragged (the only way: a value per frame). */
const Row = styled.li.attrs<{ $transform?: string; $transition?: string }>((props) => ({
  style: { transform: props.$transform, transition: props.$transition },
}))<{ $dragging: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  position: relative;
  z-index: ${({ $dragging }) => ($dragging ? 2 : 'auto')};
  box-shadow: ${({ $dragging }) => ($dragging ? '0 4px 12px rgba(0, 0, 0, 0.2)' : 'none')};
`;

const Body = styled.div<{ $muted: boolean }>`
  flex: 1 1 auto;
  min-width: 0;
  opacity: ${({ $muted }) => ($muted ? 0.65 : 1)};
  strong {
    display: block;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Handle = styled(Button)`
  cursor: grab;
  touch-action: none;
  min-width: 44px;
  min-height: 44px;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

function SortableRow<T extends SortableEntry>({
  item,
  actions,
  body,
  disabled,
}: {
  item: T;
  actions?: (item: T) => ReactNode;
  body?: (item: T) => ReactNode;
  disabled: boolean;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled,
  });
  return (
    <Row
      ref={setNodeRef}
      $transform={CSS.Transform.toString(transform) ?? undefined}
      $transition={transition ?? undefined}
      $dragging={isDragging}
      data-sortable-id={item.id}
    >
      <Handle
        ref={setActivatorNodeRef}
        variant="secondary"
        size="sm"
        aria-label={messages.sortable.handle(item.title)}
        {...attributes}
        {...listeners}
      >
        <span aria-hidden="true">⠿</span>
      </Handle>
      <Body $muted={item.muted === true}>
        {body ? (
          body(item)
        ) : (
          <>
            <strong>{item.title}</strong>
            {item.detail ? <span>{item.detail}</span> : null}
          </>
        )}
      </Body>
      {actions ? <Actions>{actions(item)}</Actions> : null}
    </Row>
  );
}

/**
 * A list ordered by drag and drop (dnd-kit): with the mouse or a finger on the handle, or with the keyboard (focus the
 * handle, Space/Enter to pick up, arrow keys, Space/Enter to drop, Escape to cancel); a screen reader hears each step
 * in German. A drop that moves an entry calls `onReorder` with the new order. Used by the start pages' lists and the
 * menus of „Navigation & Rechtstexte“.
 */
export function SortableItemList<T extends SortableEntry>({
  label,
  items,
  onReorder,
  actions,
  body,
  disabled = false,
}: SortableItemListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const titleOf = (id: UniqueIdentifier) => items.find((item) => item.id === id)?.title ?? '';
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(id) + 1;
  const total = items.length;

  const announcements: Announcements = {
    onDragStart: ({ active }) => messages.sortable.picked(titleOf(active.id), positionOf(active.id), total),
    onDragOver: ({ active, over }) =>
      over ? messages.sortable.moved(titleOf(active.id), positionOf(over.id), total) : messages.sortable.outside(titleOf(active.id)),
    onDragEnd: ({ active, over }) =>
      over ? messages.sortable.dropped(titleOf(active.id), positionOf(over.id), total) : messages.sortable.cancelled(titleOf(active.id)),
    onDragCancel: ({ active }) => messages.sortable.cancelled(titleOf(active.id)),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(active.id), ids.indexOf(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: messages.sortable.instructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <List aria-label={label}>
          {items.map((item) => (
            <SortableRow key={item.id} item={item} actions={actions} body={body} disabled={disabled} />
          ))}
        </List>
      </SortableContext>
    </DndContext>
  );
}

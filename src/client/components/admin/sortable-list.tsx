import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import { type ReactNode, useId } from "react";
import { cn } from "#client/lib/cn.ts";

type Props<T extends { id: string }> = {
  items: T[];
  /** How a person calls an entry, for the handle's name and the spoken announcements. */
  nameOf: (item: T) => string;
  renderItem: (item: T, position: number) => ReactNode;
  /** Called with the whole new order after a drop that moved something. */
  onReorder: (ids: string[]) => void;
  disabled?: boolean;
  label: string;
};

/**
 * A vertical list reordered by dragging a handle (after 5 px of movement, so clicks stay clicks) or
 * by keyboard: focus a handle, Space to pick up, arrow keys to move, Space to drop, Escape to cancel.
 * Each step is announced to screen readers.
 */
export function SortableList<T extends { id: string }>({
  items,
  nameOf,
  renderItem,
  onReorder,
  disabled,
  label,
}: Props<T>) {
  const instructionsId = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const name = (id: UniqueIdentifier) => {
    const item = items.find((i) => i.id === id);
    return item ? nameOf(item) : "The entry";
  };
  const place = (id: UniqueIdentifier) => `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}, at ${place(active.id)}.`,
    // Over its own place (right after the pick-up) there is nothing new to say.
    onDragOver: ({ active, over }) =>
      !over
        ? `${name(active.id)} is outside the list.`
        : over.id === active.id
          ? undefined
          : `${name(active.id)} moved to ${place(over.id)}.`,
    onDragEnd: ({ active, over }) =>
      over ? `${name(active.id)} dropped at ${place(over.id)}.` : `${name(active.id)} put back.`,
    onDragCancel: ({ active }) => `Moving cancelled. ${name(active.id)} is back at ${place(active.id)}.`,
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  }

  return (
    <>
      <p id={instructionsId} className="mb-4 text-sm text-muted-foreground">
        Drag an entry by its handle to move it, or focus a handle, press Space, move with the arrow keys and
        press Space again to drop (Escape cancels). The new order is saved at once.
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              "To move an entry, press Space. Use the up and down arrow keys to move it, Space to drop it in its new place, or Escape to cancel.",
          },
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
          <ol aria-label={label} aria-describedby={instructionsId} className="space-y-2">
            {items.map((item, index) => (
              <SortableRow key={item.id} id={item.id} name={nameOf(item)} disabled={disabled}>
                {renderItem(item, index + 1)}
              </SortableRow>
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </>
  );
}

function SortableRow({
  id,
  name,
  disabled,
  children,
}: {
  id: string;
  name: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        "flex items-center gap-2 rounded-xl border border-border bg-surface p-2 pr-3 sm:gap-3",
        isDragging && "relative z-10 shadow-lg ring-2 ring-accent",
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        aria-label={`Move ${name}`}
        className="flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing disabled:cursor-not-allowed disabled:opacity-50"
        disabled={disabled}
        {...attributes}
        {...listeners}
      >
        <GripVertical className="size-5" aria-hidden />
      </button>
      <div className="flex min-w-0 flex-1 items-center gap-3">{children}</div>
    </li>
  );
}

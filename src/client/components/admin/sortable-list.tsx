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
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";

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
  const t = useT();
  const { number } = useFormat();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const name = (id: UniqueIdentifier) => {
    const item = items.find((i) => i.id === id);
    return item ? nameOf(item) : t("admin.sortable.someEntry");
  };
  /** The entry's name and where it is: `{name}`, `{position}` and `{count}` of the messages below. */
  const at = (active: UniqueIdentifier, place: UniqueIdentifier) => ({
    name: name(active),
    position: number(ids.indexOf(String(place)) + 1),
    count: number(ids.length),
  });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("admin.sortable.pickedUp", at(active.id, active.id)),
    // Over its own place (right after the pick-up) there is nothing new to say.
    onDragOver: ({ active, over }) =>
      !over
        ? t("admin.sortable.outside", { name: name(active.id) })
        : over.id === active.id
          ? undefined
          : t("admin.sortable.moved", at(active.id, over.id)),
    onDragEnd: ({ active, over }) =>
      over
        ? t("admin.sortable.dropped", at(active.id, over.id))
        : t("admin.sortable.putBack", { name: name(active.id) }),
    onDragCancel: ({ active }) => t("admin.sortable.cancelled", at(active.id, active.id)),
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
        {t("admin.sortable.instructions")}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable: t("admin.sortable.keyboard"),
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
  const t = useT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled, attributes: { roleDescription: t("admin.sortable.roleDescription") } });
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
        aria-label={t("admin.sortable.handle", { name })}
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

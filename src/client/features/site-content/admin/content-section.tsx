import { Eye, EyeOff, Pencil, Plus, Trash2 } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { type ReactNode, useState } from "react";
import { SortableList } from "#client/components/admin/sortable-list.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogContent } from "#client/components/ui/dialog.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { toast } from "#client/lib/toast.ts";
import type { SiteContentKind } from "#shared/site-content/site-content.schema";
import { useChangeSiteContent } from "./site-content-api.ts";

type Entry = { id: string; visible: boolean; isSample: boolean };

type FormRender<T> = (props: {
  item: T | undefined;
  busy: boolean;
  onSubmit: (values: Record<string, unknown>) => void;
  onCancel: () => void;
}) => ReactNode;

function Tag({ children }: { children: ReactNode }) {
  return (
    <span className="rounded-full border border-border px-2 py-0.5 text-xs font-medium text-muted-foreground">
      {children}
    </span>
  );
}

/**
 * One managed list (testimonials or team): add, edit, hide or show, delete, and reorder by drag or
 * keyboard. Every change is saved at once and the public page follows.
 */
export function ContentSection<T extends Entry>({
  kind,
  title,
  lead,
  noun,
  empty,
  items,
  nameOf,
  summary,
  valuesOf,
  renderForm,
}: {
  kind: SiteContentKind;
  title: string;
  lead: string;
  /** "testimonial", "team member" */
  noun: string;
  empty: string;
  items: T[];
  nameOf: (item: T) => string;
  summary: (item: T) => ReactNode;
  /** The entry's editable fields, to save it with one of them changed. */
  valuesOf: (item: T) => Record<string, unknown>;
  renderForm: FormRender<T>;
}) {
  const change = useChangeSiteContent();
  const [editing, setEditing] = useState<{ item: T | undefined } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [pending, setPending] = useState<string[] | null>(null);
  const byId = new Map(items.map((item) => [item.id, item]));
  const shown = pending ? pending.map((id) => byId.get(id)).filter((i) => i !== undefined) : items;
  const headingId = `${kind}-heading`;
  const fail = (error: unknown) => toast.error("Error", errorMessage(error));

  function save(values: Record<string, unknown>) {
    const item = editing?.item;
    change.mutate(item ? { kind, op: "update", id: item.id, values } : { kind, op: "create", values }, {
      onSuccess: () => {
        toast.success("Success", item ? `The ${noun} was saved.` : `The ${noun} was added.`);
        setEditing(null);
      },
      onError: fail,
    });
  }

  function toggle(item: T) {
    change.mutate(
      { kind, op: "update", id: item.id, values: { ...valuesOf(item), visible: !item.visible } },
      {
        onSuccess: () =>
          toast.success("Success", `${nameOf(item)} is ${item.visible ? "hidden now" : "shown again"}.`),
        onError: fail,
      },
    );
  }

  function remove(item: T) {
    change.mutate(
      { kind, op: "delete", id: item.id },
      {
        onSuccess: () => {
          toast.success("Success", `The ${noun} was deleted.`);
          setDeleting(null);
        },
        onError: fail,
      },
    );
  }

  function reorder(ids: string[]) {
    setPending(ids);
    change.mutate(
      { kind, op: "reorder", ids },
      {
        onSuccess: () => toast.success("Order Saved!"),
        onError: (error) => toast.error(`Could not save the new order. Reason: ${errorMessage(error)}`),
        onSettled: () => setPending(null),
      },
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-display text-2xl font-semibold">
            {title}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-muted-foreground">{lead}</p>
        </div>
        <Button onClick={() => setEditing({ item: undefined })}>
          <Plus aria-hidden /> Add {noun}
        </Button>
      </div>

      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-muted-foreground">{empty}</p>
      ) : (
        <SortableList
          label={title}
          items={shown}
          nameOf={nameOf}
          onReorder={reorder}
          renderItem={(item) => (
            <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-2">
              <div className="min-w-0 flex-1 basis-48">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-medium break-words">{nameOf(item)}</p>
                  {item.isSample ? <Tag>Sample</Tag> : null}
                  {item.visible ? null : <Tag>Hidden</Tag>}
                </div>
                <div className="line-clamp-2 text-sm text-muted-foreground">{summary(item)}</div>
              </div>
              <div className="flex shrink-0 gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Edit ${nameOf(item)}`}
                  onClick={() => setEditing({ item })}
                >
                  <Pencil aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`${item.visible ? "Hide" : "Show"} ${nameOf(item)}`}
                  onClick={() => toggle(item)}
                >
                  {item.visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete ${nameOf(item)}`}
                  onClick={() => setDeleting(item)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </div>
          )}
        />
      )}

      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        {editing ? (
          <DialogContent title={editing.item ? `Edit ${noun}` : `Add ${noun}`}>
            {renderForm({
              item: editing.item,
              busy: change.isPending,
              onSubmit: save,
              onCancel: () => setEditing(null),
            })}
          </DialogContent>
        ) : null}
      </Dialog>

      <AlertDialog.Root
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
      >
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl bg-surface p-6 shadow-xl">
            <AlertDialog.Title className="font-display text-xl font-semibold">
              Delete this {noun}?
            </AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-muted-foreground">
              {deleting ? nameOf(deleting) : ""} will be removed from the site and from this list. To take it
              off the site for a while, hide it instead.
            </AlertDialog.Description>
            <div className="flex flex-wrap justify-end gap-2">
              <AlertDialog.Cancel asChild>
                <Button variant="outline">Cancel</Button>
              </AlertDialog.Cancel>
              <Button
                variant="danger"
                disabled={change.isPending}
                onClick={() => (deleting ? remove(deleting) : undefined)}
              >
                Delete
              </Button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  );
}

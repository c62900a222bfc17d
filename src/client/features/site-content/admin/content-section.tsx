import { Eye, EyeOff, Pencil, Plus, Trash2 } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { type ReactNode, useState } from "react";
import { SortableList } from "#client/components/admin/sortable-list.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogContent } from "#client/components/ui/dialog.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
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
  empty: string;
  items: T[];
  nameOf: (item: T) => string;
  summary: (item: T) => ReactNode;
  /** The entry's editable fields, to save it with one of them changed. */
  valuesOf: (item: T) => Record<string, unknown>;
  renderForm: FormRender<T>;
}) {
  const t = useT();
  const change = useChangeSiteContent();
  const [editing, setEditing] = useState<{ item: T | undefined } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [pending, setPending] = useState<string[] | null>(null);
  const byId = new Map(items.map((item) => [item.id, item]));
  const shown = pending ? pending.map((id) => byId.get(id)).filter((i) => i !== undefined) : items;
  const headingId = `${kind}-heading`;
  const fail = (error: unknown) => toast.error(t("siteContent.admin.error"), errorMessage(error));
  const success = (text: string) => toast.success(t("siteContent.admin.success"), text);

  function save(values: Record<string, unknown>) {
    const item = editing?.item;
    change.mutate(item ? { kind, op: "update", id: item.id, values } : { kind, op: "create", values }, {
      onSuccess: () => {
        success(t(item ? "siteContent.admin.saved" : "siteContent.admin.added", { kind }));
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
          success(
            t(item.visible ? "siteContent.admin.hidden" : "siteContent.admin.shown", { name: nameOf(item) }),
          ),
        onError: fail,
      },
    );
  }

  function remove(item: T) {
    change.mutate(
      { kind, op: "delete", id: item.id },
      {
        onSuccess: () => {
          success(t("siteContent.admin.deleted", { kind }));
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
        onSuccess: () => toast.success(t("siteContent.admin.orderSaved")),
        onError: (error) => toast.error(t("siteContent.admin.orderFailed", { reason: errorMessage(error) })),
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
          <Plus aria-hidden /> {t("siteContent.admin.add", { kind })}
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
                  {item.isSample ? <Tag>{t("siteContent.admin.sampleTag")}</Tag> : null}
                  {item.visible ? null : <Tag>{t("siteContent.admin.hiddenTag")}</Tag>}
                </div>
                <div className="line-clamp-2 text-sm text-muted-foreground">{summary(item)}</div>
              </div>
              <div className="flex shrink-0 gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t("siteContent.admin.editItem", { name: nameOf(item) })}
                  onClick={() => setEditing({ item })}
                >
                  <Pencil aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t(item.visible ? "siteContent.admin.hideItem" : "siteContent.admin.showItem", {
                    name: nameOf(item),
                  })}
                  onClick={() => toggle(item)}
                >
                  {item.visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t("siteContent.admin.deleteItem", { name: nameOf(item) })}
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
          <DialogContent
            title={t(editing.item ? "siteContent.admin.edit" : "siteContent.admin.add", { kind })}
          >
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
              {t("siteContent.admin.deleteQuestion", { kind })}
            </AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-muted-foreground">
              {t("siteContent.admin.deleteText", { name: deleting ? nameOf(deleting) : "" })}
            </AlertDialog.Description>
            <div className="flex flex-wrap justify-end gap-2">
              <AlertDialog.Cancel asChild>
                <Button variant="outline">{t("siteContent.admin.cancel")}</Button>
              </AlertDialog.Cancel>
              <Button
                variant="danger"
                disabled={change.isPending}
                onClick={() => (deleting ? remove(deleting) : undefined)}
              >
                {t("siteContent.admin.delete")}
              </Button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  );
}

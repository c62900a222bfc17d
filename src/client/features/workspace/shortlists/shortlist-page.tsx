import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Copy, Pencil, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { SortableList } from "#client/components/admin/sortable-list.tsx";
import { LoadFailure } from "#client/components/load-failure.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "#client/components/ui/dialog.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { errorMessage, isNotFound } from "#client/lib/api.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import { usePageTitle } from "#client/lib/use-page-title.ts";
import type { ShortlistDetail } from "#shared/workspace/shortlists.schema";
import { ShortlistEntryCard } from "./shortlist-entry-card.tsx";
import { ShortlistForm } from "./shortlist-form.tsx";
import { ShortlistShares } from "./shortlist-shares.tsx";
import {
  shortlistQueryOptions,
  useDeleteShortlist,
  useDismissRemoved,
  useDuplicateShortlist,
  useEditShortlist,
  useReorder,
} from "./shortlists-api.ts";

/**
 * `/dashboard/shortlists/:id`: one list, its brief, its talents in order with notes, its links and
 * picks. `inquiries` is another domain's part for the list (the inquiry to the whole list and its
 * threads), which the app shell hands in.
 */
export function ShortlistPage({ inquiries }: { inquiries?: (shortlistId: string) => ReactNode }) {
  const { id = "" } = useParams();
  const t = useT();
  const list = useQuery(shortlistQueryOptions(id));
  usePageTitle(list.data?.name);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <Button asChild variant="link" className="mb-4">
        <Link to="/dashboard/shortlists">
          <ArrowLeft aria-hidden />
          {t("shortlists.detail.back")}
        </Link>
      </Button>
      {list.isPending ? (
        <div role="status" aria-busy="true" aria-label={t("shortlists.detail.loading")} className="space-y-4">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : list.isError ? (
        isNotFound(list.error) ? (
          <div role="alert" className="rounded-2xl border border-border bg-surface p-8 text-center">
            <h1 className="font-display text-2xl font-semibold">{t("shortlists.detail.notFound")}</h1>
            <p className="mt-2 text-muted-foreground">{errorMessage(list.error)}</p>
          </div>
        ) : (
          <LoadFailure
            title={t("shortlists.detail.failed")}
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        )
      ) : (
        <ShortlistView list={list.data} inquiries={inquiries} />
      )}
    </div>
  );
}

function ShortlistView({
  list,
  inquiries,
}: {
  list: ShortlistDetail;
  inquiries: ((shortlistId: string) => ReactNode) | undefined;
}) {
  const t = useT();
  return (
    <div className="space-y-8">
      <Brief list={list} />
      {list.removedCount > 0 ? <RemovedNotice list={list} /> : null}
      <Entries list={list} />
      {inquiries?.(list.id)}
      <ShortlistShares shortlistId={list.id} shares={list.shares} picks={list.picks} />
      <p className="text-sm text-muted-foreground">{t("shortlists.detail.privacy")}</p>
    </div>
  );
}

function Brief({ list }: { list: ShortlistDetail }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const edit = useEditShortlist(list.id);
  if (editing) {
    return (
      <section aria-labelledby="brief-heading" className="rounded-2xl border border-border bg-surface p-5">
        <h1 id="brief-heading" className="mb-4 font-display text-2xl font-semibold">
          {t("shortlists.detail.editTitle")}
        </h1>
        <ShortlistForm
          initial={{ name: list.name, job: list.job, dates: list.dates, location: list.location }}
          submitLabel={t("shortlists.detail.save")}
          busyLabel={t("shortlists.detail.saving")}
          busy={edit.isPending}
          error={edit.error}
          onSubmit={(input) =>
            edit.mutate(input, {
              onSuccess: () => {
                setEditing(false);
                toast.success(t("shortlists.detail.saved"));
              },
            })
          }
        >
          <Button
            variant="outline"
            onClick={() => {
              edit.reset();
              setEditing(false);
            }}
          >
            {t("shortlists.cancel")}
          </Button>
        </ShortlistForm>
      </section>
    );
  }
  const fields = [
    ["shortlists.form.job", list.job],
    ["shortlists.form.dates", list.dates],
    ["shortlists.form.location", list.location],
  ] as const;
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="font-display text-3xl font-semibold break-words">{list.name}</h1>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden />
            {t("shortlists.detail.edit")}
          </Button>
          <DuplicateButton list={list} />
          <DeleteButton list={list} />
        </div>
      </div>
      {fields.some(([, value]) => value) ? (
        <dl className="grid gap-3 sm:grid-cols-3">
          {fields.map(([label, value]) =>
            value ? (
              <div key={label} className="rounded-xl bg-surface-muted p-3">
                <dt className="text-xs font-medium text-muted-foreground">{t(label)}</dt>
                <dd className="mt-0.5 break-words">{value}</dd>
              </div>
            ) : null,
          )}
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground">{t("shortlists.detail.noBrief")}</p>
      )}
    </section>
  );
}

function DuplicateButton({ list }: { list: ShortlistDetail }) {
  const t = useT();
  const duplicate = useDuplicateShortlist(list.id);
  const navigate = useNavigate();
  return (
    <Button
      variant="outline"
      busy={duplicate.isPending}
      onClick={() =>
        duplicate.mutate(undefined, {
          onSuccess: (copy) => {
            toast.success(t("shortlists.detail.duplicated", { name: copy.name }));
            void navigate(`/dashboard/shortlists/${encodeURIComponent(copy.id)}`);
          },
          onError: (error) => toast.error(t("shortlists.detail.duplicateFailed"), errorMessage(error)),
        })
      }
    >
      <Copy aria-hidden />
      {t("shortlists.detail.duplicate")}
    </Button>
  );
}

function DeleteButton({ list }: { list: ShortlistDetail }) {
  const t = useT();
  const remove = useDeleteShortlist(list.id);
  const navigate = useNavigate();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Trash2 aria-hidden />
          {t("shortlists.detail.delete")}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t("shortlists.detail.deleteTitle", { name: list.name })}
        description={t("shortlists.detail.deleteText")}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">{t("shortlists.cancel")}</Button>
          </DialogClose>
          <Button
            variant="danger"
            busy={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  toast.success(t("shortlists.detail.deleted", { name: list.name }));
                  void navigate("/dashboard/shortlists");
                },
                onError: (error) => toast.error(t("shortlists.detail.deleteFailed"), errorMessage(error)),
              })
            }
          >
            {t("shortlists.detail.deleteConfirm")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function RemovedNotice({ list }: { list: ShortlistDetail }) {
  const t = useT();
  const dismiss = useDismissRemoved(list.id);
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface-muted p-4"
    >
      <p className="text-sm">{t("shortlists.detail.removed", { count: list.removedCount })}</p>
      <Button
        variant="outline"
        size="sm"
        busy={dismiss.isPending}
        onClick={() =>
          dismiss.mutate(undefined, {
            onError: (error) => toast.error(t("shortlists.detail.dismissFailed"), errorMessage(error)),
          })
        }
      >
        {t("shortlists.detail.dismiss")}
      </Button>
    </div>
  );
}

function Entries({ list }: { list: ShortlistDetail }) {
  const t = useT();
  const reorder = useReorder(list.id);
  const [announcement, setAnnouncement] = useState("");
  const nameOf = (entry: ShortlistDetail["entries"][number]) =>
    entry.talent?.name ?? t("shortlists.entry.hidden");
  const move = (from: number, to: number) => {
    const ids = list.entries.map((entry) => entry.id);
    const [moved] = ids.splice(from, 1);
    const entry = list.entries[from];
    if (!moved || !entry) return;
    ids.splice(to, 0, moved);
    reorder.mutate(ids, {
      onError: (error) => toast.error(t("shortlists.entry.moveFailed"), errorMessage(error)),
    });
    setAnnouncement(
      t("shortlists.entry.moved", { name: nameOf(entry), position: to + 1, count: ids.length }),
    );
  };
  return (
    <section aria-labelledby="entries-heading" className="space-y-4">
      <h2 id="entries-heading" className="font-display text-2xl font-semibold">
        {t("shortlists.detail.talents", { count: list.entries.length })}
      </h2>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {list.entries.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-border p-6 text-center">
          <p className="text-muted-foreground">{t("shortlists.detail.empty")}</p>
          <Button asChild variant="link" className="mt-2">
            <Link to="/talents">{t("shortlists.detail.findTalents")}</Link>
          </Button>
        </div>
      ) : (
        <SortableList
          items={list.entries}
          label={t("shortlists.detail.orderLabel", { name: list.name })}
          nameOf={nameOf}
          onReorder={(ids) =>
            reorder.mutate(ids, {
              onError: (error) => toast.error(t("shortlists.entry.moveFailed"), errorMessage(error)),
            })
          }
          renderItem={(entry, position) => (
            <ShortlistEntryCard
              list={list}
              entry={entry}
              position={position}
              onMove={(to) => move(position - 1, to - 1)}
            />
          )}
        />
      )}
    </section>
  );
}

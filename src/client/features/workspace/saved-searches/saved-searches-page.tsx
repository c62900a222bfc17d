import { useMutation, useQuery } from "@tanstack/react-query";
import { Bookmark } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { FormAlert } from "#client/components/form/form-alert.tsx";
import { SelectField } from "#client/components/form/select-field.tsx";
import { SubmitButton } from "#client/components/form/submit-button.tsx";
import { LoadFailure } from "#client/components/load-failure.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogContent } from "#client/components/ui/dialog.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { TextField } from "#client/components/ui/text-field.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import {
  SAVED_SEARCH_ALERTS,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearch,
  type SavedSearchAlert,
} from "#shared/workspace/saved-searches.schema";
import {
  savedSearchesQueryOptions,
  useChangeSavedSearch,
  useDeleteSavedSearch,
  visitSavedSearch,
} from "./saved-searches-api.ts";
import { searchSummary } from "./search-summary.ts";

/** `/dashboard/saved-searches`: the account's saved searches, what is new in each, and their alerts. */
export function SavedSearchesPage() {
  const t = useT();
  const searches = useQuery(savedSearchesQueryOptions());
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="font-display text-3xl font-semibold">{t("savedSearches.page.heading")}</h1>
      <p className="mt-1 text-muted-foreground">{t("savedSearches.page.lead")}</p>
      <div className="mt-6">
        {searches.isPending ? (
          <ul aria-busy="true" aria-label={t("savedSearches.page.loading")} className="space-y-3">
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <Skeleton className="h-32 w-full rounded-xl" />
              </li>
            ))}
          </ul>
        ) : searches.isError ? (
          <LoadFailure
            title={t("savedSearches.page.loadFailed")}
            error={searches.error}
            onRetry={() => void searches.refetch()}
            retrying={searches.isFetching}
          />
        ) : searches.data.length === 0 ? (
          <div className="rounded-xl border border-dashed border-border bg-surface p-8 text-center">
            <Bookmark aria-hidden className="mx-auto size-8 text-muted-foreground" />
            <h2 className="mt-3 font-display text-xl font-semibold">{t("savedSearches.page.empty.title")}</h2>
            <p className="mt-1 text-muted-foreground">{t("savedSearches.page.empty.text")}</p>
            <Button asChild className="mt-5">
              <Link to="/talents">{t("savedSearches.page.empty.action")}</Link>
            </Button>
          </div>
        ) : (
          <ul className="space-y-4">
            {searches.data.map((search) => (
              <li key={search.id}>
                <SavedSearchCard search={search} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function SavedSearchCard({ search }: { search: SavedSearch }) {
  const t = useT();
  const { dateTime } = useFormat();
  const navigate = useNavigate();
  const change = useChangeSavedSearch();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const open = useMutation({
    mutationFn: () => visitSavedSearch(search.id),
    onSettled: () => navigate(search.query ? `/talents?${search.query}` : "/talents"),
  });
  const headingId = `saved-search-${search.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-border bg-surface p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-display text-xl font-semibold break-words">
            {search.name}
          </h2>
          <p className="mt-1 text-sm break-words text-muted-foreground">{searchSummary(t, search.query)}</p>
        </div>
        {search.newCount > 0 ? (
          <span className="rounded-full bg-accent px-3 py-1 text-sm font-medium text-accent-foreground">
            {t("savedSearches.card.new", { count: search.newCount })}
          </span>
        ) : (
          <span className="text-sm text-muted-foreground">{t("savedSearches.card.noneNew")}</span>
        )}
      </div>
      <p className="mt-2 text-xs text-muted-foreground">
        {t("savedSearches.card.lastVisit", { at: dateTime(search.lastVisitAt) })}
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <Button onClick={() => open.mutate()} busy={open.isPending}>
          {t("savedSearches.card.open")}
        </Button>
        <Button variant="outline" onClick={() => setRenaming(true)}>
          {t("savedSearches.card.rename")}
        </Button>
        <Button variant="outline" onClick={() => setDeleting(true)}>
          {t("savedSearches.card.delete")}
        </Button>
        <div className="min-w-48 sm:ml-auto">
          <SelectField
            label={t("savedSearches.alert.label")}
            value={search.alert}
            disabled={change.isPending}
            onChange={(event) =>
              change.mutate(
                { id: search.id, alert: event.target.value as SavedSearchAlert },
                {
                  onSuccess: (changed) =>
                    toast.success(t("savedSearches.card.alertChanged", { alert: changed.alert })),
                  onError: (error) => toast.error(t("savedSearches.card.saveFailed"), errorMessage(error)),
                },
              )
            }
          >
            {SAVED_SEARCH_ALERTS.map((alert) => (
              <option key={alert} value={alert}>
                {t(`savedSearches.alert.${alert}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      {renaming ? <RenameDialog search={search} onClose={() => setRenaming(false)} /> : null}
      {deleting ? <DeleteDialog search={search} onClose={() => setDeleting(false)} /> : null}
    </article>
  );
}

function RenameDialog({ search, onClose }: { search: SavedSearch; onClose: () => void }) {
  const t = useT();
  const change = useChangeSavedSearch();
  const [name, setName] = useState(search.name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ id: search.id, name }, { onSuccess: onClose });
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={t("savedSearches.rename.title")}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormAlert message={change.error ? errorMessage(change.error) : null} />
          <TextField
            label={t("savedSearches.save.name")}
            value={name}
            maxLength={SAVED_SEARCH_NAME_MAX}
            onChange={(event) => setName(event.target.value)}
            autoComplete="off"
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              {t("savedSearches.cancel")}
            </Button>
            <SubmitButton busy={change.isPending} busyLabel={t("savedSearches.save.saving")}>
              {t("savedSearches.rename.submit")}
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DeleteDialog({ search, onClose }: { search: SavedSearch; onClose: () => void }) {
  const t = useT();
  const remove = useDeleteSavedSearch();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={t("savedSearches.delete.title")}
        description={t("savedSearches.delete.text", { name: search.name })}
      >
        <FormAlert message={remove.error ? errorMessage(remove.error) : null} />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t("savedSearches.cancel")}
          </Button>
          <Button
            variant="danger"
            busy={remove.isPending}
            onClick={() =>
              remove.mutate(search.id, {
                onSuccess: () => toast.success(t("savedSearches.delete.done", { name: search.name })),
              })
            }
          >
            {t("savedSearches.delete.submit")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

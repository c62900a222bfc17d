import { useQuery } from "@tanstack/react-query";
import { Check, Plus } from "lucide-react";
import { DropdownMenu as Primitive } from "radix-ui";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { FormAlert } from "#client/components/form/form-alert.tsx";
import { SubmitButton } from "#client/components/form/submit-button.tsx";
import { useZodForm } from "#client/components/form/use-zod-form.ts";
import { Dialog, DialogContent } from "#client/components/ui/dialog.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "#client/components/ui/dropdown-menu.tsx";
import { TextField } from "#client/components/ui/text-field.tsx";
import { ApiError, errorMessage } from "#client/lib/api.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import type { TalentActionTarget } from "#client/lib/talent-actions.tsx";
import { toast } from "#client/lib/toast.ts";
import { SHORTLIST_NAME_MAX, ShortlistInputSchema } from "#shared/workspace/shortlists.schema";
import { addToShortlistTriggerClass } from "./add-to-shortlist-trigger.ts";
import {
  shortlistsQueryOptions,
  useAddToShortlist,
  useCreateShortlist,
  useRemoveEntry,
} from "./shortlists-api.ts";

/** Signed out, or an address not confirmed yet: the lists need a confirmed account. */
const needsAccount = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/** The Add-to-shortlist menu, open from the start (the button that loaded it was just pressed). */
export function AddToShortlistMenu({
  talent,
  placement,
  label,
  children,
}: {
  talent: TalentActionTarget;
  placement: "card" | "profile";
  label: string;
  children: ReactNode;
}) {
  const t = useT();
  const [open, setOpen] = useState(true);
  const [creating, setCreating] = useState(false);
  const lists = useQuery({ ...shortlistsQueryOptions(talent.id), enabled: open, retry: false });
  const add = useAddToShortlist();
  const remove = useRemoveEntry();
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => trigger.current?.focus({ preventScroll: true }), []);

  const toggle = (list: { id: string; name: string; entryId: string | null }) => {
    const values = { name: talent.name, list: list.name };
    if (list.entryId) {
      remove.mutate(
        { shortlistId: list.id, entryId: list.entryId },
        {
          onSuccess: () => toast.success(t("shortlists.add.removed", values)),
          onError: (error) => toast.error(t("shortlists.add.failed"), errorMessage(error)),
        },
      );
    } else {
      add.mutate(
        { shortlistId: list.id, talentId: talent.id },
        {
          onSuccess: () => toast.success(t("shortlists.add.added", values)),
          onError: (error) => toast.error(t("shortlists.add.failed"), errorMessage(error)),
        },
      );
    }
  };

  return (
    <>
      <DropdownMenu open={open} onOpenChange={setOpen}>
        <DropdownMenuTrigger asChild>
          <button
            ref={trigger}
            type="button"
            aria-label={placement === "card" ? label : undefined}
            className={addToShortlistTriggerClass(placement)}
            onClick={(event) => {
              event.preventDefault();
              event.stopPropagation();
            }}
          >
            {children}
          </button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="max-w-[min(20rem,90vw)]">
          <DropdownMenuLabel>{t("shortlists.add.menuTitle", { name: talent.name })}</DropdownMenuLabel>
          {lists.isPending ? (
            <DropdownMenuItem disabled>{t("shortlists.add.loading")}</DropdownMenuItem>
          ) : lists.isError ? (
            needsAccount(lists.error) ? (
              <DropdownMenuItem asChild>
                <Link to="/login">{t("shortlists.add.signIn")}</Link>
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem
                onSelect={(event) => {
                  event.preventDefault();
                  void lists.refetch();
                }}
              >
                {t("shortlists.add.loadFailed")}
              </DropdownMenuItem>
            )
          ) : (
            <>
              {lists.data.items.map((list) => (
                <Primitive.CheckboxItem
                  key={list.id}
                  checked={list.entryId !== null}
                  disabled={add.isPending || remove.isPending}
                  onSelect={(event) => {
                    event.preventDefault();
                    toggle(list);
                  }}
                  className="flex min-h-11 cursor-pointer select-none items-center gap-2 rounded-md px-3 text-sm outline-none data-[disabled]:opacity-60 data-[highlighted]:bg-surface-muted"
                >
                  <span className="flex size-4 shrink-0 items-center justify-center">
                    <Primitive.ItemIndicator>
                      <Check className="size-4" aria-hidden />
                    </Primitive.ItemIndicator>
                  </span>
                  <span className="min-w-0 truncate">{list.name}</span>
                </Primitive.CheckboxItem>
              ))}
              {lists.data.items.length > 0 ? <DropdownMenuSeparator /> : null}
              <DropdownMenuItem onSelect={() => setCreating(true)}>
                <Plus aria-hidden />
                {t("shortlists.add.new")}
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <NewShortlistDialog talent={talent} open={creating} onOpenChange={setCreating} />
    </>
  );
}

/** "New shortlist…": a name; the list is made with the talent on it. */
function NewShortlistDialog({
  talent,
  open,
  onOpenChange,
}: {
  talent: TalentActionTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const create = useCreateShortlist();
  const add = useAddToShortlist();
  const form = useZodForm(ShortlistInputSchema, { defaultValues: { name: "" } });
  const busy = create.isPending || add.isPending;
  const error = create.error ?? add.error;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) {
          create.reset();
          add.reset();
          form.reset();
        }
      }}
    >
      <DialogContent
        title={t("shortlists.add.newTitle")}
        description={t("shortlists.add.newText", { name: talent.name })}
      >
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit(async (input) => {
            const list = await create.mutateAsync(input).catch(() => undefined);
            if (!list) return;
            const entry = await add
              .mutateAsync({ shortlistId: list.id, talentId: talent.id })
              .catch(() => undefined);
            if (!entry) return;
            onOpenChange(false);
            form.reset();
            toast.success(t("shortlists.add.added", { name: talent.name, list: list.name }));
          })}
        >
          <TextField
            label={t("shortlists.add.newName")}
            maxLength={SHORTLIST_NAME_MAX * 2}
            autoComplete="off"
            {...form.field("name")}
          />
          <FormAlert message={error ? errorMessage(error) : null} />
          <div className="flex justify-end">
            <SubmitButton busy={busy} busyLabel={t("shortlists.add.creating")}>
              {t("shortlists.add.create")}
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { Copy, Share2 } from "lucide-react";
import { useId, useState } from "react";
import { FormAlert } from "#client/components/form/form-alert.tsx";
import { SelectField } from "#client/components/form/select-field.tsx";
import { SubmitButton } from "#client/components/form/submit-button.tsx";
import { useZodForm } from "#client/components/form/use-zod-form.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "#client/components/ui/dialog.tsx";
import { TextField } from "#client/components/ui/text-field.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { useLanguage, useT } from "#client/lib/i18n/use-t.ts";
import { localizedPath } from "#shared/i18n/languages";
import { SHARE_DURATIONS_DAYS, SHARE_NAME_MAX, ShareInputSchema } from "#shared/workspace/shortlists.schema";
import { useCreateShare } from "./shortlists-api.ts";

/**
 * "Share with a client": the owner names the link and chooses how long it works; the link is shown
 * this once, to copy (only its hash is kept).
 */
export function ShareDialog({ shortlistId }: { shortlistId: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState<string>();
  const create = useCreateShare(shortlistId);
  const language = useLanguage();
  const form = useZodForm(ShareInputSchema, { defaultValues: { name: "", days: 30 } });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setLink(undefined);
          create.reset();
          form.reset();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Share2 aria-hidden />
          {t("shortlists.share.open")}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t(link ? "shortlists.share.readyTitle" : "shortlists.share.title")}
        description={t(link ? "shortlists.share.readyText" : "shortlists.share.description")}
      >
        {link ? (
          <CopyLink link={link} />
        ) : (
          <form
            noValidate
            className="space-y-4"
            onSubmit={form.handleSubmit((input) =>
              create.mutate(input, {
                onSuccess: ({ token }) =>
                  setLink(`${window.location.origin}${localizedPath(language, "/shortlist")}#${token}`),
              }),
            )}
          >
            <TextField
              label={t("shortlists.share.name")}
              hint={t("shortlists.share.nameHint")}
              maxLength={SHARE_NAME_MAX * 2}
              autoComplete="off"
              {...form.field("name")}
            />
            <SelectField
              label={t("shortlists.share.days")}
              {...form.register("days", { setValueAs: (value) => Number(value) })}
            >
              {SHARE_DURATIONS_DAYS.map((days) => (
                <option key={days} value={days}>
                  {t("shortlists.share.daysOption", { days })}
                </option>
              ))}
            </SelectField>
            <FormAlert message={create.error ? errorMessage(create.error) : null} />
            <div className="flex justify-end">
              <SubmitButton busy={create.isPending} busyLabel={t("shortlists.share.busy")}>
                {t("shortlists.share.submit")}
              </SubmitButton>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

function CopyLink({ link }: { link: string }) {
  const t = useT();
  const id = useId();
  const [copied, setCopied] = useState<"yes" | "failed">();
  return (
    <div className="space-y-3">
      <label htmlFor={id} className="block text-sm font-medium">
        {t("shortlists.share.link")}
      </label>
      <input
        id={id}
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
        className="h-11 w-full rounded-md border border-border bg-surface-muted px-3 font-mono text-sm"
      />
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {copied === "yes"
          ? t("shortlists.share.copied")
          : copied === "failed"
            ? t("shortlists.share.copyFailed")
            : ""}
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="outline"
          onClick={() =>
            void navigator.clipboard.writeText(link).then(
              () => setCopied("yes"),
              () => setCopied("failed"),
            )
          }
        >
          <Copy aria-hidden />
          {t("shortlists.share.copy")}
        </Button>
        <DialogClose asChild>
          <Button>{t("shortlists.share.done")}</Button>
        </DialogClose>
      </div>
    </div>
  );
}

import { Plus } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogContent, DialogTrigger } from "#client/components/ui/dialog.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { ShortlistForm } from "./shortlist-form.tsx";
import { useCreateShortlist } from "./shortlists-api.ts";

/** "New shortlist": a name and a brief; the new list opens at once. */
export function CreateShortlistDialog() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const create = useCreateShortlist();
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) create.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden />
          {t("shortlists.create.open")}
        </Button>
      </DialogTrigger>
      <DialogContent title={t("shortlists.create.title")} description={t("shortlists.create.description")}>
        <ShortlistForm
          submitLabel={t("shortlists.create.submit")}
          busyLabel={t("shortlists.create.busy")}
          busy={create.isPending}
          error={create.error}
          onSubmit={(input) =>
            create.mutate(input, {
              onSuccess: (list) => {
                setOpen(false);
                void navigate(`/dashboard/shortlists/${encodeURIComponent(list.id)}`);
              },
            })
          }
        />
      </DialogContent>
    </Dialog>
  );
}

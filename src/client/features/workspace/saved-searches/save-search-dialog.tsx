import { Link, useLocation } from "react-router";
import { FormAlert } from "#client/components/form/form-alert.tsx";
import { SelectField } from "#client/components/form/select-field.tsx";
import { SubmitButton } from "#client/components/form/submit-button.tsx";
import { useZodForm } from "#client/components/form/use-zod-form.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogContent } from "#client/components/ui/dialog.tsx";
import { TextField } from "#client/components/ui/text-field.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { useAuth } from "#client/lib/auth/auth-provider.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import {
  DEFAULT_SAVED_SEARCH_ALERT,
  SAVED_SEARCH_ALERTS,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearchFormValues,
  SavedSearchInputSchema,
} from "#shared/workspace/saved-searches.schema";
import { useSaveSearch } from "./saved-searches-api.ts";

type Props = { query: string; open: boolean; onOpenChange: (open: boolean) => void };

/** The dialog behind "Save this search": the name and the alert, or, for a visitor, a way to sign in. */
export function SaveSearchDialog({ query, open, onOpenChange }: Props) {
  const t = useT();
  const { user } = useAuth();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t(user ? "savedSearches.save.title" : "savedSearches.signIn.title")}
        description={t(user ? "savedSearches.save.description" : "savedSearches.signIn.description")}
      >
        {user ? <SaveSearchForm query={query} onDone={() => onOpenChange(false)} /> : <SignInPrompt />}
      </DialogContent>
    </Dialog>
  );
}

/** A visitor signs in or up, and comes back to the same search. */
function SignInPrompt() {
  const t = useT();
  const location = useLocation();
  const from = { from: location.pathname + location.search };
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button asChild>
        <Link to="/login" state={from}>
          {t("savedSearches.signIn.signIn")}
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/signup" state={from}>
          {t("savedSearches.signIn.signUp")}
        </Link>
      </Button>
    </div>
  );
}

function SaveSearchForm({ query, onDone }: { query: string; onDone: () => void }) {
  const t = useT();
  const save = useSaveSearch();
  const form = useZodForm(SavedSearchInputSchema, {
    defaultValues: { name: "", query, alert: DEFAULT_SAVED_SEARCH_ALERT } satisfies SavedSearchFormValues,
  });
  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      toast.success(t("savedSearches.save.saved", { name: input.name }), t("savedSearches.save.savedHint"));
      onDone();
    } catch {
      // The error shows in the form; what was typed stays.
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormAlert message={save.error ? errorMessage(save.error) : null} />
      <TextField
        label={t("savedSearches.save.name")}
        hint={t("savedSearches.save.nameHint")}
        maxLength={SAVED_SEARCH_NAME_MAX}
        autoComplete="off"
        {...form.field("name")}
      />
      <SelectField label={t("savedSearches.alert.label")} {...form.field("alert")}>
        {SAVED_SEARCH_ALERTS.map((alert) => (
          <option key={alert} value={alert}>
            {t(`savedSearches.alert.${alert}`)}
          </option>
        ))}
      </SelectField>
      <div className="flex justify-end">
        <SubmitButton busy={save.isPending} busyLabel={t("savedSearches.save.saving")}>
          {t("savedSearches.save.submit")}
        </SubmitButton>
      </div>
    </form>
  );
}

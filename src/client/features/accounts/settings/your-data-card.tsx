import { useMutation } from "@tanstack/react-query";
import { Dialog } from "radix-ui";
import { useNavigate } from "react-router";
import { SubmitButton } from "#client/components/form/submit-button.tsx";
import { useZodForm } from "#client/components/form/use-zod-form.ts";
import { SettingsCard } from "#client/components/settings-card.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { TextField } from "#client/components/ui/text-field.tsx";
import { ApiError, api, apiClient, errorMessage } from "#client/lib/api.ts";
import { useAuth } from "#client/lib/auth/auth-provider.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import {
  type AccountDeletion,
  AccountDeletionSchema,
  DELETE_CONFIRMATION,
} from "#shared/auth/account-deletion.schema";

// The confirmation box starts empty, which is not yet the word the schema waits for.
const EMPTY = { password: "" };

async function downloadExport(): Promise<void> {
  const data = await api(apiClient.api.account.export.$get());
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = "vitrine-account-data.json";
  link.click();
  URL.revokeObjectURL(url);
}

export function YourDataCard() {
  const { refresh } = useAuth();
  const t = useT();
  const navigate = useNavigate();
  const form = useZodForm(AccountDeletionSchema, { defaultValues: EMPTY });
  // The button waits for the typed confirmation and a password, so the rules need no message.
  const ready = AccountDeletionSchema.safeParse(form.watch()).success;

  const exportData = useMutation({
    mutationFn: downloadExport,
    onError: (error) => toast.error(t("accounts.error"), errorMessage(error)),
  });
  const exporting = exportData.isPending;

  const deleteAccount = useMutation({
    mutationFn: async (deletion: AccountDeletion) => {
      await api(apiClient.api.account.delete.$post({ json: deletion }));
      await refresh();
    },
    onSuccess: () => {
      toast.success(t("accounts.settings.data.deleted.title"), t("accounts.settings.data.deleted.text"));
      navigate("/", { replace: true });
    },
    onError: (error) => {
      // A wrong password is shown at the field; the typed confirmation stays.
      if (error instanceof ApiError && (error.code === "FORBIDDEN" || error.code === "RATE_LIMITED")) {
        form.setError("password", { message: error.message });
      } else {
        toast.error(t("accounts.error"), errorMessage(error));
      }
    },
  });
  // Still "Deleting..." after success, while the page is left.
  const deleting = deleteAccount.isPending || deleteAccount.isSuccess;

  return (
    <SettingsCard
      title={t("accounts.settings.data.title")}
      description={t("accounts.settings.data.description")}
    >
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" disabled={exporting} onClick={() => exportData.mutate()}>
          {exporting ? t("accounts.settings.data.preparing") : t("accounts.settings.data.download")}
        </Button>
        <Dialog.Root onOpenChange={() => form.reset()}>
          <Dialog.Trigger asChild>
            <Button variant="danger">{t("accounts.settings.data.delete")}</Button>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
            <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-surface p-6 shadow-xl">
              <Dialog.Title className="font-display text-xl font-semibold">
                {t("accounts.settings.data.dialog.title")}
              </Dialog.Title>
              <Dialog.Description className="mt-2 text-sm text-muted-foreground">
                {t("accounts.settings.data.dialog.text")}
              </Dialog.Description>
              <form onSubmit={form.handleSubmit((deletion) => deleteAccount.mutate(deletion))} noValidate>
                <TextField
                  className="mt-4"
                  label={t("accounts.settings.data.dialog.confirmation", { word: DELETE_CONFIRMATION })}
                  autoComplete="off"
                  {...form.field("confirmation")}
                />
                <TextField
                  className="mt-4"
                  label={t("accounts.settings.data.dialog.password")}
                  type="password"
                  autoComplete="current-password"
                  {...form.field("password", {
                    // A refused password's message goes once the password is changed.
                    onChange: () => form.clearErrors("password"),
                  })}
                />
                <div className="mt-6 flex justify-end gap-3">
                  <Dialog.Close asChild>
                    <Button type="button" variant="outline">
                      {t("accounts.settings.data.dialog.cancel")}
                    </Button>
                  </Dialog.Close>
                  <SubmitButton
                    variant="danger"
                    disabled={!ready}
                    busy={deleting}
                    busyLabel={t("accounts.settings.data.dialog.deleting")}
                  >
                    {t("accounts.settings.data.dialog.submit")}
                  </SubmitButton>
                </div>
              </form>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
    </SettingsCard>
  );
}

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
  const navigate = useNavigate();
  const form = useZodForm(AccountDeletionSchema, { defaultValues: EMPTY });
  // The button waits for the typed confirmation and a password, so the rules need no message.
  const ready = AccountDeletionSchema.safeParse(form.watch()).success;

  const exportData = useMutation({
    mutationFn: downloadExport,
    onError: (error) => toast.error("Error", errorMessage(error)),
  });
  const exporting = exportData.isPending;

  const deleteAccount = useMutation({
    mutationFn: async (deletion: AccountDeletion) => {
      await api(apiClient.api.account.delete.$post({ json: deletion }));
      await refresh();
    },
    onSuccess: () => {
      toast.success("Account deleted", "Your account and everything linked to it have been removed.");
      navigate("/", { replace: true });
    },
    onError: (error) => {
      // A wrong password is shown at the field; the typed confirmation stays.
      if (error instanceof ApiError && (error.code === "FORBIDDEN" || error.code === "RATE_LIMITED")) {
        form.setError("password", { message: error.message });
      } else {
        toast.error("Error", errorMessage(error));
      }
    },
  });
  // Still "Deleting..." after success, while the page is left.
  const deleting = deleteAccount.isPending || deleteAccount.isSuccess;

  return (
    <SettingsCard
      title="Your data"
      description="Under the GDPR you may take your data with you, or have it erased."
    >
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" disabled={exporting} onClick={() => exportData.mutate()}>
          {exporting ? "Preparing..." : "Download my data"}
        </Button>
        <Dialog.Root onOpenChange={() => form.reset()}>
          <Dialog.Trigger asChild>
            <Button variant="danger">Delete account</Button>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
            <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-surface p-6 shadow-xl">
              <Dialog.Title className="font-display text-xl font-semibold">Delete your account?</Dialog.Title>
              <Dialog.Description className="mt-2 text-sm text-muted-foreground">
                This removes your account, your talent profile with its photos and reels, and ends any
                subscription. It cannot be undone.
              </Dialog.Description>
              <form onSubmit={form.handleSubmit((deletion) => deleteAccount.mutate(deletion))} noValidate>
                <TextField
                  className="mt-4"
                  label={`Type ${DELETE_CONFIRMATION} to confirm`}
                  autoComplete="off"
                  {...form.field("confirmation")}
                />
                <TextField
                  className="mt-4"
                  label="Your password"
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
                      Cancel
                    </Button>
                  </Dialog.Close>
                  <SubmitButton variant="danger" disabled={!ready} busy={deleting} busyLabel="Deleting...">
                    Delete my account
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

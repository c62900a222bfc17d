import { useMutation } from "@tanstack/react-query";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { useNavigate } from "react-router";
import { SettingsCard } from "#client/components/settings-card.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { TextField } from "#client/components/ui/text-field.tsx";
import { ApiError, api, apiClient, errorMessage } from "#client/lib/api.ts";
import { useAuth } from "#client/lib/auth/auth-provider.tsx";
import { toast } from "#client/lib/toast.ts";

const CONFIRMATION = "DELETE";

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
  const [typed, setTyped] = useState("");
  const [password, setPassword] = useState("");
  const [passwordError, setPasswordError] = useState<string | undefined>();

  function resetDialog() {
    setTyped("");
    setPassword("");
    setPasswordError(undefined);
  }

  const exportData = useMutation({
    mutationFn: downloadExport,
    onError: (error) => toast.error("Error", errorMessage(error)),
  });
  const exporting = exportData.isPending;

  const deleteAccount = useMutation({
    mutationFn: async (password: string) => {
      await api(apiClient.api.account.delete.$post({ json: { confirmation: CONFIRMATION, password } }));
      await refresh();
    },
    onSuccess: () => {
      toast.success("Account deleted", "Your account and everything linked to it have been removed.");
      navigate("/", { replace: true });
    },
    onError: (error) => {
      // A wrong password is shown at the field; the typed confirmation stays.
      if (error instanceof ApiError && (error.code === "FORBIDDEN" || error.code === "RATE_LIMITED")) {
        setPasswordError(error.message);
      } else {
        toast.error("Error", errorMessage(error));
      }
    },
  });
  // Still "Deleting..." after success, while the page is left.
  const deleting = deleteAccount.isPending || deleteAccount.isSuccess;

  function onDelete() {
    setPasswordError(undefined);
    deleteAccount.mutate(password);
  }

  return (
    <SettingsCard
      title="Your data"
      description="Under the GDPR you may take your data with you, or have it erased."
    >
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" disabled={exporting} onClick={() => exportData.mutate()}>
          {exporting ? "Preparing..." : "Download my data"}
        </Button>
        <Dialog.Root onOpenChange={resetDialog}>
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
              <TextField
                className="mt-4"
                label={`Type ${CONFIRMATION} to confirm`}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                autoComplete="off"
              />
              <TextField
                className="mt-4"
                label="Your password"
                type="password"
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setPasswordError(undefined);
                }}
                autoComplete="current-password"
                error={passwordError}
              />
              <div className="mt-6 flex justify-end gap-3">
                <Dialog.Close asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.Close>
                <Button
                  variant="danger"
                  disabled={typed !== CONFIRMATION || password === "" || deleting}
                  onClick={onDelete}
                >
                  {deleting ? "Deleting..." : "Delete my account"}
                </Button>
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
    </SettingsCard>
  );
}

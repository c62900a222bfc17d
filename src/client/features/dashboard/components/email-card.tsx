import { type FormEvent, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { authApi } from "../../../lib/auth/auth-api.ts";
import { useAuth } from "../../../lib/auth/auth-provider.tsx";
import { toast } from "../../../lib/toast.ts";
import { SettingsCard } from "./settings-card.tsx";

const isEmail = (value: string) => z.email().safeParse(value).success;

export function EmailCard() {
  const { user, refresh } = useAuth();
  const [params, setParams] = useSearchParams();
  const [newEmail, setNewEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const current = user?.email ?? "";
  const canSubmit =
    isEmail(newEmail.trim()) && newEmail.trim().toLowerCase() !== current.toLowerCase() && !busy;

  // Back from the confirmation link: the change has taken effect.
  useEffect(() => {
    if (params.get("emailChanged")) {
      toast.success("Email updated", "Your e-mail address has been changed.");
      void refresh();
      setParams({}, { replace: true });
    }
  }, [params, refresh, setParams]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    setBusy(true);
    try {
      await authApi.changeEmail(newEmail.trim());
      toast.success("Confirmation required", "Check your new email address to confirm the change.");
      setNewEmail("");
    } catch (error) {
      toast.error("Error updating email", errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsCard
      title="Email Address"
      description={
        <>
          Your account uses <strong className="break-all">{current}</strong>.
        </>
      }
    >
      <form onSubmit={onSubmit} className="space-y-4">
        <TextField
          label="New email address"
          type="email"
          autoComplete="email"
          value={newEmail}
          onChange={(event) => setNewEmail(event.target.value)}
          hint="We send a confirmation link to the new address; the change takes effect once you follow it."
        />
        <Button type="submit" disabled={!canSubmit}>
          {busy ? "Sending..." : "Update Email"}
        </Button>
      </form>
    </SettingsCard>
  );
}

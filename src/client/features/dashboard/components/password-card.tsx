import { type FormEvent, useState } from "react";
import { MIN_PASSWORD_LENGTH } from "#shared/auth/auth.schema";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { ApiError, errorMessage } from "../../../lib/api.ts";
import { authApi } from "../../../lib/auth/auth-api.ts";
import { toast } from "../../../lib/toast.ts";
import { SettingsCard } from "./settings-card.tsx";

const EMPTY = { current: "", next: "", confirm: "" };

export function PasswordCard() {
  const [fields, setFields] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!fields.current || !fields.next || !fields.confirm || fields.next !== fields.confirm) {
      toast.error("Error", "Please fill all fields and ensure new passwords match.");
      return;
    }
    if (fields.next.length < MIN_PASSWORD_LENGTH) {
      toast.error("Error updating password", "Password must be at least 6 characters");
      return;
    }
    setBusy(true);
    try {
      await authApi.changePassword(fields.current, fields.next);
      toast.success("Password updated successfully!");
      setFields(EMPTY);
    } catch (error) {
      if (
        error instanceof ApiError &&
        (error.status === 400 || error.status === 401) &&
        /password/i.test(error.message)
      ) {
        toast.error("Authentication Failed", "Your current password was incorrect.");
      } else {
        toast.error("Error updating password", errorMessage(error));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsCard title="Change Password" description="Other devices are signed out when you change it.">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={fields.current}
          onChange={set("current")}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters."
          value={fields.next}
          onChange={set("next")}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          value={fields.confirm}
          onChange={set("confirm")}
        />
        <Button type="submit" disabled={busy}>
          {busy ? "Updating..." : "Update Password"}
        </Button>
      </form>
    </SettingsCard>
  );
}

import { useMutation } from "@tanstack/react-query";
import type { FieldErrors } from "react-hook-form";
import { SubmitButton } from "#client/components/form/submit-button.tsx";
import { useZodForm } from "#client/components/form/use-zod-form.ts";
import { SettingsCard } from "#client/components/settings-card.tsx";
import { TextField } from "#client/components/ui/text-field.tsx";
import { ApiError, errorMessage } from "#client/lib/api.ts";
import { authApi } from "#client/lib/auth/auth-api.ts";
import { toast } from "#client/lib/toast.ts";
import {
  type ChangePasswordForm,
  ChangePasswordFormSchema,
  PASSWORD_TOO_SHORT,
} from "#shared/auth/auth.schema";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** The toasts for a refused form: a short new password alone has its own. */
function toastInvalid(errors: FieldErrors<ChangePasswordForm>) {
  const onlyTooShort = Object.keys(errors).length === 1 && errors.newPassword?.message === PASSWORD_TOO_SHORT;
  if (onlyTooShort) toast.error("Error updating password", PASSWORD_TOO_SHORT);
  else toast.error("Error", "Please fill all fields and ensure new passwords match.");
}

function isWrongCurrentPassword(error: Error): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 400 || error.status === 401) &&
    /password/i.test(error.message)
  );
}

export function PasswordCard() {
  const form = useZodForm(ChangePasswordFormSchema, { defaultValues: EMPTY });
  const changePassword = useMutation({
    mutationFn: ({ currentPassword, newPassword }: ChangePasswordForm) =>
      authApi.changePassword(currentPassword, newPassword),
    onSuccess: () => {
      toast.success("Password updated successfully!");
      form.reset(EMPTY);
    },
    onError: (error) => {
      if (isWrongCurrentPassword(error)) {
        toast.error("Authentication Failed", "Your current password was incorrect.");
      } else {
        toast.error("Error updating password", errorMessage(error));
      }
    },
  });

  return (
    <SettingsCard title="Change Password" description="Other devices are signed out when you change it.">
      <form
        onSubmit={form.handleSubmit((values) => changePassword.mutate(values), toastInvalid)}
        noValidate
        className="space-y-4"
      >
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...form.field("currentPassword")}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters."
          {...form.field("newPassword")}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          {...form.field("confirmPassword")}
        />
        <SubmitButton busy={changePassword.isPending} busyLabel="Updating...">
          Update Password
        </SubmitButton>
      </form>
    </SettingsCard>
  );
}

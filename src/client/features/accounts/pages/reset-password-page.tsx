import { useMutation } from "@tanstack/react-query";
import { Link, useNavigate, useSearchParams } from "react-router";
import { SubmitButton } from "#client/components/form/submit-button.tsx";
import { useZodForm } from "#client/components/form/use-zod-form.ts";
import { Button } from "#client/components/ui/button.tsx";
import { TextField } from "#client/components/ui/text-field.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { authApi } from "#client/lib/auth/auth-api.ts";
import { toast } from "#client/lib/toast.ts";
import { NewPasswordFormSchema } from "#shared/auth/auth.schema";
import { AuthCard } from "../components/auth-card.tsx";

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token");
  const form = useZodForm(NewPasswordFormSchema, { defaultValues: { password: "", confirmPassword: "" } });
  const resetPassword = useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) =>
      authApi.resetPassword(token, password),
    onSuccess: () => {
      toast.success("Password changed", "Log in with your new password.");
      navigate("/login", { replace: true });
    },
    onError: (error) => toast.error("Error", errorMessage(error)),
  });

  if (!token || params.get("error")) {
    return (
      <AuthCard
        title="This link no longer works"
        lead="Reset links work once and expire after one hour. Ask for a new one."
      >
        <Button asChild className="w-full">
          <Link to="/forgot-password">Send a new link</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password">
      <form
        onSubmit={form.handleSubmit(({ password }) => resetPassword.mutate({ token, password }))}
        noValidate
        className="space-y-4"
      >
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters."
          {...form.field("password")}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          {...form.field("confirmPassword")}
        />
        <SubmitButton className="w-full" busy={resetPassword.isPending} busyLabel="Saving...">
          Save new password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

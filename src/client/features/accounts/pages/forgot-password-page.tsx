import { useMutation } from "@tanstack/react-query";
import { Link } from "react-router";
import { SubmitButton } from "#client/components/form/submit-button.tsx";
import { useZodForm } from "#client/components/form/use-zod-form.ts";
import { TextField } from "#client/components/ui/text-field.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { authApi } from "#client/lib/auth/auth-api.ts";
import { toast } from "#client/lib/toast.ts";
import { PasswordResetRequestFormSchema } from "#shared/auth/auth.schema";
import { AuthCard } from "../components/auth-card.tsx";

export function ForgotPasswordPage() {
  const form = useZodForm(PasswordResetRequestFormSchema, { defaultValues: { email: "" } });
  const requestReset = useMutation({
    mutationFn: ({ email }: { email: string }) => authApi.requestPasswordReset(email),
    onError: (error) => toast.error("Error", errorMessage(error)),
  });

  if (requestReset.isSuccess) {
    return (
      <AuthCard
        title="Check your e-mail"
        footer={
          <Link to="/login" className="text-accent underline-offset-4 hover:underline">
            Back to Log In
          </Link>
        }
      >
        <p>
          If an account exists for <strong className="break-all">{requestReset.variables.email}</strong>, we
          have sent it a link to choose a new password. The link works once and expires after one hour.
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot password?"
      lead="Enter your e-mail address and we will send you a link to choose a new password."
      footer={
        <Link to="/login" className="text-accent underline-offset-4 hover:underline">
          Back to Log In
        </Link>
      }
    >
      <form
        onSubmit={form.handleSubmit((values) => requestReset.mutate(values))}
        noValidate
        className="space-y-4"
      >
        <TextField label="Email" type="email" autoComplete="email" required {...form.field("email")} />
        <SubmitButton className="w-full" busy={requestReset.isPending} busyLabel="Sending...">
          Send reset link
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

import { useMutation } from "@tanstack/react-query";
import { Link } from "react-router";
import { BotCheck } from "#client/components/bot-check/bot-check.tsx";
import { useBotCheck } from "#client/components/bot-check/use-bot-check.ts";
import { CheckboxField } from "#client/components/form/checkbox-field.tsx";
import { SubmitButton } from "#client/components/form/submit-button.tsx";
import { useZodForm } from "#client/components/form/use-zod-form.ts";
import { TextField } from "#client/components/ui/text-field.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { authApi } from "#client/lib/auth/auth-api.ts";
import { toast } from "#client/lib/toast.ts";
import { type SignUpForm, SignUpFormSchema } from "#shared/auth/auth.schema";
import { AuthCard } from "../components/auth-card.tsx";

const VERIFICATION_NEEDED = "Verification needed";

export function SignupPage() {
  const botCheck = useBotCheck();
  const form = useZodForm(SignUpFormSchema, {
    defaultValues: { name: "", email: "", password: "", confirmPassword: "" },
  });
  const signUp = useMutation({
    mutationFn: ({ name, email, password, botCheckPayload }: SignUpForm & { botCheckPayload: string }) =>
      authApi.signUp({ name, email, password }, botCheckPayload),
    onSuccess: () => toast.success("Success!", "Please check your email to verify your account."),
    onError: (error) => {
      toast.error("Sign-up failed", errorMessage(error));
      botCheck.reset();
    },
  });

  function onValid(values: SignUpForm) {
    if (!botCheck.payload) {
      form.setError("root.botCheck", { message: VERIFICATION_NEEDED });
      toast.error(VERIFICATION_NEEDED, "Please complete the check that you are not a robot.");
      return;
    }
    signUp.mutate({ ...values, botCheckPayload: botCheck.payload });
  }

  if (signUp.isSuccess) {
    return (
      <AuthCard
        title="Check your e-mail"
        footer={
          <Link to="/login" className="text-accent underline-offset-4 hover:underline">
            Go to Log In
          </Link>
        }
      >
        <p>
          We sent a verification link to <strong className="break-all">{signUp.variables.email}</strong>. Open
          it to confirm your address; you will land on your dashboard, ready to build your profile.
        </p>
        <p className="mt-3 text-sm text-muted-foreground">
          No mail after a few minutes? Check your spam folder, or log in to send it again.
        </p>
      </AuthCard>
    );
  }

  const botCheckError = form.formState.errors.root?.botCheck?.message;
  return (
    <AuthCard
      title="Sign Up"
      lead="Create your free account. You will build your profile next."
      footer={
        <>
          Already have an account?{" "}
          <Link to="/login" className="font-medium text-accent underline-offset-4 hover:underline">
            Log In
          </Link>
        </>
      }
    >
      <form onSubmit={form.handleSubmit(onValid)} noValidate className="space-y-4">
        <TextField label="Name" autoComplete="name" {...form.field("name")} />
        <TextField label="Email" type="email" autoComplete="email" {...form.field("email")} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters."
          {...form.field("password")}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          {...form.field("confirmPassword")}
        />
        <CheckboxField
          label={
            <>
              I accept the{" "}
              <Link
                to="/terms-and-conditions"
                className="text-accent underline underline-offset-4"
                target="_blank"
              >
                Terms & Conditions
              </Link>{" "}
              and the{" "}
              <Link to="/privacy-policy" className="text-accent underline underline-offset-4" target="_blank">
                Privacy Policy
              </Link>
              .
            </>
          }
          {...form.field("acceptTerms")}
        />
        <div className="space-y-1.5">
          <BotCheck {...botCheck.widget} />
          {botCheckError ? <p className="text-sm text-danger">{botCheckError}</p> : null}
        </div>
        <SubmitButton className="w-full" busy={signUp.isPending} busyLabel="Creating your account...">
          Sign Up
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

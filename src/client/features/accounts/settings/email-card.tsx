import { useMutation } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { useSearchParams } from "react-router";
import { SubmitButton } from "#client/components/form/submit-button.tsx";
import { useZodForm } from "#client/components/form/use-zod-form.ts";
import { SettingsCard } from "#client/components/settings-card.tsx";
import { TextField } from "#client/components/ui/text-field.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { authApi } from "#client/lib/auth/auth-api.ts";
import { useAuth } from "#client/lib/auth/auth-provider.tsx";
import { toast } from "#client/lib/toast.ts";
import { ChangeEmailFormSchema } from "#shared/auth/auth.schema";

/** The shared address rule, plus: a new address, not the one the account has. */
function newEmailSchema(current: string) {
  return ChangeEmailFormSchema.refine(({ newEmail }) => newEmail.toLowerCase() !== current.toLowerCase(), {
    path: ["newEmail"],
    message: "This is your current address",
  });
}

export function EmailCard() {
  const { user, refresh } = useAuth();
  const [params, setParams] = useSearchParams();
  const current = user?.email ?? "";
  const schema = useMemo(() => newEmailSchema(current), [current]);
  const form = useZodForm(schema, { defaultValues: { newEmail: "" } });
  const changeEmail = useMutation({
    mutationFn: ({ newEmail }: { newEmail: string }) => authApi.changeEmail(newEmail),
    onSuccess: () => {
      toast.success("Confirmation required", "Check your new email address to confirm the change.");
      form.reset({ newEmail: "" });
    },
    onError: (error) => toast.error("Error updating email", errorMessage(error)),
  });

  // Back from the confirmation link: the change has taken effect.
  useEffect(() => {
    if (params.get("emailChanged")) {
      toast.success("Email updated", "Your e-mail address has been changed.");
      void refresh();
      setParams({}, { replace: true });
    }
  }, [params, refresh, setParams]);

  return (
    <SettingsCard
      title="Email Address"
      description={
        <>
          Your account uses <strong className="break-all">{current}</strong>.
        </>
      }
    >
      {/* The button waits for a valid new address, so the rule needs no message under the field. */}
      <form onSubmit={form.handleSubmit((values) => changeEmail.mutate(values))} className="space-y-4">
        <TextField
          label="New email address"
          type="email"
          autoComplete="email"
          hint="We send a confirmation link to the new address; the change takes effect once you follow it."
          {...form.field("newEmail")}
        />
        <SubmitButton disabled={!form.formState.isValid} busy={changeEmail.isPending} busyLabel="Sending...">
          Update Email
        </SubmitButton>
      </form>
    </SettingsCard>
  );
}

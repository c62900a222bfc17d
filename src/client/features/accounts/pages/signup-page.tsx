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
import { T } from "#client/lib/i18n/t.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import { COMPANY_NAME_MAX_LENGTH } from "#shared/accounts/account-kind-values";
import { type SignUpForm, SignUpFormSchema } from "#shared/auth/auth.schema";
import { AccountKindChoice } from "../components/account-kind-choice.tsx";
import { AuthCard } from "../components/auth-card.tsx";

const legalLink = "text-accent underline underline-offset-4";

export function SignupPage() {
  const t = useT();
  const botCheck = useBotCheck();
  const form = useZodForm(SignUpFormSchema, {
    defaultValues: {
      name: "",
      email: "",
      password: "",
      confirmPassword: "",
      accountKind: "talent",
      companyName: "",
    },
  });
  const hires = form.watch("accountKind") === "hirer";
  const signUp = useMutation({
    mutationFn: ({
      name,
      email,
      password,
      accountKind,
      companyName,
      botCheckPayload,
    }: SignUpForm & { botCheckPayload: string }) =>
      authApi.signUp(
        { name, email, password, accountKind, companyName: accountKind === "hirer" ? companyName : null },
        botCheckPayload,
      ),
    onSuccess: () => toast.success(t("accounts.signup.done.title"), t("accounts.signup.done.text")),
    onError: (error) => {
      toast.error(t("accounts.signup.failed"), errorMessage(error));
      botCheck.reset();
    },
  });

  function onValid(values: SignUpForm) {
    if (!botCheck.payload) {
      const needed = t("accounts.signup.botCheck.title");
      form.setError("root.botCheck", { message: needed });
      toast.error(needed, t("accounts.signup.botCheck.text"));
      return;
    }
    signUp.mutate({ ...values, botCheckPayload: botCheck.payload });
  }

  if (signUp.isSuccess) {
    return (
      <AuthCard
        title={t("accounts.signup.sent.title")}
        footer={
          <Link to="/login" className="text-accent underline-offset-4 hover:underline">
            {t("accounts.signup.sent.goToLogin")}
          </Link>
        }
      >
        <p>
          <T
            id={
              signUp.variables.accountKind === "hirer"
                ? "accounts.signup.sent.textHirer"
                : "accounts.signup.sent.text"
            }
            components={{ 0: <strong className="break-all">{signUp.variables.email}</strong> }}
          />
        </p>
        <p className="mt-3 text-sm text-muted-foreground">{t("accounts.signup.sent.noMail")}</p>
      </AuthCard>
    );
  }

  const botCheckError = form.formState.errors.root?.botCheck?.message;
  return (
    <AuthCard
      title={t("accounts.signup.title")}
      lead={t(hires ? "accounts.signup.leadHirer" : "accounts.signup.lead")}
      footer={
        <T
          id="accounts.signup.haveAccount"
          components={{
            0: <Link to="/login" className="font-medium text-accent underline-offset-4 hover:underline" />,
          }}
        />
      }
    >
      <form onSubmit={form.handleSubmit(onValid)} noValidate className="space-y-4">
        <AccountKindChoice register={form.register("accountKind")} />
        {hires ? (
          <TextField
            label={t("accounts.field.companyName")}
            autoComplete="organization"
            maxLength={COMPANY_NAME_MAX_LENGTH}
            {...form.field("companyName")}
          />
        ) : null}
        <TextField label={t("accounts.field.name")} autoComplete="name" {...form.field("name")} />
        <TextField
          label={t("accounts.field.email")}
          type="email"
          autoComplete="email"
          {...form.field("email")}
        />
        <TextField
          label={t("accounts.field.password")}
          type="password"
          autoComplete="new-password"
          hint={t("accounts.field.passwordHint")}
          {...form.field("password")}
        />
        <TextField
          label={t("accounts.field.confirmPassword")}
          type="password"
          autoComplete="new-password"
          {...form.field("confirmPassword")}
        />
        <CheckboxField
          label={
            <T
              id="accounts.signup.acceptTerms"
              components={{
                0: <Link to="/terms-and-conditions" className={legalLink} target="_blank" />,
                1: <Link to="/privacy-policy" className={legalLink} target="_blank" />,
              }}
            />
          }
          {...form.field("acceptTerms")}
        />
        <div className="space-y-1.5">
          <BotCheck {...botCheck.widget} />
          {botCheckError ? <p className="text-sm text-danger">{botCheckError}</p> : null}
        </div>
        <SubmitButton className="w-full" busy={signUp.isPending} busyLabel={t("accounts.signup.submitting")}>
          {t("accounts.signup.submit")}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

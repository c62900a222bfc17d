import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link } from "react-router";
import { BotCheck } from "#client/components/bot-check/bot-check.tsx";
import { useBotCheck } from "#client/components/bot-check/use-bot-check.ts";
import { SelectField } from "#client/components/form/select-field.tsx";
import { SubmitButton } from "#client/components/form/submit-button.tsx";
import { TextAreaField } from "#client/components/form/text-area-field.tsx";
import { useZodForm } from "#client/components/form/use-zod-form.ts";
import { TextField } from "#client/components/ui/text-field.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { useAuth } from "#client/lib/auth/auth-provider.tsx";
import { useI18n } from "#client/lib/i18n/i18n-context.tsx";
import { issueText } from "#client/lib/i18n/issue-text.ts";
import { T } from "#client/lib/i18n/t.tsx";
import { useLanguage, useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import { useHydrated } from "#client/lib/use-hydrated.ts";
import { type CancellationRequest, CancellationRequestSchema } from "#shared/billing/cancellation.schema";
import { PLANS } from "#shared/catalogue/plans";
import { sendCancellation } from "./cancellation-api.ts";
import { CancellationReceiptView } from "./cancellation-receipt.tsx";

function Choice({ label, hint, ...props }: React.ComponentProps<"input"> & { label: string; hint?: string }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-border px-3 py-2 has-[:checked]:border-accent has-[:checked]:bg-surface-muted">
      <input type="radio" className="mt-1 size-4 accent-[var(--accent)]" {...props} />
      <span>
        <span className="font-medium">{label}</span>
        {hint ? <span className="block text-sm text-muted-foreground">{hint}</span> : null}
      </span>
    </label>
  );
}

/**
 * The cancellation button's page (§ 312k BGB): who cancels, which contract, ordinary or extraordinary
 * (with its reason), and from when; "Cancel now" sends it, and the confirmation of receipt shows at
 * once, with the date and time of receipt. Nothing more is asked, signed in or not.
 */
export function CancelContractPage() {
  const t = useT();
  const { i18n } = useI18n();
  const language = useLanguage();
  const { user } = useAuth();
  const hydrated = useHydrated();
  const botCheck = useBotCheck();
  const form = useZodForm(CancellationRequestSchema, {
    defaultValues: {
      name: "",
      email: "",
      planId: "starter",
      kind: "ordinary",
      reason: "",
      effective: "asap",
      effectiveDate: "",
      language,
    },
  });
  const field = (name: Parameters<typeof form.field>[0]) => {
    const registered = form.field(name);
    return { ...registered, error: registered.error ? issueText(i18n, registered.error) : undefined };
  };

  // A signed-in account's own details, as a start.
  useEffect(() => {
    if (!user) return;
    if (!form.getValues("name")) form.setValue("name", user.name ?? "");
    if (!form.getValues("email")) form.setValue("email", user.email ?? "");
  }, [user, form]);

  const send = useMutation({
    mutationFn: ({ input, payload }: { input: CancellationRequest; payload: string }) =>
      sendCancellation(input, payload),
    onError: (error) => {
      toast.error(t("billing.cancelContract.failed"), errorMessage(error));
      botCheck.reset();
    },
  });

  function onValid(input: CancellationRequest) {
    if (!botCheck.payload) {
      toast.error(t("billing.cancelContract.botCheck.title"), t("billing.cancelContract.botCheck.text"));
      return;
    }
    send.mutate({ input, payload: botCheck.payload });
  }

  const kind = form.watch("kind");
  const effective = form.watch("effective");

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12 md:py-16">
      <h1 className="font-display text-4xl font-semibold md:text-5xl">
        {t("billing.cancelContract.heading")}
      </h1>
      <p className="mt-3 text-lg text-muted-foreground">{t("billing.cancelContract.lead")}</p>
      <div className="mt-8">
        {send.isSuccess ? (
          <CancellationReceiptView receipt={send.data} sent={send.variables.input} />
        ) : (
          <form
            onSubmit={form.handleSubmit(onValid)}
            noValidate
            aria-labelledby="cancel-contract-form-heading"
            className="space-y-6 rounded-2xl border border-border bg-surface p-6"
          >
            <h2 id="cancel-contract-form-heading" className="sr-only">
              {t("billing.cancelContract.formTitle")}
            </h2>
            {user ? <p className="text-sm">{t("billing.cancelContract.signedIn")}</p> : null}
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label={t("billing.cancelContract.name")} autoComplete="name" {...field("name")} />
              <TextField
                label={t("billing.cancelContract.email")}
                type="email"
                autoComplete="email"
                hint={t("billing.cancelContract.emailHint")}
                {...field("email")}
              />
            </div>
            <SelectField label={t("billing.cancelContract.contract")} {...field("planId")}>
              {PLANS.map((plan) => (
                <option key={plan.id} value={plan.id}>
                  {t("billing.cancelContract.planOption", { plan: plan.name })}
                </option>
              ))}
            </SelectField>
            <fieldset className="space-y-2">
              <legend className="mb-2 text-sm font-medium">{t("billing.cancelContract.kind")}</legend>
              <Choice
                value="ordinary"
                label={t("billing.cancelContract.ordinary")}
                hint={t("billing.cancelContract.ordinaryHint")}
                {...form.register("kind")}
              />
              <Choice
                value="extraordinary"
                label={t("billing.cancelContract.extraordinary")}
                hint={t("billing.cancelContract.extraordinaryHint")}
                {...form.register("kind")}
              />
            </fieldset>
            {kind === "extraordinary" ? (
              <TextAreaField label={t("billing.cancelContract.reason")} rows={4} {...field("reason")} />
            ) : null}
            <fieldset className="space-y-2">
              <legend className="mb-2 text-sm font-medium">{t("billing.cancelContract.effective")}</legend>
              <Choice value="asap" label={t("billing.cancelContract.asap")} {...form.register("effective")} />
              <Choice
                value="date"
                label={t("billing.cancelContract.onDate")}
                {...form.register("effective")}
              />
              {effective === "date" ? (
                <TextField
                  label={t("billing.cancelContract.date")}
                  type="date"
                  className="sm:max-w-xs"
                  {...field("effectiveDate")}
                />
              ) : null}
            </fieldset>
            <p className="text-sm text-muted-foreground">
              <T
                id="billing.cancelContract.privacy"
                components={{
                  0: <Link to="/privacy-policy" className="text-accent underline underline-offset-4" />,
                }}
              />
            </p>
            <BotCheck {...botCheck.widget} />
            {/* Until the page's script runs, the browser would send the form itself: the fields in the URL. */}
            <SubmitButton
              size="lg"
              busy={send.isPending}
              busyLabel={t("billing.cancelContract.sending")}
              disabled={!hydrated}
            >
              {t("billing.cancelContract.submit")}
            </SubmitButton>
          </form>
        )}
      </div>
    </section>
  );
}

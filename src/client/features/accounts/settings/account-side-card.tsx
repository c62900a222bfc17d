import { useMutation } from "@tanstack/react-query";
import { Link } from "react-router";
import { SubmitButton } from "#client/components/form/submit-button.tsx";
import { useZodForm } from "#client/components/form/use-zod-form.ts";
import { SettingsCard } from "#client/components/settings-card.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { TextField } from "#client/components/ui/text-field.tsx";
import { api, apiClient, errorMessage } from "#client/lib/api.ts";
import { useAuth } from "#client/lib/auth/auth-provider.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import { type AddAccountSide, HireTalentTooFormSchema } from "#shared/accounts/account-kind";
import { COMPANY_NAME_MAX_LENGTH } from "#shared/accounts/account-kind-values";

/** Adds the other side to the account (never removes one), then reads the session again. */
function useAddSide(done: string) {
  const t = useT();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: (json: AddAccountSide) => api(apiClient.api.account.kind.$put({ json })),
    onSuccess: async () => {
      await refresh();
      toast.success(done);
    },
    onError: (error) => toast.error(t("accounts.side.failed"), errorMessage(error)),
  });
}

/** A talent hires talent too: with the company's name, the workspace joins the dashboard. */
function HireTalentToo() {
  const t = useT();
  const add = useAddSide(t("accounts.side.hire.done"));
  const form = useZodForm(HireTalentTooFormSchema, { defaultValues: { companyName: "" } });
  return (
    <SettingsCard title={t("accounts.side.hire.title")} description={t("accounts.side.hire.description")}>
      <form
        onSubmit={form.handleSubmit(({ companyName }) => add.mutate({ add: "hirer", companyName }))}
        noValidate
        className="space-y-4"
      >
        <TextField
          label={t("accounts.side.companyName")}
          autoComplete="organization"
          maxLength={COMPANY_NAME_MAX_LENGTH}
          {...form.field("companyName")}
        />
        <SubmitButton busy={add.isPending} busyLabel={t("accounts.side.saving")}>
          {t("accounts.side.hire.submit")}
        </SubmitButton>
      </form>
    </SettingsCard>
  );
}

/** An account that hires offers its own talent profile too: the profile's pages join the dashboard. */
function OfferTalentToo() {
  const t = useT();
  const add = useAddSide(t("accounts.side.offer.done"));
  return (
    <SettingsCard title={t("accounts.side.offer.title")} description={t("accounts.side.offer.description")}>
      {add.isSuccess ? (
        <Button asChild>
          <Link to="/dashboard/profile">{t("accounts.side.offer.next")}</Link>
        </Button>
      ) : (
        <Button busy={add.isPending} onClick={() => add.mutate({ add: "talent" })}>
          {add.isPending ? t("accounts.side.saving") : t("accounts.side.offer.submit")}
        </Button>
      )}
    </SettingsCard>
  );
}

/** Settings' card for adding the other side of the market; nothing once the account is both. */
export function AccountSideCard() {
  const { user } = useAuth();
  if (user?.accountKind === "talent") return <HireTalentToo />;
  if (user?.accountKind === "hirer") return <OfferTalentToo />;
  return null;
}

import { AccountSideCard } from "#client/features/accounts/settings/account-side-card.tsx";
import { EmailCard } from "#client/features/accounts/settings/email-card.tsx";
import { LanguageCard } from "#client/features/accounts/settings/language-card.tsx";
import { PasswordCard } from "#client/features/accounts/settings/password-card.tsx";
import { YourDataCard } from "#client/features/accounts/settings/your-data-card.tsx";
import { BillingCard } from "#client/features/billing/dashboard/billing-card.tsx";
import { useAuth } from "#client/lib/auth/auth-provider.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { offersTalent } from "#shared/accounts/account-kind-values";

export function SettingsPage() {
  const t = useT();
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 md:py-12">
      <h1 className="font-display text-4xl font-semibold">{t("pages.dashboard.settings.title")}</h1>
      <EmailCard />
      <PasswordCard />
      <LanguageCard />
      {/* The plans are a talent's: an account that only hires has none to choose. */}
      {offersTalent(user?.accountKind) ? <BillingCard /> : null}
      <AccountSideCard />
      <YourDataCard />
    </div>
  );
}

import { EmailCard } from "#client/features/accounts/settings/email-card.tsx";
import { LanguageCard } from "#client/features/accounts/settings/language-card.tsx";
import { PasswordCard } from "#client/features/accounts/settings/password-card.tsx";
import { YourDataCard } from "#client/features/accounts/settings/your-data-card.tsx";
import { BillingCard } from "#client/features/billing/dashboard/billing-card.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";

export function SettingsPage() {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 md:py-12">
      <h1 className="font-display text-4xl font-semibold">{t("pages.dashboard.settings.title")}</h1>
      <EmailCard />
      <PasswordCard />
      <LanguageCard />
      <BillingCard />
      <YourDataCard />
    </div>
  );
}

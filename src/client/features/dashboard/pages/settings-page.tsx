import { usePageTitle } from "#client/lib/use-page-title.ts";
import { BillingCard } from "../components/billing-card.tsx";
import { EmailCard } from "../components/email-card.tsx";
import { PasswordCard } from "../components/password-card.tsx";
import { YourDataCard } from "../components/your-data-card.tsx";

export function SettingsPage() {
  usePageTitle("Settings");
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 md:py-12">
      <h1 className="font-display text-4xl font-semibold">Settings</h1>
      <EmailCard />
      <PasswordCard />
      <BillingCard />
      <YourDataCard />
    </div>
  );
}

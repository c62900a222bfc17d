import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { EmailCard } from "../components/email-card.tsx";
import { PasswordCard } from "../components/password-card.tsx";
import { SettingsCard } from "../components/settings-card.tsx";
import { YourDataCard } from "../components/your-data-card.tsx";

export function SettingsPage() {
  usePageTitle("Settings");
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 md:py-12">
      <h1 className="font-display text-4xl font-semibold">Settings</h1>
      <EmailCard />
      <PasswordCard />
      <SettingsCard
        title="Billing & Subscription"
        description="Monthly website and branding plans: Starter, Pro and Premium."
      >
        <p className="text-sm">You are on the free plan. Online purchase of plans opens soon.</p>
        <Button asChild variant="outline" className="mt-4">
          <Link to="/pricing">See the plans</Link>
        </Button>
      </SettingsCard>
      <YourDataCard />
    </div>
  );
}

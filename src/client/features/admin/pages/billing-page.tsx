import { PageSection } from "../../../components/page-section.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";

export function BillingPage() {
  usePageTitle("Billing");
  return <PageSection title="Billing" lead="Active subscriptions." />;
}

import { PageSection } from "../../../components/page-section.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";

export function PricingPage() {
  usePageTitle("Pricing");
  return (
    <PageSection
      title="Pricing"
      lead="Monthly website and branding plans for talents: Starter, Pro and Premium."
    />
  );
}

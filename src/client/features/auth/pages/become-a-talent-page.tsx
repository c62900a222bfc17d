import { PageSection } from "../../../components/page-section.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";

export function BecomeATalentPage() {
  usePageTitle("Become a Talent");
  return <PageSection title="Become a Talent" lead="Create a free account first, then build your profile." />;
}

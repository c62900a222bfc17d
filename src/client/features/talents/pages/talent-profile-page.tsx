import { PageSection } from "../../../components/page-section.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";

export function TalentProfilePage() {
  usePageTitle("Talent Profile");
  return <PageSection title="Talent Profile" lead="Loading talent..." />;
}

import { PageSection } from "../../../components/page-section.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";

export function TalentsPage() {
  usePageTitle("Explore Talents");
  return (
    <PageSection
      title="Explore Talents"
      lead="Discover models, photographers, performers, stylists, agencies and studios."
    />
  );
}

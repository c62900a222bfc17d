import { PageSection } from "../../../components/page-section.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";

export function TalentEditorPage() {
  usePageTitle("Create New Talent");
  return <PageSection title="Create New Talent" lead="Create or edit a talent profile." />;
}

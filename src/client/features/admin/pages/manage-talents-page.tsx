import { PageSection } from "../../../components/page-section.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";

export function ManageTalentsPage() {
  usePageTitle("Manage Talents");
  return <PageSection title="Manage Talents" lead="Approve, reject, edit and delete talent profiles." />;
}

import { PageSection } from "../../../components/page-section.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";

export function DiscoverTalentsPage() {
  usePageTitle("Discover Talents");
  return <PageSection title="Discover Talents" lead="Browse the talents on Vitrine." />;
}

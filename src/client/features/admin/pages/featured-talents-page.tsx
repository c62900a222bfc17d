import { PageSection } from "../../../components/page-section.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";

export function FeaturedTalentsPage() {
  usePageTitle("Featured Talents");
  return <PageSection title="Featured Talents" lead="Order the talents featured on the home page." />;
}

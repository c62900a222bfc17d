import { PageSection } from "../../../components/page-section.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";

export function LegalNoticePage() {
  usePageTitle("Legal Notice");
  return <PageSection title="Legal Notice" lead="Information about Vitrine GmbH, Munich." />;
}

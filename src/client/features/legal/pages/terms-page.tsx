import { PageSection } from "../../../components/page-section.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";

export function TermsPage() {
  usePageTitle("Terms & Conditions");
  return <PageSection title="Terms & Conditions" lead="The terms for using Vitrine." />;
}

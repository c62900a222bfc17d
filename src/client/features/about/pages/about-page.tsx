import { PageSection } from "../../../components/page-section.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";

export function AboutPage() {
  usePageTitle("About Vitrine");
  return <PageSection title="About Vitrine" lead="Vitrine is a home for creative talent, built in Munich." />;
}

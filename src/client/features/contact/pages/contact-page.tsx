import { PageSection } from "../../../components/page-section.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";

export function ContactPage() {
  usePageTitle("Contact Us");
  return (
    <PageSection
      title="Contact Us"
      lead="Questions, partnerships or a free consultation: we reply within 24-48h."
    />
  );
}

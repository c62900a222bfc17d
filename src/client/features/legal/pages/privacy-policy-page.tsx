import { PageSection } from "../../../components/page-section.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";

export function PrivacyPolicyPage() {
  usePageTitle("Privacy Policy");
  return <PageSection title="Privacy Policy" lead="What we collect and the rights you have." />;
}

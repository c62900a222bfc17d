import { PageSection } from "../../../components/page-section.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";

export function SignupPage() {
  usePageTitle("Sign Up");
  return <PageSection title="Sign Up" lead="Create your free Vitrine account." />;
}

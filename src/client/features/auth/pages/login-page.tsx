import { PageSection } from "../../../components/page-section.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";

export function LoginPage() {
  usePageTitle("Log In");
  return <PageSection title="Log In" lead="Welcome back to Vitrine." />;
}

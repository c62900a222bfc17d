import { PageSection } from "../../../components/page-section.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";

export function AdminLoginPage() {
  usePageTitle("Admin Log In");
  return <PageSection title="Admin Log In" lead="Sign in with an administrator account." />;
}

import { PageSection } from "../../../components/page-section.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";

export function VerifyEmailPage() {
  usePageTitle("Verify Your Email");
  return <PageSection title="Verify Your Email" lead="Check your inbox for the verification link." />;
}

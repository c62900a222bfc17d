import { PageSection } from "../../../components/page-section.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";

export function MyProfilePage() {
  usePageTitle("My Profile");
  return <PageSection title="My Profile" lead="Build your profile and follow its review." />;
}

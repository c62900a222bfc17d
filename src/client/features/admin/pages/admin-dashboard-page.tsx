import { PageSection } from "../../../components/page-section.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";

export function AdminDashboardPage() {
  usePageTitle("Dashboard");
  return <PageSection title="Dashboard" lead="An overview of talents, applications, users and messages." />;
}

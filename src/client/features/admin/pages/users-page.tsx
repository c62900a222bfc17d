import { PageSection } from "../../../components/page-section.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";

export function UsersPage() {
  usePageTitle("Users");
  return <PageSection title="Users" lead="Every account, its profile and its subscription." />;
}

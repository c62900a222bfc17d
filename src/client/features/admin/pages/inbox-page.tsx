import { PageSection } from "../../../components/page-section.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";

export function InboxPage() {
  usePageTitle("Inbox");
  return <PageSection title="Inbox" lead="Messages sent through the contact form." />;
}

import { PageSection } from "../../../components/page-section.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";

export function SettingsPage() {
  usePageTitle("Settings");
  return <PageSection title="Settings" lead="Your e-mail address, password and billing." />;
}

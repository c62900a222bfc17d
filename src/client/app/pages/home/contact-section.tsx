import { Link } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { HomeSection } from "./home-section.tsx";

/** Home's contact prompt; the form itself lives on /contact. */
export function ContactSection() {
  const t = useT();
  return (
    <HomeSection
      id="contact"
      eyebrow={t("common.home.contact.eyebrow")}
      title={t("common.home.contact.title")}
      lead={t("common.home.contact.lead")}
      muted
    >
      <div className="mt-8">
        <Button asChild size="lg">
          <Link to="/contact">{t("common.home.contact.cta")}</Link>
        </Button>
      </div>
    </HomeSection>
  );
}

import { Link } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { ServiceGrid } from "#client/features/site-content/components/service-grid.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { HomeSection } from "./home-section.tsx";

/** Home's about section: what Vitrine offers, in six cards. */
export function AboutSection() {
  const t = useT();
  return (
    <HomeSection
      id="about"
      eyebrow={t("common.home.about.eyebrow")}
      title={t("common.home.about.title")}
      lead={t("common.home.about.lead")}
    >
      <ServiceGrid />
      <div className="mt-10">
        <Button asChild variant="outline" size="lg">
          <Link to="/about">{t("common.home.moreAboutUs")}</Link>
        </Button>
      </div>
    </HomeSection>
  );
}

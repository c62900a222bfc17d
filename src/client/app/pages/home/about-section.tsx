import { Link } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { ServiceGrid } from "#client/features/site-content/components/service-grid.tsx";
import { HomeSection } from "./home-section.tsx";

/** Home's about section: what Vitrine offers, in six cards. */
export function AboutSection() {
  return (
    <HomeSection
      id="about"
      eyebrow="About Vitrine"
      title="Everything a creative career needs to be seen"
      lead="Vitrine brings models, photographers, performers, stylists, agencies and studios together, and gives talents the tools to present their work professionally."
    >
      <ServiceGrid />
      <div className="mt-10">
        <Button asChild variant="outline" size="lg">
          <Link to="/about">More about us</Link>
        </Button>
      </div>
    </HomeSection>
  );
}

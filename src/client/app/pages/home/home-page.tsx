import { Link } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { T } from "#client/lib/i18n/t.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { AboutSection } from "./about-section.tsx";
import { ContactSection } from "./contact-section.tsx";
import { FeaturedCarousel } from "./featured-carousel.tsx";
import { PricingSection } from "./pricing-section.tsx";
import { RoadmapSection } from "./roadmap-section.tsx";

export function HomePage() {
  const t = useT();
  return (
    <>
      <section
        id="home"
        className="mx-auto flex min-h-[70vh] max-w-7xl scroll-mt-16 flex-col justify-center px-4 py-20"
      >
        <p className="text-sm font-semibold uppercase tracking-widest text-accent">
          {t("common.home.hero.eyebrow")}
        </p>
        <h1 className="mt-4 max-w-3xl font-display text-5xl font-semibold leading-tight md:text-7xl">
          {t("common.home.hero.title")}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-muted-foreground">
          <T
            id="common.home.hero.lead"
            components={{
              // biome-ignore lint/a11y/useAnchorContent: T puts the message's words inside the link.
              0: <a href="#roadmap" className="text-accent underline underline-offset-4" />,
            }}
          />
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to="/become-a-talent">{t("common.links.becomeTalent")}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/about">{t("common.home.moreAboutUs")}</Link>
          </Button>
        </div>
      </section>
      <FeaturedCarousel />
      <AboutSection />
      <RoadmapSection />
      <PricingSection />
      <ContactSection />
    </>
  );
}

import { Link } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { AboutSection } from "./about-section.tsx";
import { ContactSection } from "./contact-section.tsx";
import { FeaturedCarousel } from "./featured-carousel.tsx";
import { PricingSection } from "./pricing-section.tsx";
import { RoadmapSection } from "./roadmap-section.tsx";

export function HomePage() {
  return (
    <>
      <section
        id="home"
        className="mx-auto flex min-h-[70vh] max-w-7xl scroll-mt-16 flex-col justify-center px-4 py-20"
      >
        <p className="text-sm font-semibold uppercase tracking-widest text-accent">
          The home for creative talent
        </p>
        <h1 className="mt-4 max-w-3xl font-display text-5xl font-semibold leading-tight md:text-7xl">
          Discover. Promote. Connect.
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-muted-foreground">
          Models, photographers, performers, stylists, agencies and studios show their work on Vitrine, and
          the people who book them find them here. Our main platform is still growing: see the{" "}
          <a href="#roadmap" className="text-accent underline underline-offset-4">
            roadmap
          </a>{" "}
          below.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to="/become-a-talent">Become a Talent</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/about">More about us</Link>
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

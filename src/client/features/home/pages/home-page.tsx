import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { FeaturedCarousel } from "../../talents/components/featured-carousel.tsx";

const SECTIONS = [
  { id: "about", title: "What Vitrine does" },
  { id: "roadmap", title: "Roadmap" },
  { id: "pricing", title: "Plans for talents" },
  { id: "contact", title: "Get in touch" },
];

export function HomePage() {
  usePageTitle(null);
  return (
    <>
      <section id="home" className="mx-auto flex min-h-[70vh] max-w-7xl flex-col justify-center px-4 py-20">
        <p className="text-sm font-semibold uppercase tracking-widest text-accent">
          The home for creative talent
        </p>
        <h1 className="mt-4 max-w-3xl font-display text-5xl font-semibold leading-tight md:text-7xl">
          Discover. Promote. Connect.
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-muted-foreground">
          Models, photographers, performers, stylists, agencies and studios show their work on Vitrine, and
          the people who book them find them here. Our main platform is still growing: see the roadmap below.
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
      {SECTIONS.map((section) => (
        <section key={section.id} id={section.id} className="border-t border-border">
          <div className="mx-auto max-w-7xl px-4 py-20">
            <h2 className="font-display text-3xl font-semibold">{section.title}</h2>
          </div>
        </section>
      ))}
    </>
  );
}

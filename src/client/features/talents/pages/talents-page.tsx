import { FeaturedStrip } from "../components/featured-strip.tsx";
import { TalentsBrowser } from "../components/talents-browser.tsx";

export function TalentsPage() {
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 md:py-14">
      <h1 className="font-display text-4xl font-semibold md:text-5xl">Explore Talents</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
        Every profile on Vitrine is reviewed by our team. Filter by category, language, location and more,
        then open a profile to see the work.
      </p>
      <FeaturedStrip />
      <TalentsBrowser />
    </section>
  );
}

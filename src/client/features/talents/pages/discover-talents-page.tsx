import { TalentsBrowser } from "../components/talents-browser.tsx";

export function DiscoverTalentsPage() {
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8 md:py-12">
      <h1 className="font-display text-4xl font-semibold">Discover Talents</h1>
      <p className="mt-2 text-muted-foreground">The talents on Vitrine, as visitors see them.</p>
      <TalentsBrowser />
    </section>
  );
}

import { useT } from "#client/lib/i18n/use-t.ts";
import { FeaturedStrip } from "../components/featured-strip.tsx";
import { TalentsBrowser } from "../components/talents-browser.tsx";

export function TalentsPage() {
  const t = useT();
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 md:py-14">
      <h1 className="font-display text-4xl font-semibold md:text-5xl">{t("talents.list.title")}</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{t("talents.list.intro")}</p>
      <FeaturedStrip />
      <TalentsBrowser />
    </section>
  );
}

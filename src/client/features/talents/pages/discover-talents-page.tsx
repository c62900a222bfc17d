import { useT } from "#client/lib/i18n/use-t.ts";
import { TalentsBrowser } from "../components/talents-browser.tsx";

export function DiscoverTalentsPage() {
  const t = useT();
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8 md:py-12">
      <h1 className="font-display text-4xl font-semibold">{t("talents.discover.title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("talents.discover.intro")}</p>
      <TalentsBrowser />
    </section>
  );
}

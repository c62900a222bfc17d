import { Link } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { usePageTitle } from "#client/lib/use-page-title.ts";

export function NotFoundPage() {
  const t = useT();
  usePageTitle(t("pages.notFound.title"));
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-start px-4 py-24">
      <p className="text-sm font-semibold uppercase tracking-widest text-accent">404</p>
      <h1 className="mt-2 font-display text-4xl font-semibold">{t("pages.notFound.title")}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{t("common.notFound.text")}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/">{t("common.links.backHome")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/talents">{t("common.links.exploreTalents")}</Link>
        </Button>
      </div>
    </section>
  );
}

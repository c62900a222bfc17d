import { Eye } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";

/** On the talent's profile page: the way to the insight (its charts load only on that page). */
export function InsightLinkCard() {
  const t = useT();
  return (
    <section
      aria-labelledby="insight-link-heading"
      className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-border bg-surface p-5 sm:p-6"
    >
      <div className="flex min-w-0 gap-3">
        <Eye className="mt-1 size-5 shrink-0 text-accent" aria-hidden />
        <div>
          <h2 id="insight-link-heading" className="font-display text-xl font-semibold">
            {t("insight.card.title")}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t("insight.card.text")}</p>
        </div>
      </div>
      <Button asChild variant="secondary">
        <Link to="/dashboard/insight">{t("insight.card.action")}</Link>
      </Button>
    </section>
  );
}

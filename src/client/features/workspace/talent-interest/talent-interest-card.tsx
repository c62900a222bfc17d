import { useQuery } from "@tanstack/react-query";
import { Heart, ListChecks } from "lucide-react";
import { api, apiClient } from "#client/lib/api.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import { workspaceKeys } from "../favourites/favourites-api.ts";

const talentInterestQueryOptions = () => ({
  queryKey: workspaceKeys.talentInterest(),
  queryFn: () => api(apiClient.api.me["talent-interest"].$get()),
});

/**
 * How much interest the talent's own profile meets in the workspaces of those who hire: how many
 * keep it among their favourites and on how many shortlists it is. Counts only: who is never shown.
 */
export function TalentInterestCard() {
  const t = useT();
  const interest = useQuery(talentInterestQueryOptions());
  if (!interest.data) return null;
  const { favourites, shortlists } = interest.data;
  return (
    <section
      aria-labelledby="talent-interest-heading"
      className="rounded-xl border border-border bg-surface p-5 sm:p-6"
    >
      <h2 id="talent-interest-heading" className="font-display text-xl font-semibold">
        {t("workspace.interest.title")}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        <li className="flex items-center gap-3">
          <Heart className="size-5 text-accent" aria-hidden />
          <span>{t("workspace.interest.favourites", { count: favourites })}</span>
        </li>
        <li className="flex items-center gap-3">
          <ListChecks className="size-5 text-accent" aria-hidden />
          <span>{t("workspace.interest.shortlists", { count: shortlists })}</span>
        </li>
      </ul>
      <p className="mt-4 text-sm text-muted-foreground">{t("workspace.interest.private")}</p>
    </section>
  );
}

import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Share2 } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { LoadFailurePage } from "#client/components/load-failure.tsx";
import { NotFoundPage } from "#client/components/not-found-page.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { ApiError, isNotFound } from "#client/lib/api.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import { usePageTitle } from "#client/lib/use-page-title.ts";
import { subcategoryLabel } from "#shared/catalogue/categories";
import type { Translate } from "#shared/i18n/translator";
import { talentProfileQueryOptions } from "../api/talents-api.ts";
import { TalentCard } from "../components/talent-card.tsx";
import { TalentProfileSkeleton } from "../components/talent-profile-skeleton.tsx";
import { ReportProfile } from "../profile/report-profile.tsx";
import { TalentProfileView } from "../profile/talent-profile-view.tsx";

async function shareProfile(t: Translate) {
  try {
    await navigator.clipboard.writeText(window.location.href);
    toast.success(t("talents.profile.shareCopied"), t("talents.profile.shareCopiedText"));
  } catch {
    toast.error(t("talents.profile.shareFailed"), t("talents.profile.shareFailedText"));
  }
}

export function TalentProfilePage() {
  const t = useT();
  const { slug = "" } = useParams();
  const navigate = useNavigate();
  const { data, isPending, error, refetch, isFetching } = useQuery(talentProfileQueryOptions(slug));
  // A 404 means the profile is not public (also when a shown profile is withdrawn); any other error
  // is a failed load: it says so with Try again, and a profile already shown stays.
  // An error that is not the API client's own was rendered on the server and embedded (ADR 32): there
  // only an unknown or unpublished profile fails, and the page asks again once it runs.
  const gone = isNotFound(error) || (error !== null && !(error instanceof ApiError));
  const talent = gone ? undefined : data?.talent;
  const failed = !talent && !gone && error !== null;
  usePageTitle(
    talent
      ? t("pages.profileHead.title", { name: talent.name, role: subcategoryLabel(t, talent.subcategory) })
      : failed
        ? t("talents.profile.notLoaded")
        : isPending
          ? t("pages.profile.title")
          : t("pages.notFound.title"),
    talent?.bio.slice(0, 155),
  );

  if (isPending) return <TalentProfileSkeleton />;
  if (failed) {
    return (
      <LoadFailurePage
        title={t("talents.profile.loadFailed")}
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
      >
        <Button asChild variant="ghost">
          <Link to="/talents">{t("talents.profile.explore")}</Link>
        </Button>
      </LoadFailurePage>
    );
  }
  if (!data || !talent) return <NotFoundPage />;

  return (
    <article className="mx-auto w-full max-w-6xl px-4 pb-16 pt-6">
      <div className="flex items-center justify-between gap-3">
        <Button
          variant="ghost"
          className="-ml-3"
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate("/talents"))}
        >
          <ArrowLeft aria-hidden /> {t("talents.profile.back")}
        </Button>
        <Button variant="outline" onClick={() => void shareProfile(t)}>
          <Share2 aria-hidden /> {t("talents.profile.share")}
        </Button>
      </div>
      <nav aria-label={t("talents.profile.breadcrumb")} className="mt-4 text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to="/" className="hover:text-foreground">
              {t("talents.profile.home")}
            </Link>{" "}
            /
          </li>
          <li>
            <Link to="/talents" className="hover:text-foreground">
              {t("talents.profile.talents")}
            </Link>{" "}
            /
          </li>
          <li>
            <Link
              to={`/talents?subcategory=${encodeURIComponent(talent.subcategory)}`}
              className="hover:text-foreground"
            >
              {subcategoryLabel(t, talent.subcategory)}
            </Link>{" "}
            /
          </li>
          <li aria-current="page" className="text-foreground">
            {talent.name}
          </li>
        </ol>
      </nav>

      <TalentProfileView talent={talent} responseTime={talent.responseTime} />

      {data.related.length ? (
        <section aria-labelledby="related-heading" className="mt-12">
          <h2 id="related-heading" className="font-display text-2xl font-semibold">
            {t("talents.profile.related", { subcategory: subcategoryLabel(t, talent.subcategory) })}
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
            {data.related.map((related) => (
              <li key={related.id}>
                <TalentCard talent={related} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="mt-12 grid gap-4 sm:grid-cols-2">
        <Link to="/talents" className="rounded-2xl border border-border bg-surface p-6 hover:border-accent">
          <h2 className="font-display text-xl font-semibold">{t("talents.profile.seeAll")}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{t("talents.profile.seeAllText")}</p>
        </Link>
        <Link
          to="/become-a-talent"
          className="rounded-2xl border border-border bg-surface p-6 hover:border-accent"
        >
          <h2 className="font-display text-xl font-semibold">{t("talents.profile.portfolio")}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{t("talents.profile.portfolioText")}</p>
        </Link>
      </div>
      <div className="mt-8 text-center">
        <ReportProfile slug={talent.slug} name={talent.name} />
      </div>
    </article>
  );
}

import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useLocation } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { ApiError, errorMessage, isNotFound } from "#client/lib/api.ts";
import { useFormat, useLanguage, useT } from "#client/lib/i18n/use-t.ts";
import { usePageTitle } from "#client/lib/use-page-title.ts";
import { subcategoryLabel } from "#shared/catalogue/categories";
import type { MessageId } from "#shared/i18n/translator";
import type { SharedPick, SharedShortlist, SharedTalent } from "#shared/workspace/shortlists.schema";
import { TalentPicture } from "../shortlists/talent-picture.tsx";
import { PickForm } from "./pick-form.tsx";
import { sharedShortlistQueryOptions } from "./shared-shortlist-api.ts";

/** Why a link no longer opens its list, as the server's 410 says it. */
function goneReason(error: unknown): "revoked" | "expired" | undefined {
  if (!(error instanceof ApiError) || error.status !== 410) return undefined;
  const details = error.details;
  if (typeof details === "object" && details !== null && "reason" in details) {
    return details.reason === "revoked" ? "revoked" : "expired";
  }
  return "expired";
}

const PROBLEMS: Record<
  "incomplete" | "notFound" | "revoked" | "expired",
  { title: MessageId; text: MessageId }
> = {
  incomplete: { title: "sharedShortlist.incomplete.title", text: "sharedShortlist.incomplete.text" },
  notFound: { title: "sharedShortlist.notFound.title", text: "sharedShortlist.notFound.text" },
  revoked: { title: "sharedShortlist.revoked.title", text: "sharedShortlist.revoked.text" },
  expired: { title: "sharedShortlist.expired.title", text: "sharedShortlist.expired.text" },
};

/**
 * `/shortlist#<token>`: the shortlist a client was sent, without an account. The token stays in the
 * fragment (never sent to a server, never in a Referer) and goes to the API in a header.
 */
export function SharedShortlistPage() {
  const token = useLocation().hash.replace(/^#/, "");
  const t = useT();
  const list = useQuery({ ...sharedShortlistQueryOptions(token), enabled: token !== "" });
  usePageTitle(list.data?.name);
  const reason = goneReason(list.error);
  const problem =
    token === ""
      ? "incomplete"
      : reason
        ? reason
        : list.isError && isNotFound(list.error)
          ? "notFound"
          : undefined;

  return (
    // Nothing on a client's phone scrolls the page sideways, even while pictures and fonts arrive.
    <div className="mx-auto w-full max-w-5xl overflow-x-clip px-4 py-8 sm:px-6">
      {/* A private page: kept out of search engines, and links from it send no referrer (React hoists these). */}
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      {problem ? (
        <div className="rounded-2xl border border-border bg-surface p-8 text-center" role="alert">
          <h1 className="font-display text-2xl font-semibold">{t(PROBLEMS[problem].title)}</h1>
          <p className="mx-auto mt-2 max-w-lg text-muted-foreground">{t(PROBLEMS[problem].text)}</p>
        </div>
      ) : list.isPending ? (
        <div role="status" aria-busy="true" aria-label={t("sharedShortlist.loading")} className="space-y-4">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : list.isError ? (
        <div className="rounded-2xl border border-border bg-surface p-8 text-center" role="alert">
          <h1 className="font-display text-2xl font-semibold">{t("sharedShortlist.failed")}</h1>
          <p className="mt-2 text-muted-foreground">{errorMessage(list.error)}</p>
          <Button
            variant="outline"
            className="mt-6"
            busy={list.isFetching}
            onClick={() => void list.refetch()}
          >
            {t("sharedShortlist.tryAgain")}
          </Button>
        </div>
      ) : (
        <SharedList list={list.data} token={token} />
      )}
    </div>
  );
}

function SharedList({ list, token }: { list: SharedShortlist; token: string }) {
  const t = useT();
  const { dateTime } = useFormat();
  const brief = [
    ["sharedShortlist.brief.job", list.job],
    ["sharedShortlist.brief.dates", list.dates],
    ["sharedShortlist.brief.location", list.location],
  ] as const;
  const pickOf = new Map(list.picks.map((pick) => [pick.talentId, pick]));
  return (
    <>
      <header className="space-y-3">
        {list.company ? (
          <p className="text-sm font-medium text-muted-foreground">
            {t("sharedShortlist.from", { company: list.company })}
          </p>
        ) : null}
        <h1 className="font-display text-3xl font-semibold break-words">{list.name}</h1>
        {brief.some(([, value]) => value) ? (
          <dl className="grid gap-3 sm:grid-cols-3">
            {brief.map(([label, value]) =>
              value ? (
                <div key={label} className="rounded-xl bg-surface-muted p-3">
                  <dt className="text-xs font-medium text-muted-foreground">{t(label)}</dt>
                  <dd className="mt-0.5 break-words">{value}</dd>
                </div>
              ) : null,
            )}
          </dl>
        ) : null}
        <p className="text-muted-foreground">{t("sharedShortlist.how")}</p>
        <p className="text-sm text-muted-foreground">
          {t("sharedShortlist.expires", { date: dateTime(list.expiresAt) })}
        </p>
      </header>
      {list.talents.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-border p-6 text-center text-muted-foreground">
          {t("sharedShortlist.empty")}
        </p>
      ) : (
        <ol className="mt-8 space-y-6">
          {list.talents.map((talent) => (
            <li key={talent.id}>
              <SharedTalentCard talent={talent} token={token} pick={pickOf.get(talent.id)} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function SharedTalentCard({
  talent,
  token,
  pick,
}: {
  talent: SharedTalent;
  token: string;
  pick: SharedPick | undefined;
}) {
  const t = useT();
  const language = useLanguage();
  const headingId = `talent-${talent.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid grid-cols-[minmax(0,1fr)] gap-5 rounded-2xl border border-border bg-surface p-4 sm:p-5 md:grid-cols-[14rem_minmax(0,1fr)]"
    >
      <TalentPicture
        image={talent.image}
        alt={t("sharedShortlist.talent.picture", { name: talent.name })}
        sizes="(max-width: 768px) 100vw, 14rem"
        className="aspect-[3/4] w-full rounded-xl"
      />
      <div className="min-w-0 space-y-4">
        <div>
          <h2 id={headingId} className="font-display text-2xl font-semibold break-words">
            {talent.name}
          </h2>
          <p className="text-muted-foreground">
            {[subcategoryLabel(t, talent.subcategory), talent.location].filter(Boolean).join(" · ")}
          </p>
        </div>
        {talent.pictures.length > 0 ? (
          <ul
            aria-label={t("sharedShortlist.talent.gallery", { name: talent.name })}
            // A strip that scrolls sideways takes the keyboard's focus, so it can be scrolled without a pointer.
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
            tabIndex={0}
            className="flex gap-2 overflow-x-auto pb-1 focus-visible:outline-2 focus-visible:outline-ring"
          >
            {talent.pictures.map((picture, index) => (
              <li key={picture.id} className="shrink-0">
                <TalentPicture
                  image={picture}
                  alt={t("sharedShortlist.talent.galleryPicture", { name: talent.name, number: index + 1 })}
                  sizes="96px"
                  className="h-32 w-24 rounded-lg"
                />
              </li>
            ))}
          </ul>
        ) : null}
        {talent.compCardDownload ? (
          <Button asChild variant="link">
            <a href={`/api/talents/${encodeURIComponent(talent.slug)}/comp-card?lang=${language}`} download>
              <Download aria-hidden />
              {t("sharedShortlist.talent.compCard", { name: talent.name })}
            </a>
          </Button>
        ) : null}
        <PickForm token={token} talentId={talent.id} talentName={talent.name} saved={pick} />
      </div>
    </article>
  );
}

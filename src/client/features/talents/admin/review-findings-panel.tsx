import { useQuery } from "@tanstack/react-query";
import { ShieldAlert, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LoadFailure } from "#client/components/load-failure.tsx";
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import type { FindingDetails, ReviewFinding } from "#shared/review-checks/review-findings.schema";
import { reviewFindingsQueryOptions } from "./review-findings-api.ts";

/** A finding about one picture: the picture, and beside it what was found. */
function PictureEvidence({ url, children }: { url: string; children: ReactNode }) {
  const t = useT();
  return (
    <div className="flex items-start gap-3">
      <img src={url} alt={t("reviewChecks.finding.picture")} className="size-20 rounded object-cover" />
      <p>{children}</p>
    </div>
  );
}

function FindingText({ details }: { details: FindingDetails }) {
  const t = useT();
  const { number } = useFormat();
  const percent = (share: number) => number(Math.round(share * 100));
  switch (details.check) {
    case "contact-details":
      return (
        <p>
          {t(`reviewChecks.finding.contact.${details.kind}`, { field: details.field })}{" "}
          <q className="rounded bg-warning-surface px-1 font-medium break-all">{details.text}</q>
        </p>
      );
    case "incomplete-profile":
      return details.missing === "gallery" ? (
        <p>
          {t("reviewChecks.finding.missing.gallery", {
            have: details.have ?? 0,
            need: number(details.need ?? 0),
          })}
        </p>
      ) : (
        <p>{t(`reviewChecks.finding.missing.${details.missing}`)}</p>
      );
    case "small-picture":
      return (
        <PictureEvidence url={details.url}>
          {t("reviewChecks.finding.small", {
            width: number(details.width),
            height: number(details.height),
            need: number(details.need),
          })}
        </PictureEvidence>
      );
    case "blurred-picture":
      return (
        <PictureEvidence url={details.url}>
          {t("reviewChecks.finding.blurred", {
            score: number(details.score),
            threshold: number(details.threshold),
          })}
        </PictureEvidence>
      );
    case "nudity-likely":
      return (
        <PictureEvidence url={details.url}>
          {t("reviewChecks.finding.nudity", {
            score: percent(details.score),
            threshold: percent(details.threshold),
            porn: percent(details.scores.porn),
            hentai: percent(details.scores.hentai),
            sexy: percent(details.scores.sexy),
          })}
        </PictureEvidence>
      );
    case "duplicate-picture":
      return (
        <div className="space-y-2">
          <p>
            {t("reviewChecks.finding.duplicate", {
              mirrored: String(details.mirrored),
              distance: number(details.distance),
            })}{" "}
            <Link
              to={`/admin-panel/talents/review/${details.other.talentId}`}
              className="font-medium underline underline-offset-2"
            >
              {details.other.name}
            </Link>
          </p>
          <div className="grid max-w-md grid-cols-2 gap-2">
            <img
              src={details.url}
              alt={t("reviewChecks.finding.picture")}
              className="aspect-[3/4] w-full rounded object-cover"
            />
            <img
              src={details.other.url}
              alt={t("reviewChecks.finding.otherPicture", { name: details.other.name })}
              className="aspect-[3/4] w-full rounded object-cover"
            />
          </div>
        </div>
      );
  }
}

function Finding({ finding }: { finding: ReviewFinding }) {
  const t = useT();
  const { dateTime } = useFormat();
  return (
    <li className="space-y-1 border-t border-border py-3 first:border-t-0">
      <p className="text-xs text-muted-foreground">
        <span className="font-semibold text-foreground">
          {t(`reviewChecks.check.${finding.details.check}`)}
        </span>
        {" · "}
        {t("reviewChecks.madeAt", { when: dateTime(finding.createdAt) })}
      </p>
      <FindingText details={finding.details} />
    </li>
  );
}

/**
 * What the review checks found on the submitted version, each finding with its check, its time and
 * its evidence: hints for the moderator's decision, never one of their own (ADR 52).
 */
export function ReviewFindingsPanel({ talentId }: { talentId: string }) {
  const t = useT();
  const findings = useQuery(reviewFindingsQueryOptions(talentId));
  const list = findings.data ?? [];
  return (
    <section
      aria-labelledby="review-checks-heading"
      className="my-6 rounded-xl border border-border p-4 text-sm"
    >
      <h2 id="review-checks-heading" className="flex items-center gap-2 font-display text-lg font-semibold">
        {list.length > 0 ? (
          <ShieldAlert aria-hidden className="size-5" />
        ) : (
          <ShieldCheck aria-hidden className="size-5" />
        )}
        {t("reviewChecks.heading")}
        {findings.isSuccess ? (
          <span className="text-sm font-normal text-muted-foreground">
            ({t("reviewChecks.count", { count: list.length })})
          </span>
        ) : null}
      </h2>
      <p className="mb-2 text-muted-foreground">{t("reviewChecks.lead")}</p>
      {findings.isError ? (
        <LoadFailure
          title={t("reviewChecks.loadFailed")}
          error={findings.error}
          onRetry={() => void findings.refetch()}
        />
      ) : findings.isSuccess && list.length === 0 ? (
        <p>{t("reviewChecks.none")}</p>
      ) : (
        <ul>
          {list.map((finding) => (
            <Finding key={finding.id} finding={finding} />
          ))}
        </ul>
      )}
    </section>
  );
}

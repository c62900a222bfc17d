import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LoadFailure } from "#client/components/load-failure.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { isNotFound } from "#client/lib/api.ts";
import { useLanguage, useT } from "#client/lib/i18n/use-t.ts";
import { localizedPath } from "#shared/i18n/languages";
import { profilePath } from "#shared/talents/slug";
import { myTalentQueryOptions } from "../dashboard/my-talent-api.ts";
import { myCompCardQueryOptions } from "./comp-card-api.ts";
import { CompCardForm } from "./comp-card-form.tsx";

function Notice({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <div role="status" className="rounded-xl border border-border bg-surface p-6">
      <h2 className="font-display text-2xl font-semibold">{title}</h2>
      <p className="mt-2 text-muted-foreground">{text}</p>
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}

/**
 * The talent's comp card (Sedcard): choose its photos, paper and units with a live preview, save,
 * and download the PDF. Without a profile it points to the wizard; before the first approval it
 * says the card comes with it.
 */
export function CompCardPage() {
  const t = useT();
  const language = useLanguage();
  const card = useQuery(myCompCardQueryOptions());
  const own = useQuery(myTalentQueryOptions());
  const talent = own.data?.talent ?? null;
  // The public sees the approved version: the live one while a change waits, or the profile itself.
  const published = own.data?.liveVersion ?? (talent?.status === "approved" ? talent : null);
  const noProfile = isNotFound(card.error) || (own.data !== undefined && !talent);
  const failed = (card.isError && !noProfile) || own.isError;

  let body: ReactNode;
  if (noProfile) {
    body = (
      <Notice
        title={t("compCards.dashboard.noProfile.title")}
        text={t("compCards.dashboard.noProfile.text")}
        action={
          <Button asChild>
            <Link to="/dashboard/profile">{t("compCards.dashboard.noProfile.action")}</Link>
          </Button>
        }
      />
    );
  } else if (failed) {
    body = (
      <LoadFailure
        title={t("compCards.dashboard.loadFailed")}
        error={card.error ?? own.error}
        onRetry={() => {
          if (card.isError) void card.refetch();
          if (own.isError) void own.refetch();
        }}
        retrying={card.isFetching || own.isFetching}
      />
    );
  } else if (!card.data || !own.data) {
    body = (
      <div
        className="grid gap-8 lg:grid-cols-2"
        role="status"
        aria-busy="true"
        aria-label={t("compCards.dashboard.loading")}
      >
        <div className="space-y-4">
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
        <div className="grid grid-cols-2 gap-4">
          <Skeleton className="aspect-[148/210] w-full" />
          <Skeleton className="aspect-[148/210] w-full" />
        </div>
      </div>
    );
  } else if (!card.data.available || !published) {
    body = (
      <Notice
        title={t("compCards.dashboard.notApproved.title")}
        text={t("compCards.dashboard.notApproved.text")}
      />
    );
  } else {
    const origin = typeof window === "undefined" ? "" : window.location.origin;
    body = (
      <CompCardForm
        card={card.data}
        published={published}
        profileUrl={`${origin}${localizedPath(language, profilePath(published))}`}
        email={published.contact.showEmail && published.contact.email ? published.contact.email : null}
        changesPending={own.data.liveVersion !== null && talent?.status === "pending"}
      />
    );
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 md:py-12">
      <div>
        <h1 className="font-display text-4xl font-semibold">{t("compCards.dashboard.title")}</h1>
        <p className="mt-2 max-w-3xl text-muted-foreground">{t("compCards.dashboard.lead")}</p>
      </div>
      {body}
    </div>
  );
}

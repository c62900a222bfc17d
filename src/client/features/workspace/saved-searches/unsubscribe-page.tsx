import { useQuery } from "@tanstack/react-query";
import { BellOff } from "lucide-react";
import { Link, useLocation } from "react-router";
import { FormAlert } from "#client/components/form/form-alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { errorMessage, isNotFound } from "#client/lib/api.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import { alertSubscriptionQueryOptions, useUnsubscribeAlert } from "./saved-searches-api.ts";

/**
 * `/alerts/unsubscribe#<token>`: the link in every alert mail. Without signing in, it names the
 * saved search and turns its alert off; the token stays in the fragment and goes to the API in a header.
 */
export function UnsubscribePage() {
  const t = useT();
  const token = useLocation().hash.replace(/^#/, "");
  const subscription = useQuery({ ...alertSubscriptionQueryOptions(token), enabled: token !== "" });
  const unsubscribe = useUnsubscribeAlert(token);
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:px-6">
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <div className="rounded-2xl border border-border bg-surface p-8 text-center">
        <BellOff aria-hidden className="mx-auto size-8 text-muted-foreground" />
        {token === "" || (subscription.isError && isNotFound(subscription.error)) ? (
          <>
            <h1 className="mt-3 font-display text-2xl font-semibold">
              {t("savedSearches.unsubscribe.invalid.title")}
            </h1>
            <p className="mt-2 text-muted-foreground">{t("savedSearches.unsubscribe.invalid.text")}</p>
            <Button asChild variant="outline" className="mt-6">
              <Link to="/dashboard/saved-searches">{t("savedSearches.unsubscribe.manage")}</Link>
            </Button>
          </>
        ) : subscription.isPending ? (
          <div
            role="status"
            aria-busy="true"
            aria-label={t("savedSearches.unsubscribe.loading")}
            className="mt-3 space-y-3"
          >
            <Skeleton className="mx-auto h-8 w-2/3" />
            <Skeleton className="mx-auto h-5 w-4/5" />
          </div>
        ) : subscription.isError ? (
          <div role="alert">
            <h1 className="mt-3 font-display text-2xl font-semibold">
              {t("savedSearches.unsubscribe.failed")}
            </h1>
            <p className="mt-2 text-muted-foreground">{errorMessage(subscription.error)}</p>
            <Button variant="outline" className="mt-6" onClick={() => void subscription.refetch()}>
              {t("savedSearches.unsubscribe.retry")}
            </Button>
          </div>
        ) : subscription.data.alert === "none" ? (
          <>
            <h1 className="mt-3 font-display text-2xl font-semibold">
              {t("savedSearches.unsubscribe.done.title")}
            </h1>
            <p className="mt-2 text-muted-foreground" role="status">
              {t("savedSearches.unsubscribe.done.text", { name: subscription.data.name })}
            </p>
            <Button asChild variant="outline" className="mt-6">
              <Link to="/dashboard/saved-searches">{t("savedSearches.unsubscribe.manage")}</Link>
            </Button>
          </>
        ) : (
          <>
            <h1 className="mt-3 font-display text-2xl font-semibold">
              {t("savedSearches.unsubscribe.title")}
            </h1>
            <p className="mt-2 text-muted-foreground">
              {t("savedSearches.unsubscribe.text", {
                name: subscription.data.name,
                alert: subscription.data.alert,
              })}
            </p>
            <div className="mt-4">
              <FormAlert message={unsubscribe.error ? errorMessage(unsubscribe.error) : null} />
            </div>
            <Button className="mt-4" busy={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
              {t("savedSearches.unsubscribe.submit")}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

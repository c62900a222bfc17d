import { useMutation } from "@tanstack/react-query";
import { CheckCircle2, LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { errorMessage } from "#client/lib/api.ts";
import { useLanguage, useT } from "#client/lib/i18n/use-t.ts";
import { formatLongDate } from "../components/subscription-display.ts";
import { confirmCancellation } from "./cancellation-api.ts";

/** The token of the one-click link, which travels in the address's fragment (never to a server). */
const tokenFromAddress = () => (typeof window === "undefined" ? "" : window.location.hash.slice(1));

/**
 * The one-click link of a cancellation's confirmation of receipt: opening it carries the cancellation
 * out (once; the token is in the fragment, so a mail scanner's plain request does nothing), and says
 * when the plan ends.
 */
export function ConfirmCancellationPage() {
  const t = useT();
  const language = useLanguage();
  const [token] = useState(tokenFromAddress);
  const confirm = useMutation({ mutationFn: confirmCancellation });
  // Once per page: the link works once, and a second request would be refused.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    confirm.mutate(token);
  }, [confirm, token]);
  let body: React.ReactNode;
  if (confirm.data) {
    const done = confirm.data.outcome === "plan-ends" && confirm.data.planName;
    body = (
      <div role="status">
        <CheckCircle2 className="size-10 text-success" aria-hidden />
        <h2 className="mt-4 font-display text-2xl font-semibold">
          {t(done ? "billing.confirmCancellation.done" : "billing.confirmCancellation.withTeam")}
        </h2>
        <p className="mt-2">
          {done && confirm.data.planName
            ? confirm.data.endsAt
              ? t("billing.cancelContract.received.planEnds", {
                  plan: confirm.data.planName,
                  date: formatLongDate(language, confirm.data.endsAt),
                })
              : t("billing.cancelContract.received.planEndsAtPeriodEnd", { plan: confirm.data.planName })
            : t("billing.confirmCancellation.withTeamText")}
        </p>
      </div>
    );
  } else if (confirm.error) {
    body = (
      <p role="alert" className="rounded-lg border border-danger bg-danger-surface p-4 text-danger">
        {errorMessage(confirm.error)}
      </p>
    );
  } else if (!token) {
    body = (
      <p role="alert" className="rounded-lg border border-danger bg-danger-surface p-4 text-danger">
        {t("billing.confirmCancellation.noToken")}
      </p>
    );
  } else {
    body = (
      <p role="status" className="flex items-center gap-3">
        <LoaderCircle className="size-5 animate-spin" aria-hidden />
        {t("billing.confirmCancellation.working")}
      </p>
    );
  }
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12 md:py-16">
      <h1 className="font-display text-4xl font-semibold md:text-5xl">
        {t("billing.confirmCancellation.heading")}
      </h1>
      <div className="mt-8 rounded-2xl border border-border bg-surface p-6 md:p-8">{body}</div>
    </section>
  );
}

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LoaderCircle } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { errorMessage, isNotFound } from "#client/lib/api.ts";
import { useLanguage, useT } from "#client/lib/i18n/use-t.ts";
import { accountKeys } from "#client/lib/query-keys.ts";
import type { TestCheckoutSession } from "#shared/billing/test-mode.schema";
import {
  cancelTestCheckout,
  completeTestCheckout,
  testCheckoutSessionQueryOptions,
} from "../api/test-mode-api.ts";
import { goToProvider } from "../checkout/provider-redirect.ts";
import { HostedPage } from "../components/hosted-page.tsx";
import { subscriptionPriceLabel } from "../components/subscription-display.ts";

function Closed({ text, link, label }: { text: string; link: string; label: string }) {
  return (
    <>
      <p>{text}</p>
      <Button asChild className="mt-6">
        <Link to={link}>{label}</Link>
      </Button>
    </>
  );
}

function OpenSession({ session }: { session: TestCheckoutSession }) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const finish = useMutation({
    mutationFn: async (kind: "complete" | "cancel") => {
      const { redirectUrl } =
        kind === "complete" ? await completeTestCheckout(session.id) : await cancelTestCheckout(session.id);
      await queryClient.invalidateQueries({ queryKey: accountKeys.subscription() });
      return redirectUrl;
    },
    onSuccess: (redirectUrl) => goToProvider(redirectUrl, (path) => navigate(path, { replace: true })),
  });
  // The buttons stay disabled after success too, while the page is left.
  const busy = finish.isPending || finish.isSuccess ? finish.variables : null;
  const failure = finish.error ? errorMessage(finish.error) : null;
  const act = (kind: "complete" | "cancel") => finish.mutate(kind);

  const price = subscriptionPriceLabel({ t, language }, session);
  return (
    <>
      <dl className="divide-y divide-border rounded-lg border border-border">
        <div className="flex flex-wrap justify-between gap-2 p-4">
          <dt className="text-muted-foreground">{t("billing.testCheckout.plan")}</dt>
          <dd className="font-semibold">{session.planName}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-2 p-4">
          <dt className="text-muted-foreground">{t("billing.testCheckout.price")}</dt>
          <dd className="font-semibold">{price}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-2 p-4">
          <dt className="text-muted-foreground">{t("billing.testCheckout.account")}</dt>
          <dd className="min-w-0 break-all">{session.email}</dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-muted-foreground">{t("billing.testCheckout.note")}</p>
      {failure ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-danger bg-danger-surface p-3 text-sm text-danger"
        >
          {failure}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button size="lg" disabled={busy !== null} onClick={() => act("complete")}>
          {busy === "complete" ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          {t("billing.testCheckout.complete")}
        </Button>
        <Button size="lg" variant="outline" disabled={busy !== null} onClick={() => act("cancel")}>
          {t("billing.testCheckout.cancel")}
        </Button>
      </div>
    </>
  );
}

/** The test-mode provider's hosted checkout: the buyer completes or cancels; no card is asked for. */
export function TestCheckoutPage() {
  const t = useT();
  const { sessionId = "" } = useParams();
  const session = useQuery(testCheckoutSessionQueryOptions(sessionId));

  let body: React.ReactNode;
  if (session.isPending) {
    body = (
      <div
        role="status"
        aria-busy="true"
        aria-label={t("billing.testCheckout.loading")}
        className="space-y-3"
      >
        <Skeleton className="h-40 w-full rounded-lg" />
        <Skeleton className="h-12 w-48 rounded-md" />
      </div>
    );
  } else if (session.error) {
    const missing = isNotFound(session.error);
    body = (
      <Closed
        text={
          missing
            ? t("billing.testCheckout.missing")
            : t("billing.testCheckout.loadFailed", { reason: errorMessage(session.error) })
        }
        link="/pricing"
        label={t("billing.seePlans")}
      />
    );
  } else if (session.data.status === "complete") {
    body = (
      <Closed
        text={t("billing.testCheckout.completed")}
        link="/dashboard/settings"
        label={t("billing.testCheckout.toSettings")}
      />
    );
  } else if (session.data.status === "expired") {
    body = <Closed text={t("billing.testCheckout.expired")} link="/pricing" label={t("billing.seePlans")} />;
  } else {
    body = <OpenSession session={session.data} />;
  }

  return (
    <HostedPage
      title={
        session.data?.status === "open"
          ? t("billing.testCheckout.subscribeTo", { plan: session.data.planName })
          : t("billing.testCheckout.title")
      }
    >
      {body}
    </HostedPage>
  );
}

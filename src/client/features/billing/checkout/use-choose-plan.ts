import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import {
  SESSION_CHECK_FAILED_TITLE,
  SESSION_UNKNOWN,
  sessionForAction,
} from "#client/lib/auth/session-query.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import { paymentProviderQueryOptions } from "#client/lib/payment-provider.ts";
import { toast } from "#client/lib/toast.ts";
import type { Plan, PlanId } from "#shared/catalogue/plans";
import { checkoutErrorToast, UNKNOWN_PROVIDER_NAME } from "./checkout-errors.ts";
import type { ChoosePlanPrompt } from "./portal-prompt.ts";
import { goToProvider } from "./provider-redirect.ts";

type Choice = { plan: Plan; withdrawalConsent: boolean };
type PendingPrompt = { kind: "consent"; plan: Plan } | Extract<ChoosePlanPrompt, { kind: "portal" }>;

/**
 * Choose Plan: the clicked plan is busy ("Redirecting...") until the choice is handled, whatever happens.
 * Signed out: "Authentication Required", then /login, which brings the user back to /pricing. When
 * the session cannot be checked (rate limited, offline) and none is known, the visitor stays and is
 * told so: a failed check is not a sign-out.
 * Unconfirmed address: /verify-email. An account without a subscription is asked first, in a dialog,
 * for its express request that the plan start before the withdrawal period ends (`prompt` of kind
 * "consent"); then the server answers with the provider's checkout. An account that already has a
 * subscription (live, or with a payment due) is answered with its billing portal: then `prompt` says
 * why, before the browser goes there. PlanSwitchDialog shows both. A failure shows the checkout error
 * catalogue's toast, named after the provider.
 */
export function useChoosePlan() {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Learned ahead, so even a failed connection can name the provider.
  const provider = useQuery(paymentProviderQueryOptions());
  const [pending, setPending] = useState<PendingPrompt | null>(null);
  const choose = useMutation({
    mutationFn: async ({ plan, withdrawalConsent }: Choice) => {
      // The session may still be loading on a fresh visit; ask for it rather than guess.
      const session = await sessionForAction(queryClient);
      if (session === SESSION_UNKNOWN) {
        toast.error(SESSION_CHECK_FAILED_TITLE, t("billing.choosePlan.tryAgain"));
        return;
      }
      const user = session?.user;
      if (!user) {
        toast.error(t("billing.choosePlan.authRequired.title"), t("billing.choosePlan.authRequired.text"));
        navigate("/login", { state: { from: "/pricing" } });
        return;
      }
      if (!user.emailVerified) {
        navigate("/verify-email");
        return;
      }
      // The checkout's client (and the schemas it checks answers with) loads when a plan is chosen.
      const { mySubscriptionQueryOptions, startCheckout } = await import("../api/billing-api.ts");
      if (!withdrawalConsent) {
        // A plan that starts now needs the buyer's express request first; a subscriber goes to the portal.
        const current = await queryClient.fetchQuery({ ...mySubscriptionQueryOptions(), staleTime: 0 });
        if (!current) {
          setPending({ kind: "consent", plan });
          return;
        }
      }
      const target = await startCheckout(plan.id, withdrawalConsent);
      if (target.destination === "portal") {
        setPending({
          kind: "portal",
          plan,
          reason: target.reason ?? "switch",
          currentPlanName: target.currentPlanName ?? t("billing.portalPrompt.currentPlan"),
        });
        return;
      }
      goToProvider(target.url, (path) => navigate(path));
    },
    onError: async (error) => {
      const name =
        provider.data?.name ??
        (await queryClient
          .fetchQuery(paymentProviderQueryOptions())
          .then((info) => info.name)
          .catch(() => UNKNOWN_PROVIDER_NAME));
      const { title, description } = checkoutErrorToast(t, error, name);
      toast.error(title, description);
    },
  });

  const busyPlan: PlanId | null = choose.isPending ? choose.variables.plan.id : null;
  const choosePlan = (plan: Plan) => choose.mutate({ plan, withdrawalConsent: false });
  const prompt: ChoosePlanPrompt | null =
    pending?.kind === "consent"
      ? {
          ...pending,
          proceed: () => {
            setPending(null);
            choose.mutate({ plan: pending.plan, withdrawalConsent: true });
          },
        }
      : pending;
  // `portalPrompt`: the dialog's prompt, the express request or the portal's reason (PlanSwitchDialog).
  return { busyPlan, choosePlan, portalPrompt: prompt, closePortalPrompt: () => setPending(null) };
}

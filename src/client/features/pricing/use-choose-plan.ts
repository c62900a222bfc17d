import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { Plan, PlanId } from "#shared/catalogue/plans";
import { authApi } from "../../lib/auth/auth-api.ts";
import { SESSION_QUERY_KEY } from "../../lib/auth/auth-provider.tsx";
import { toast } from "../../lib/toast.ts";

export const PURCHASE_OPENS_SOON = {
  title: "Online purchase opens soon",
  description: (plan: Plan) =>
    `The ${plan.name} plan cannot be bought online yet. Write to us and we will set it up for you personally.`,
};

/**
 * Choose Plan: the clicked plan is busy until the choice is handled, whatever happens.
 * Signed out: "Authentication Required", then /login, which brings the user back to /pricing.
 * Unconfirmed address: /verify-email. Signed in: until online checkout lands with billing,
 * say so plainly and offer the contact page.
 */
export function useChoosePlan() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busyPlan, setBusyPlan] = useState<PlanId | null>(null);

  async function choosePlan(plan: Plan) {
    setBusyPlan(plan.id);
    try {
      // The session may still be loading on a fresh visit; ask for it rather than guess.
      const session = await queryClient
        .fetchQuery({ queryKey: SESSION_QUERY_KEY, queryFn: authApi.getSession, staleTime: 30_000 })
        .catch(() => null);
      const user = session?.user;
      if (!user) {
        toast.error("Authentication Required", "Please log in or sign up to choose a plan.");
        navigate("/login", { state: { from: "/pricing" } });
        return;
      }
      if (!user.emailVerified) {
        navigate("/verify-email");
        return;
      }
      toast.info(PURCHASE_OPENS_SOON.title, PURCHASE_OPENS_SOON.description(plan), {
        label: "Contact us",
        onClick: () => navigate("/contact"),
      });
    } finally {
      setBusyPlan(null);
    }
  }

  return { busyPlan, choosePlan };
}

import { LoaderCircle } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { type Plan, type PlanId, planCta } from "#shared/catalogue/plans";

/** The plan's call to action; "Redirecting..." with a spinner, and disabled, while its choice is handled. */
export function ChoosePlanButton({
  plan,
  busyPlan,
  onChoose,
}: {
  plan: Plan;
  busyPlan: PlanId | null;
  onChoose: (plan: Plan) => void;
}) {
  const t = useT();
  const busy = busyPlan === plan.id;
  return (
    <Button
      className="w-full"
      size="lg"
      variant={plan.popular ? "primary" : "outline"}
      disabled={busy}
      aria-label={busy ? undefined : t("billing.choosePlan.label", { cta: planCta(t), plan: plan.name })}
      onClick={() => onChoose(plan)}
    >
      {busy ? (
        <>
          <LoaderCircle className="animate-spin" aria-hidden />
          {t("billing.choosePlan.redirecting")}
        </>
      ) : (
        planCta(t)
      )}
    </Button>
  );
}

import { ArrowRight } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { useChoosePlan } from "#client/features/billing/checkout/use-choose-plan.ts";
import { ChoosePlanButton } from "#client/features/billing/components/choose-plan-button.tsx";
import { PlanCard } from "#client/features/billing/components/plan-card.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { PLANS } from "#shared/catalogue/plans";
import { HomeSection } from "./home-section.tsx";

// The dialog (Radix Dialog, the withdrawal consent) loads when a plan's choice first asks for it.
const PlanSwitchDialog = lazy(() =>
  import("#client/features/billing/components/plan-switch-dialog.tsx").then((m) => ({
    default: m.PlanSwitchDialog,
  })),
);

/** Home's pricing: the three plans at a glance, each with Choose Plan, and the way to the full comparison. */
export function PricingSection() {
  const { busyPlan, choosePlan, portalPrompt, closePortalPrompt } = useChoosePlan();
  const t = useT();
  const [prompted, setPrompted] = useState(false);
  if (portalPrompt && !prompted) setPrompted(true);
  return (
    <HomeSection
      id="pricing"
      eyebrow={t("common.home.pricing.eyebrow")}
      title={t("common.home.pricing.title")}
      lead={t("common.home.pricing.lead")}
    >
      {prompted ? (
        <Suspense fallback={null}>
          <PlanSwitchDialog prompt={portalPrompt} onClose={closePortalPrompt} />
        </Suspense>
      ) : null}
      <div className="mt-10 grid gap-6 md:grid-cols-3 md:items-stretch">
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            action={<ChoosePlanButton plan={plan} busyPlan={busyPlan} onChoose={choosePlan} />}
          />
        ))}
      </div>
      <div className="mt-10">
        <Button asChild size="lg">
          <Link to="/pricing">
            {t("common.home.pricing.compare")} <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </HomeSection>
  );
}

import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { PLANS } from "#shared/catalogue/plans";
import { PlanCard } from "../../../components/plan-card.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { HomeSection } from "./home-section.tsx";

/** Home's pricing: the three plans at a glance; choosing one happens on /pricing, beside the comparison. */
export function PricingSection() {
  return (
    <HomeSection
      id="pricing"
      eyebrow="Pricing"
      title="Plans for talents"
      lead="A website, branding and promotion, billed monthly. No long-term contract; cancel any time."
    >
      <div className="mt-10 grid gap-6 md:grid-cols-3 md:items-start">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </div>
      <div className="mt-10">
        <Button asChild size="lg">
          <Link to="/pricing">
            Compare plans and features <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </HomeSection>
  );
}

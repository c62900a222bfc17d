import { MessageCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { PLANS } from "#shared/catalogue/plans";
import { useChoosePlan } from "../../checkout/use-choose-plan.ts";
import { ChoosePlanButton } from "../../components/choose-plan-button.tsx";
import { PlanCard } from "../../components/plan-card.tsx";
import { PlanSwitchDialog } from "../../components/plan-switch-dialog.tsx";
import { BenefitCards } from "../components/benefit-cards.tsx";
import { ComparisonTable } from "../components/comparison-table.tsx";
import { PricingFaq } from "../components/pricing-faq.tsx";

function Block({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-12 md:py-16">
      <h2 id={id} className="font-display text-3xl font-semibold">
        {title}
      </h2>
      {lead ? <p className="mt-3 max-w-2xl text-muted-foreground">{lead}</p> : null}
      {children}
    </section>
  );
}

/**
 * The pricing page. `testimonials` is what talents say (the site content's quotes), or nothing, in which
 * case the section is not there at all.
 */
export function PricingPage({ testimonials }: { testimonials: ReactNode }) {
  const t = useT();
  const { busyPlan, choosePlan, portalPrompt, closePortalPrompt } = useChoosePlan();
  return (
    <>
      <PlanSwitchDialog prompt={portalPrompt} onClose={closePortalPrompt} />
      <section className="mx-auto max-w-7xl px-4 pt-12 md:pt-16">
        <h1 className="font-display text-4xl font-semibold md:text-5xl">{t("billing.pricing.heading")}</h1>
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{t("billing.pricing.lead")}</p>
      </section>

      <Block id="plans-heading" title={t("billing.pricing.plans.title")}>
        <div className="mt-8 grid gap-6 md:grid-cols-3 md:items-stretch">
          {PLANS.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              detailed
              action={<ChoosePlanButton plan={plan} busyPlan={busyPlan} onChoose={choosePlan} />}
            />
          ))}
        </div>
      </Block>

      <Block
        id="comparison-heading"
        title={t("billing.pricing.comparison.title")}
        lead={t("billing.pricing.comparison.lead")}
      >
        <ComparisonTable />
      </Block>

      <Block id="benefits-heading" title={t("billing.pricing.benefits.title")}>
        <BenefitCards />
      </Block>

      {testimonials ? (
        <Block id="testimonials-heading" title={t("billing.pricing.testimonials.title")}>
          {testimonials}
        </Block>
      ) : null}

      <Block id="faq-heading" title={t("billing.pricing.faq.title")}>
        <PricingFaq />
      </Block>

      <section aria-labelledby="consultation-heading" className="mx-auto max-w-7xl px-4 pb-16 md:pb-24">
        <div className="flex flex-col items-start gap-4 rounded-2xl border border-border bg-surface-muted/60 p-8 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="consultation-heading" className="font-display text-2xl font-semibold">
              {t("billing.pricing.consultation.title")}
            </h2>
            <p className="mt-2 text-muted-foreground">{t("billing.pricing.consultation.text")}</p>
          </div>
          <Button asChild size="lg">
            <Link to="/contact">
              <MessageCircle aria-hidden /> {t("billing.pricing.consultation.action")}
            </Link>
          </Button>
        </div>
      </section>
    </>
  );
}

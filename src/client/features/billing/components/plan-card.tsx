import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#client/lib/cn.ts";
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import { planCardFeatures } from "#shared/catalogue/plan-entitlements";
import { type Plan, planDescription, planIdealFor, planTagline } from "#shared/catalogue/plans";

/**
 * One monthly plan from the shared catalogue, with what it includes from the same entitlements the
 * comparison table and Settings read; Pro carries "Most Popular". The action (if any) sits at the foot.
 */
export function PlanCard({ plan, detailed, action }: { plan: Plan; detailed?: boolean; action?: ReactNode }) {
  const t = useT();
  const { euros } = useFormat();
  const headingId = `plan-${plan.id}-heading`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "relative flex flex-col rounded-2xl border bg-surface p-6 md:p-8",
        plan.popular ? "border-accent shadow-lg md:-my-2" : "border-border",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="font-display text-2xl font-semibold">
          {plan.name}
        </h3>
        {plan.popular ? (
          <span className="rounded-full border border-accent px-2.5 py-0.5 text-xs font-semibold text-accent">
            {t("billing.planCard.mostPopular")}
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-muted-foreground">{planTagline(t, plan.id)}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="font-display text-4xl font-semibold">{euros(plan.priceEuros)}</span>
        <span className="text-sm text-muted-foreground">{t("billing.planCard.perMonth")}</span>
      </p>
      {detailed ? <p className="mt-4 text-sm">{planDescription(t, plan.id)}</p> : null}
      <ul className="mt-6 space-y-2 text-sm">
        {planCardFeatures(t, plan.id).map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      {detailed ? (
        <p className="mt-6 border-t border-border pt-4 text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{t("billing.planCard.idealFor")} </span>
          {planIdealFor(t, plan.id)}
        </p>
      ) : null}
      {action ? <div className="mt-auto pt-6">{action}</div> : null}
    </article>
  );
}

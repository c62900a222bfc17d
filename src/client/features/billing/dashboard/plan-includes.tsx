import { Check } from "lucide-react";
import { Link } from "react-router";
import { T } from "#client/lib/i18n/t.tsx";
import { useLanguage, useT } from "#client/lib/i18n/use-t.ts";
import { badgeLabel } from "#shared/catalogue/badges";
import { planBadges, planFeatures, supportLabel } from "#shared/catalogue/plan-entitlements";
import type { PlanId } from "#shared/catalogue/plans";

function FeatureList({ labels }: { labels: string[] }) {
  return (
    <ul className="mt-2 space-y-1.5 text-sm">
      {labels.map((label) => (
        <li key={label} className="flex gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
          {label}
        </li>
      ))}
    </ul>
  );
}

/**
 * What the account's live plan includes, from the same entitlements as the pricing page, split by who
 * delivers it, and what happens next for each part: what Vitrine shows by itself, and what our team
 * makes with the talent once they write to us.
 */
export function PlanIncludes({ planId }: { planId: PlanId }) {
  const t = useT();
  const language = useLanguage();
  const features = planFeatures(t, planId);
  const onVitrine = features.filter((feature) => feature.delivery === "vitrine");
  const withTeam = features.filter((feature) => feature.delivery === "team");
  const badges = planBadges(planId).map((badge) => badgeLabel(t, badge));
  return (
    <section aria-labelledby="plan-includes-heading" className="mt-6 border-t border-border pt-5">
      <h3 id="plan-includes-heading" className="font-sans text-base font-semibold">
        {t("billing.includes.title")}
      </h3>
      {onVitrine.length ? (
        <div className="mt-3">
          <p className="text-sm font-medium">{t("billing.deliveryGroup.vitrine")}</p>
          <FeatureList labels={onVitrine.map((feature) => feature.label)} />
          {badges.length ? (
            <p className="mt-2 text-sm text-muted-foreground">
              {t("billing.includes.badges", {
                badges: new Intl.ListFormat(language, { type: "conjunction" }).format(badges),
              })}
            </p>
          ) : null}
        </div>
      ) : null}
      {withTeam.length ? (
        <div className="mt-4">
          <p className="text-sm font-medium">{t("billing.deliveryGroup.team")}</p>
          <FeatureList labels={withTeam.map((feature) => feature.label)} />
          <p className="mt-2 text-sm text-muted-foreground">
            <T
              id="billing.includes.nextStep"
              values={{ support: supportLabel(t, planId) }}
              components={{ 0: <Link to="/contact" className="text-accent underline underline-offset-4" /> }}
            />
          </p>
        </div>
      ) : null}
    </section>
  );
}

import { Check } from "lucide-react";
import { Link } from "react-router";
import { useT } from "#client/lib/i18n/use-t.ts";
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
  const features = planFeatures(t, planId);
  const onVitrine = features.filter((feature) => feature.delivery === "vitrine");
  const withTeam = features.filter((feature) => feature.delivery === "team");
  const badges = planBadges(planId).map((badge) => badgeLabel(t, badge));
  return (
    <section aria-labelledby="plan-includes-heading" className="mt-6 border-t border-border pt-5">
      <h3 id="plan-includes-heading" className="font-sans text-base font-semibold">
        What your plan includes
      </h3>
      {onVitrine.length ? (
        <div className="mt-3">
          <p className="text-sm font-medium">On Vitrine, while your plan runs</p>
          <FeatureList labels={onVitrine.map((feature) => feature.label)} />
          {badges.length ? (
            <p className="mt-2 text-sm text-muted-foreground">
              Your {badges.join(" and ")} badge shows on your public profile and your card in the talent list
              (once your profile is approved). It goes when the plan ends.
            </p>
          ) : null}
        </div>
      ) : null}
      {withTeam.length ? (
        <div className="mt-4">
          <p className="text-sm font-medium">Your website and brand, made with our team</p>
          <FeatureList labels={withTeam.map((feature) => feature.label)} />
          <p className="mt-2 text-sm text-muted-foreground">
            Next step:{" "}
            <Link to="/contact" className="text-accent underline underline-offset-4">
              write to us
            </Link>{" "}
            about your work, and our team starts on your website with you. {supportLabel(t, planId)}.
          </p>
        </div>
      ) : null}
    </section>
  );
}

import { Check, Minus } from "lucide-react";
import { useT } from "#client/lib/i18n/use-t.ts";
import {
  type FeatureDelivery,
  featureLabel,
  PLAN_ENTITLEMENTS,
  PLAN_FEATURES,
  planIncludes,
  supportLevelName,
} from "#shared/catalogue/plan-entitlements";
import { PLANS } from "#shared/catalogue/plans";
import type { MessageId } from "#shared/i18n/translator";

function Cell({ value }: { value: boolean | string }) {
  const t = useT();
  if (typeof value === "string") return <span className="text-sm">{value}</span>;
  return value ? (
    <>
      <Check className="mx-auto size-5 text-accent" aria-hidden />
      <span className="sr-only">{t("billing.comparison.included")}</span>
    </>
  ) : (
    <>
      <Minus className="mx-auto size-5 text-muted-foreground" aria-hidden />
      <span className="sr-only">{t("billing.comparison.notIncluded")}</span>
    </>
  );
}

/** Who delivers what: the group headings of the table, so no reader takes a service for software or back. */
const DELIVERY_GROUPS: readonly { delivery: FeatureDelivery; title: MessageId }[] = [
  { delivery: "vitrine", title: "billing.deliveryGroup.vitrine" },
  { delivery: "team", title: "billing.deliveryGroup.team" },
];

/** Which plan includes what, from the shared entitlements; it scrolls sideways on narrow screens. */
export function ComparisonTable() {
  const t = useT();
  return (
    <section
      aria-labelledby="comparison-caption"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard
      tabIndex={0}
      className="relative mt-8 overflow-x-auto rounded-2xl border border-border bg-surface"
    >
      <table className="w-full min-w-[20rem] border-collapse text-left">
        <caption id="comparison-caption" className="sr-only">
          {t("billing.comparison.caption")}
        </caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="p-3 text-sm font-semibold md:p-4">
              {t("billing.comparison.feature")}
            </th>
            {PLANS.map((plan) => (
              <th key={plan.id} scope="col" className="p-3 text-center text-sm font-semibold md:p-4">
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        {DELIVERY_GROUPS.map((group) => (
          <tbody key={group.delivery}>
            <tr className="border-b border-border bg-surface-muted/60">
              <th scope="rowgroup" colSpan={PLANS.length + 1} className="p-3 text-sm font-semibold md:px-4">
                {t(group.title)}
              </th>
            </tr>
            {PLAN_FEATURES.filter((feature) => feature.delivery === group.delivery).map((feature) => (
              <tr key={feature.id} className="border-b border-border">
                <th scope="row" className="p-3 text-sm font-medium md:p-4">
                  {featureLabel(t, feature.id)}
                </th>
                {PLANS.map((plan) => (
                  <td key={plan.id} className="p-3 text-center md:p-4">
                    <Cell value={planIncludes(plan.id, feature.id)} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
        <tbody>
          <tr>
            <th scope="row" className="p-3 text-sm font-medium md:p-4">
              {t("billing.comparison.support")}
            </th>
            {PLANS.map((plan) => (
              <td key={plan.id} className="p-3 text-center md:p-4">
                <Cell value={supportLevelName(t, PLAN_ENTITLEMENTS[plan.id].support)} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </section>
  );
}

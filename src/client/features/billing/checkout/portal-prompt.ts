import type { PortalReason } from "#shared/billing/billing.schema";
import type { Plan } from "#shared/catalogue/plans";
import type { Translate } from "#shared/i18n/translator";

/** Choose Plan led to the billing portal: the plan chosen, why the portal, and the plan the account has. */
export type PortalPrompt = { plan: Plan; reason: PortalReason; currentPlanName: string };

/**
 * What Choose Plan asks or says in a dialog before the browser leaves: the express request to start
 * before the withdrawal period ends (a checkout), or why the billing portal (an account with a plan).
 */
export type ChoosePlanPrompt =
  | ({ kind: "portal" } & PortalPrompt)
  | { kind: "consent"; plan: Plan; proceed: () => void };

/**
 * What the dialog says before the browser leaves for the billing portal, so nobody lands there without
 * knowing why. Switching takes effect at once with the difference settled on the next payment, as the
 * terms say and both providers' portals do.
 */
export function portalPromptText(t: Translate, prompt: PortalPrompt): { title: string; description: string } {
  const values = { plan: prompt.plan.name, current: prompt.currentPlanName };
  switch (prompt.reason) {
    case "same-plan":
      return {
        title: t("billing.portalPrompt.samePlan.title", values),
        description: t("billing.portalPrompt.samePlan.text", values),
      };
    case "upgrade":
      return {
        title: t("billing.portalPrompt.switchTo.title", values),
        description: t("billing.portalPrompt.upgrade.text", values),
      };
    case "downgrade":
      return {
        title: t("billing.portalPrompt.switchTo.title", values),
        description: t("billing.portalPrompt.downgrade.text", values),
      };
    case "payment-due":
      return {
        title: t("billing.portalPrompt.paymentDue.title", values),
        description: t("billing.portalPrompt.paymentDue.text", values),
      };
    case "switch":
      return {
        title: t("billing.portalPrompt.switch.title", values),
        description: t("billing.portalPrompt.switch.text", values),
      };
  }
}

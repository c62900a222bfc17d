import type { PortalReason } from "#shared/billing/billing.schema";
import type { Plan } from "#shared/catalogue/plans";

/** Choose Plan led to the billing portal: the plan chosen, why the portal, and the plan the account has. */
export type PortalPrompt = { plan: Plan; reason: PortalReason; currentPlanName: string };

/**
 * What the dialog says before the browser leaves for the billing portal, so nobody lands there without
 * knowing why. Switching takes effect at once with the difference settled on the next payment, as the
 * terms say and both providers' portals do.
 */
export function portalPromptText(prompt: PortalPrompt): { title: string; description: string } {
  const chosen = prompt.plan.name;
  const current = prompt.currentPlanName;
  switch (prompt.reason) {
    case "same-plan":
      return {
        title: `You already have ${chosen}`,
        description: `Your ${current} plan is running. You can change or cancel it in the billing portal.`,
      };
    case "upgrade":
      return {
        title: `Switch to ${chosen} in the billing portal`,
        description: `You have the ${current} plan, and plans are switched in the billing portal. The switch to ${chosen} takes effect at once; the difference for the rest of the current billing period is charged with your next payment.`,
      };
    case "downgrade":
      return {
        title: `Switch to ${chosen} in the billing portal`,
        description: `You have the ${current} plan. To switch to the cheaper ${chosen} plan, change it in the billing portal. The switch takes effect at once; the unused part of the current billing period is credited to your next payment.`,
      };
    case "payment-due":
      return {
        title: "Update your payment method first",
        description: `The payment for your ${current} plan has not gone through. Pay it in the billing portal: a new plan cannot be started while one is waiting for its payment, and you can switch plans there once it is paid.`,
      };
    case "switch":
      return {
        title: "Change your plan in the billing portal",
        description: `You already have a plan (${current}). Plans are switched in the billing portal.`,
      };
  }
}

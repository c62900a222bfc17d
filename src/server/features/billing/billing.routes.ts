import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import { accountLanguage } from "#server/accounts/account-language";
import type { Guards } from "#server/auth/guards";
import type { Database } from "#server/db/schema";
import type { AppEnv } from "#server/http/app-env";
import { AppError } from "#server/http/app-error";
import { validationHook } from "#server/http/validation-hook";
import type { PaymentProvider } from "#server/payments/payment-provider";
import {
  CheckoutRequestSchema,
  CheckoutResponseSchema,
  MySubscriptionResponseSchema,
  PaymentProviderInfoSchema,
  PortalResponseSchema,
} from "#shared/billing/billing.schema";
import { openBillingPortal, startCheckout } from "./checkout.service.ts";
import { findMySubscription } from "./my-subscription.ts";

const json = <T>(description: string, schema: T) => ({
  description,
  content: { "application/json": { schema } },
});
const signedInErrors = {
  401: { description: "Not signed in" },
  403: { description: "E-mail not confirmed" },
};
const providerError = { 502: { description: "The payment provider refused or could not be reached" } };

const providerRoute = createRoute({
  method: "get",
  path: "/billing/provider",
  tags: ["Billing"],
  summary: "Which payment provider this server uses (Stripe, or the built-in test mode) and its name",
  responses: { 200: json("The provider", PaymentProviderInfoSchema) },
});

const mySubscriptionRoute = createRoute({
  method: "get",
  path: "/me/subscription",
  tags: ["Billing"],
  summary:
    "The signed-in account's subscription while it is not over: trialing, active, or with a payment due (past due, unpaid, incomplete); else null",
  responses: { 200: json("The subscription or null", MySubscriptionResponseSchema), ...signedInErrors },
});

const checkoutRoute = createRoute({
  method: "post",
  path: "/billing/checkout",
  tags: ["Billing"],
  summary: "Choose Plan: where to send the browser, the provider's checkout or (for a subscriber) its portal",
  description:
    "An account with a subscription that is not over (trialing or active, or past due, unpaid or incomplete while the provider collects the payment) is sent to the billing portal instead, with the reason, so nobody pays for two plans. A checkout starts only with `withdrawalConsent: true`, the buyer's express request that the plan start before the withdrawal period ends and their acknowledgement that their right of withdrawal then ends (§ 356 (4) and (5) BGB); its moment is stored with the subscription. After checkout the provider returns the browser to /dashboard/settings?checkout=success|cancelled.",
  request: { body: { content: { "application/json": { schema: CheckoutRequestSchema } }, required: true } },
  responses: {
    200: json("Where to go", CheckoutResponseSchema),
    400: { description: "Unknown plan, or a checkout without the express request to start now" },
    409: {
      description:
        "The account's plan was assigned by Vitrine's team, or its subscription is held by a provider this server no longer uses",
    },
    ...signedInErrors,
    ...providerError,
  },
});

const portalRoute = createRoute({
  method: "post",
  path: "/billing/portal",
  tags: ["Billing"],
  summary: "Open the billing portal (cancel, resume, switch plan), returning to /dashboard/settings",
  responses: {
    200: json("The portal's address", PortalResponseSchema),
    404: { description: "The account has no customer record at the provider yet" },
    409: { description: "The account's plan was assigned by Vitrine's team" },
    ...signedInErrors,
    ...providerError,
  },
});

/** Choosing a plan, the portal, and the account's own subscription. */
export function billingRoutes(deps: {
  db: Kysely<Database>;
  guards: Guards;
  payments: PaymentProvider;
  publicUrl: string;
}) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(providerRoute, (c) =>
      c.json({ provider: deps.payments.kind, name: deps.payments.displayName }, 200),
    )
    .openapi(mySubscriptionRoute, async (c) => {
      const session = await deps.guards.requireVerifiedUser(c);
      c.header("Cache-Control", "private, no-store");
      const subscription = await findMySubscription(deps.db, session.user.id, deps.payments.priceIds);
      return c.json({ subscription }, 200);
    })
    .openapi(checkoutRoute, async (c) => {
      const session = await deps.guards.requireVerifiedUser(c);
      if (!session.user.email) throw new AppError("BAD_REQUEST", "errors.account.noEmail");
      const { planId, withdrawalConsent } = c.req.valid("json");
      const user = {
        id: session.user.id,
        email: session.user.email,
        language: accountLanguage(session.user.language),
      };
      const target = await startCheckout(deps, user, planId, withdrawalConsent ? new Date() : null);
      return c.json(target, 200);
    })
    .openapi(portalRoute, async (c) => {
      const session = await deps.guards.requireVerifiedUser(c);
      const user = { id: session.user.id, language: accountLanguage(session.user.language) };
      return c.json(await openBillingPortal(deps, user), 200);
    });
}

import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Guards } from "#server/auth/guards";
import type { AppEnv } from "#server/http/app-env";
import { AppError } from "#server/http/app-error";
import { validationHook } from "#server/http/validation-hook";
import {
  SwitchPlanRequestSchema,
  TestCheckoutResultSchema,
  TestCheckoutSessionSchema,
  TestPortalSchema,
} from "#shared/billing/test-mode.schema";
import {
  applyTestPortalAction,
  cancelTestCheckout,
  completeTestCheckout,
  type TestModeDeps,
  viewTestCheckoutSession,
  viewTestPortal,
} from "./test-mode.service.ts";

const TAG = "Billing (test mode)";
const json = <T>(description: string, schema: T) => ({
  description,
  content: { "application/json": { schema } },
});
const errors = {
  401: { description: "Not signed in" },
  403: { description: "E-mail not confirmed" },
};
const sessionParams = z.object({ id: z.string().min(1).max(100) });

const sessionRoute = createRoute({
  method: "get",
  path: "/billing/test/checkout-sessions/{id}",
  tags: [TAG],
  summary: "A test-mode checkout session of the signed-in account",
  request: { params: sessionParams },
  responses: {
    200: json("The session", TestCheckoutSessionSchema),
    404: { description: "No such session for this account" },
    ...errors,
  },
});

const completeRoute = createRoute({
  method: "post",
  path: "/billing/test/checkout-sessions/{id}/complete",
  tags: [TAG],
  summary: "Complete an open test-mode checkout: the subscription starts, paid, as Stripe would report it",
  request: { params: sessionParams },
  responses: {
    200: json("Where to go next (Settings, with checkout=success)", TestCheckoutResultSchema),
    404: { description: "No such session for this account" },
    409: { description: "The session is complete or expired, or the account already has a subscription" },
    ...errors,
  },
});

const cancelRoute = createRoute({
  method: "post",
  path: "/billing/test/checkout-sessions/{id}/cancel",
  tags: [TAG],
  summary: "Leave a test-mode checkout without buying",
  request: { params: sessionParams },
  responses: {
    200: json("Where to go next (Settings, with checkout=cancelled)", TestCheckoutResultSchema),
    404: { description: "No such session for this account" },
    ...errors,
  },
});

const portalRoute = createRoute({
  method: "get",
  path: "/billing/test/portal",
  tags: [TAG],
  summary: "The test-mode billing portal: the account's subscription there, if any",
  responses: { 200: json("The portal", TestPortalSchema), ...errors },
});

const portalActionResponses = {
  200: json("The subscription after the change", TestPortalSchema),
  404: { description: "The account has no test-mode subscription" },
  409: {
    description:
      "The subscription has ended, or the action does not fit its state (a payment is due, or none is)",
  },
  ...errors,
};
const portalAction = <P extends string>(path: P, summary: string) =>
  createRoute({ method: "post", path, tags: [TAG], summary, responses: portalActionResponses });

const cancelSubscriptionRoute = portalAction(
  "/billing/test/portal/cancel",
  "Cancel the subscription at the end of its billing period",
);
const resumeSubscriptionRoute = portalAction(
  "/billing/test/portal/resume",
  "Keep a subscription that was cancelled at period end",
);
const failPaymentRoute = portalAction(
  "/billing/test/portal/fail-payment",
  "Test mode only: the renewal at the end of the period fails, and the subscription is past due",
);
const payRoute = portalAction(
  "/billing/test/portal/pay",
  "Pay the invoice that is due with a new payment method: the subscription is active again",
);
const switchPlanRoute = createRoute({
  method: "post",
  path: "/billing/test/portal/switch",
  tags: [TAG],
  summary: "Switch the subscription to another plan",
  request: { body: { content: { "application/json": { schema: SwitchPlanRequestSchema } }, required: true } },
  responses: { ...portalActionResponses, 400: { description: "Unknown plan" } },
});

/**
 * The built-in test-mode provider's checkout and portal; mounted only when Stripe is not configured.
 * Every action is the signed-in account's own: another account's session answers 404.
 */
export function testModeRoutes(deps: TestModeDeps & { guards: Guards }) {
  const user = async (c: Parameters<Guards["requireVerifiedUser"]>[0]) => {
    const session = await deps.guards.requireVerifiedUser(c);
    if (!session.user.email) throw new AppError("BAD_REQUEST", "errors.account.noEmail");
    return { id: session.user.id, email: session.user.email };
  };
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(sessionRoute, async (c) => {
      const me = await user(c);
      c.header("Cache-Control", "private, no-store");
      return c.json(await viewTestCheckoutSession(deps.db, c.req.valid("param").id, me), 200);
    })
    .openapi(completeRoute, async (c) => {
      const me = await user(c);
      return c.json(await completeTestCheckout(deps, c.req.valid("param").id, me.id), 200);
    })
    .openapi(cancelRoute, async (c) => {
      const me = await user(c);
      return c.json(await cancelTestCheckout(deps, c.req.valid("param").id, me.id), 200);
    })
    .openapi(portalRoute, async (c) => {
      const me = await user(c);
      c.header("Cache-Control", "private, no-store");
      return c.json({ subscription: await viewTestPortal(deps, me.id) }, 200);
    })
    .openapi(cancelSubscriptionRoute, async (c) => {
      const me = await user(c);
      return c.json({ subscription: await applyTestPortalAction(deps, me.id, { type: "cancel" }) }, 200);
    })
    .openapi(resumeSubscriptionRoute, async (c) => {
      const me = await user(c);
      return c.json({ subscription: await applyTestPortalAction(deps, me.id, { type: "resume" }) }, 200);
    })
    .openapi(failPaymentRoute, async (c) => {
      const me = await user(c);
      return c.json(
        { subscription: await applyTestPortalAction(deps, me.id, { type: "fail-payment" }) },
        200,
      );
    })
    .openapi(payRoute, async (c) => {
      const me = await user(c);
      return c.json({ subscription: await applyTestPortalAction(deps, me.id, { type: "pay" }) }, 200);
    })
    .openapi(switchPlanRoute, async (c) => {
      const me = await user(c);
      const { planId } = c.req.valid("json");
      return c.json(
        { subscription: await applyTestPortalAction(deps, me.id, { type: "switch", planId }) },
        200,
      );
    });
}

import { z } from "zod";

/*
 * The part of Stripe's event shapes (API version of the pinned SDK) that the bookkeeping reads. Stripe's
 * webhooks are parsed with these schemas after their signature is verified, and the test-mode provider
 * builds its events in exactly these shapes, so both feed the same code. Unknown fields pass through.
 */

/** Seconds since the epoch, as Stripe writes every timestamp. */
const UnixSeconds = z.number().int();

/** A reference Stripe may send as an id or, when expanded, as the object. */
const Reference = z.union([z.string(), z.looseObject({ id: z.string() })]);

export function referenceId(reference: z.infer<typeof Reference>): string;
export function referenceId(reference: z.infer<typeof Reference> | null): string | null;
export function referenceId(reference: z.infer<typeof Reference> | null): string | null {
  if (reference === null) return null;
  return typeof reference === "string" ? reference : reference.id;
}

const ProviderPriceSchema = z.looseObject({
  id: z.string(),
  object: z.literal("price"),
  active: z.boolean(),
  currency: z.string(),
  unit_amount: z.number().int().nullable(),
  recurring: z.looseObject({ interval: z.string() }).nullable(),
  product: z.union([z.string(), z.looseObject({ id: z.string(), name: z.string() })]),
});
export type ProviderPrice = z.infer<typeof ProviderPriceSchema>;

const ProviderProductSchema = z.looseObject({
  id: z.string(),
  object: z.literal("product"),
  name: z.string(),
  active: z.boolean(),
});

const ProviderSubscriptionSchema = z.looseObject({
  id: z.string(),
  object: z.literal("subscription"),
  customer: Reference,
  status: z.string(),
  created: UnixSeconds,
  cancel_at_period_end: z.boolean(),
  trial_end: UnixSeconds.nullable(),
  metadata: z.record(z.string(), z.string()).nullish(),
  items: z.looseObject({
    data: z
      .array(
        z.looseObject({
          quantity: z.number().int().optional(),
          // Since API version 2025-03-31 the billing period lives on the item, not the subscription.
          current_period_start: UnixSeconds,
          current_period_end: UnixSeconds,
          price: ProviderPriceSchema,
        }),
      )
      .min(1),
  }),
});
export type ProviderSubscription = z.infer<typeof ProviderSubscriptionSchema>;

const ProviderCheckoutSessionSchema = z.looseObject({
  id: z.string(),
  object: z.literal("checkout.session"),
  mode: z.string(),
  client_reference_id: z.string().nullable(),
  customer: Reference.nullable(),
  subscription: Reference.nullable(),
});

const ProviderInvoiceSchema = z.looseObject({
  id: z.string(),
  object: z.literal("invoice"),
  customer: Reference.nullable(),
  parent: z
    .looseObject({
      subscription_details: z.looseObject({ subscription: Reference }).nullable().optional(),
    })
    .nullable(),
  lines: z.looseObject({
    data: z.array(z.looseObject({ period: z.looseObject({ start: UnixSeconds, end: UnixSeconds }) })),
  }),
});

const eventOf = <const T extends readonly [string, ...string[]], O extends z.ZodType>(types: T, object: O) =>
  z.looseObject({
    id: z.string(),
    type: z.enum(types),
    created: UnixSeconds,
    data: z.looseObject({ object }),
  });

const CheckoutCompletedEventSchema = eventOf(["checkout.session.completed"], ProviderCheckoutSessionSchema);
const SubscriptionEventSchema = eventOf(
  ["customer.subscription.created", "customer.subscription.updated", "customer.subscription.deleted"],
  ProviderSubscriptionSchema,
);
const InvoiceEventSchema = eventOf(["invoice.paid", "invoice.payment_failed"], ProviderInvoiceSchema);
const PriceEventSchema = eventOf(["price.created", "price.updated"], ProviderPriceSchema);
const ProductEventSchema = eventOf(["product.updated"], ProviderProductSchema);

export type CheckoutCompletedEvent = z.infer<typeof CheckoutCompletedEventSchema>;
export type SubscriptionEvent = z.infer<typeof SubscriptionEventSchema>;
export type InvoiceEvent = z.infer<typeof InvoiceEventSchema>;
export type PriceEvent = z.infer<typeof PriceEventSchema>;
export type ProductEvent = z.infer<typeof ProductEventSchema>;

export type ProviderEvent =
  | CheckoutCompletedEvent
  | SubscriptionEvent
  | InvoiceEvent
  | PriceEvent
  | ProductEvent;

const SCHEMA_BY_TYPE: Record<string, z.ZodType<ProviderEvent>> = {};
for (const schema of [
  CheckoutCompletedEventSchema,
  SubscriptionEventSchema,
  InvoiceEventSchema,
  PriceEventSchema,
  ProductEventSchema,
]) {
  for (const type of schema.shape.type.options) SCHEMA_BY_TYPE[type] = schema as z.ZodType<ProviderEvent>;
}

/**
 * The event in the shape the bookkeeping reads; null for a type it does not handle. Throws when a
 * handled type lacks a field the bookkeeping needs.
 */
export function parseProviderEvent(raw: unknown): ProviderEvent | null {
  const type = (raw as { type?: unknown } | null)?.type;
  const schema = typeof type === "string" ? SCHEMA_BY_TYPE[type] : undefined;
  return schema ? schema.parse(raw) : null;
}

import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { paymentProviderQueryOptions } from "#client/lib/payment-provider.ts";
import { Para } from "./legal-page.tsx";

/** The payment provider when Stripe is configured: who it is, where, and its own policy. */
const STRIPE = {
  provider: "Stripe",
  entity: "Stripe Payments Europe, Ltd.",
  city: "Dublin",
  privacyUrl: "https://stripe.com/privacy",
} as const;

const withdrawalLink = { 0: <Link to="/cancellation-policy" /> };

/**
 * Whether payments run through Stripe. Until the server has said which provider it uses, the Stripe
 * texts stand: they disclose more.
 */
function usePaysThroughStripe(): boolean {
  const provider = useQuery(paymentProviderQueryOptions());
  return provider.data?.provider !== "test";
}

function TestModePayments() {
  return (
    <>
      <Para id="legal.payments.test.checkout" />
      <Para id="legal.payments.test.kept" />
      <Para id="legal.payments.test.withdrawalConsent" components={withdrawalLink} />
      <Para id="legal.payments.legalBasis" />
    </>
  );
}

function StripePayments() {
  return (
    <>
      <Para id="legal.payments.stripe.checkout" values={STRIPE} />
      <Para id="legal.payments.stripe.kept" values={STRIPE} />
      <Para id="legal.payments.stripe.withdrawalConsent" values={STRIPE} components={withdrawalLink} />
      <Para
        id="legal.payments.stripe.legalBasis"
        values={STRIPE}
        components={{
          // biome-ignore lint/a11y/useAnchorContent: the message puts the link's text inside it.
          0: <a href={STRIPE.privacyUrl} rel="noopener noreferrer" />,
        }}
      />
    </>
  );
}

/**
 * The Privacy Policy's payments section, for the provider this server really uses: Stripe when it is
 * configured, otherwise the built-in test mode, in which no data leaves Vitrine.
 */
export function PaymentsPrivacy() {
  return usePaysThroughStripe() ? <StripePayments /> : <TestModePayments />;
}

/** The recipients section's line on the payment provider: only when there is one (Stripe). */
export function PaymentRecipient({ paymentsSection }: { paymentsSection: number }) {
  if (!usePaysThroughStripe()) return null;
  return <Para id="legal.payments.stripe.recipient" values={{ ...STRIPE, section: paymentsSection }} />;
}

import { useQuery } from "@tanstack/react-query";
import { paymentProviderQueryOptions } from "#client/lib/payment-provider.ts";

const TEAM_PLANS =
  "A plan that our team sets up for you by agreement is kept in the same way, without any payment provider.";

function TestModePayments() {
  return (
    <>
      <p>
        Payments on this installation of Vitrine run in test mode. Choosing a plan opens a test checkout on
        our own server, marked "Test mode", that asks for no payment details and takes no money; changing,
        cancelling or resuming a plan happens on a test billing portal, also on our own server. No data goes
        to a payment provider.
      </p>
      <p>
        We keep the plan you chose, its price, the state of your subscription (for example active or
        cancelled), its billing periods and whether it ends at the end of the current one, as we would for a
        paid plan. {TEAM_PLANS} Deleting your account deletes these records.
      </p>
      <p>Legal basis: the contract for your plan (Art. 6(1)(b) GDPR).</p>
    </>
  );
}

function StripePayments() {
  return (
    <>
      <p>
        Plans are paid through our payment provider, Stripe (Stripe Payments Europe, Ltd., Dublin, Ireland).
        When you choose a plan, we send Stripe your e-mail address and the identifier of your Vitrine account,
        so that Stripe can keep you as a customer and tell us which payments are yours, and the plan you
        chose. You then enter your payment details on Stripe's own checkout page; card and bank details go
        directly to Stripe, and we never see or store them. Changing, cancelling or resuming a plan happens on
        Stripe's billing portal, which you open from your settings.
      </p>
      <p>
        From Stripe we receive and keep a customer reference, the plan you chose and its price, the state of
        your subscription (for example active, past due or cancelled), its billing periods and whether it ends
        at the end of the current one. {TEAM_PLANS} When you delete your account, we first cancel your
        subscription at Stripe; Stripe keeps its own payment records for as long as the law requires.
      </p>
      <p>
        Legal basis: the contract for your plan (Art. 6(1)(b) GDPR) and our statutory bookkeeping obligations
        (Art. 6(1)(c) GDPR). Stripe also processes data under its own responsibility, for example to prevent
        fraud, and its checkout and portal pages are subject to Stripe's privacy policy.
      </p>
    </>
  );
}

/**
 * The Privacy Policy's payments section, for the provider this server really uses: Stripe when it is
 * configured, otherwise the built-in test mode, in which no data leaves Vitrine. Until the server has
 * said which, the Stripe text stands (it discloses more).
 */
export function PaymentsPrivacy() {
  const provider = useQuery(paymentProviderQueryOptions());
  return provider.data?.provider === "test" ? <TestModePayments /> : <StripePayments />;
}

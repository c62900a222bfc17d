import { Link } from "react-router";
import { ContactEmailLink } from "../components/contact-email-link.tsx";
import { LegalPage, LegalSection, type LegalSectionInfo } from "../components/legal-page.tsx";

const S = {
  acceptance: { id: "acceptance", title: "Scope and acceptance" },
  age: { id: "age", title: "Age requirements and age verification" },
  registration: { id: "registration", title: "Account registration" },
  profiles: { id: "profiles", title: "Talent profiles and review" },
  membership: { id: "membership", title: "Membership and subscription" },
  conduct: { id: "conduct", title: "Conduct" },
  intellectualProperty: { id: "intellectual-property", title: "Content and intellectual property" },
  termination: { id: "termination", title: "Suspension and termination" },
  liability: { id: "liability", title: "Liability" },
  availability: { id: "availability", title: "Availability and new features" },
  changes: { id: "changes", title: "Changes to these terms" },
  governingLaw: { id: "governing-law", title: "Governing law and jurisdiction" },
  final: { id: "final", title: "Final provisions" },
} satisfies Record<string, LegalSectionInfo>;

export function TermsPage() {
  return (
    <LegalPage
      title="Terms & Conditions"
      lead="The rules for using Vitrine: for visitors, for talents with an account, and for talents who buy a plan."
      effective="23 November 2026"
      sections={Object.values(S)}
    >
      <LegalSection section={S.acceptance}>
        <p>
          Vitrine is a directory and marketplace for creative talent, run by the company named in our{" "}
          <Link to="/legal-notice">Legal Notice</Link> ("Vitrine", "we", "us"). These terms apply to every use
          of the website, whether you browse as a visitor, hold an account, or buy a plan.
        </p>
        <p>
          By using Vitrine you accept these terms. When you create an account, you accept them expressly by
          ticking the box on the sign-up form. Terms of your own, for example those of an agency or a brand,
          do not apply unless we agree to them in writing.
        </p>
        <p>
          How we handle personal data is explained in our <Link to="/privacy-policy">Privacy Policy</Link>,
          which is not part of these terms.
        </p>
      </LegalSection>

      <LegalSection section={S.age}>
        <p>
          You must be at least 18 years old to create an account or to buy a plan. By accepting these terms at
          sign-up you confirm that you are.
        </p>
        <p>
          Vitrine is open to every visitor and does not ask visitors for their age. For that reason its
          content must suit every visitor:
        </p>
        <ul>
          <li>
            Sensual content, such as lingerie or swimwear photography, is allowed. Nudity and explicit sexual
            content are not allowed on Vitrine at all.
          </li>
          <li>Every person shown must have been at least 18 years old when the picture or video was made.</li>
          <li>
            Every profile, and every later change to it, is reviewed by one of our administrators before it is
            public. If we doubt that these conditions are met, we do not publish the profile, or we remove it,
            and we may ask the talent for proof, for example a signed model release.
          </li>
        </ul>
      </LegalSection>

      <LegalSection section={S.registration}>
        <p>
          An account needs your name, an e-mail address and a password. Registration is free. You must confirm
          your e-mail address through the link we send before you can use your dashboard.
        </p>
        <ul>
          <li>The details you give must be true and complete, and you keep them up to date.</li>
          <li>One person or company holds one account. Accounts cannot be transferred.</li>
          <li>
            Keep your password secret. If you suspect that someone else uses your account, change your
            password and tell us at once.
          </li>
          <li>
            You are responsible for what happens in your account, unless you show that you did not cause the
            misuse and could not have prevented it.
          </li>
        </ul>
        <p>There is no right to an account. We may refuse a registration, for example to prevent misuse.</p>
      </LegalSection>

      <LegalSection section={S.profiles}>
        <p>
          A talent profile becomes public only after one of our administrators has reviewed and approved it.
          Every later change is reviewed again before it goes live. We may reject a profile or a change, and
          tell you why.
        </p>
        <p>
          Vitrine helps talents and clients find each other. Bookings, castings and other agreements between
          talents and clients are made between them directly; we are not a party to them and are not
          responsible for their performance or payment.
        </p>
      </LegalSection>

      <LegalSection section={S.membership}>
        <p>
          Besides the free account, talents can buy a monthly plan (Starter, Pro or Premium) for a personal
          website, branding and promotion. What each plan includes and what it costs is shown on our{" "}
          <Link to="/pricing">Pricing</Link> page at the time of purchase. Prices are in euros.
        </p>
        <h3>Term and payment</h3>
        <ul>
          <li>
            A plan runs for one month at a time and renews automatically for another month until it is
            cancelled. There is no minimum term beyond the current month.
          </li>
          <li>
            The fee for each month is charged in advance at the start of that billing cycle, through our
            payment provider.
          </li>
          <li>
            If a payment fails, we may pause the services of the plan until it has been made; your free
            account and profile are not affected.
          </li>
          <li>
            A plan that our team sets up for you by separate agreement runs for the period agreed and is not
            charged through the website; to change it, write to us.
          </li>
        </ul>
        <h3>Cancellation</h3>
        <ul>
          <li>
            You can cancel a plan at any time, without giving reasons, in your dashboard (Settings, Billing &
            Subscription, Manage Subscription) or by writing to <ContactEmailLink />.
          </li>
          <li>
            Cancellation takes effect at the end of the billing cycle in which you cancel. Until then you keep
            everything the plan includes, and you can take the cancellation back in the same place; after that
            the plan ends and is not charged again.
          </li>
          <li>
            In the same place you can switch to another plan. The switch takes effect at once; the price
            difference for the rest of the billing cycle is charged or credited with your next payment.
          </li>
        </ul>
        <h3>Refunds</h3>
        <p>
          Fees already paid are non-refundable, including for the rest of a billing cycle after a
          cancellation, except where the law requires a refund. Your statutory rights remain unaffected, in
          particular rights arising from defects and, if you buy as a consumer, the statutory right of
          withdrawal.
        </p>
        <h3>Price changes</h3>
        <p>
          We may change the price of a plan for the future. We tell you at least 30 days before the new price
          applies; you may cancel before then, and the old price applies until the cancellation takes effect.
        </p>
      </LegalSection>

      <LegalSection section={S.conduct}>
        <p>Vitrine lives from trust between talents and the people who book them. You must not:</p>
        <ul>
          <li>publish content that is unlawful, pornographic, violent, discriminatory or hateful;</li>
          <li>pretend to be someone else, or publish pictures of people without their permission;</li>
          <li>upload work whose rights you do not hold, or remove credits and copyright notices;</li>
          <li>
            harass, threaten or deceive other users, or ask them for payments outside an agreed booking;
          </li>
          <li>
            send advertising or spam through Vitrine, or collect other users' data, for example with scripts,
            scrapers or bots;
          </li>
          <li>
            attack, overload or get around the security of the service, or use it in a way that harms other
            users.
          </li>
        </ul>
        <p>
          If you see content that breaks these rules, tell us through the{" "}
          <Link to="/contact">contact page</Link>. We look at every report and remove unlawful content.
        </p>
      </LegalSection>

      <LegalSection section={S.intellectualProperty}>
        <p>
          Your photos, videos, texts and other work remain yours. By publishing them on Vitrine you grant us
          the non-exclusive, free, worldwide right to store, adapt technically (for example resize and
          compress), and show them on Vitrine and in our own promotion of Vitrine (for example the featured
          talents on our home page), for as long as they are published. This right ends when you delete the
          content or your account, except for copies we must keep by law.
        </p>
        <p>
          You confirm that you hold the rights needed for everything you publish, including the consent of the
          people shown and of the photographers, and you release us from third-party claims that arise because
          this was not so, unless you are not at fault.
        </p>
        <p>
          The Vitrine name, logo, design, texts and software are ours or our licensors' and may not be copied
          or used without our permission.
        </p>
      </LegalSection>

      <LegalSection section={S.termination}>
        <p>
          You can delete your account at any time in your dashboard's settings. This removes your profile and
          your media. An active plan is first cancelled with our payment provider and ends at once; if that
          cancellation cannot be made, your account is not deleted and you are told so.
        </p>
        <p>
          We may hide content, suspend an account or terminate it with two weeks' notice. If you seriously or
          repeatedly break these terms, or the law requires it, we may do so without notice. Before we act, we
          consider your legitimate interests and, where reasonable, give you the chance to explain. Fees for a
          plan that we terminate without cause are refunded for the time not used.
        </p>
      </LegalSection>

      <LegalSection section={S.liability}>
        <ul>
          <li>
            We are liable without limitation for intent and gross negligence, for injury to life, body or
            health, under the German Product Liability Act, and where we have given a guarantee.
          </li>
          <li>
            For slight negligence we are liable only if we breach an obligation whose fulfilment makes the
            proper performance of the contract possible in the first place and on which you may regularly rely
            (an essential obligation). In that case our liability is limited to the damage that is typical and
            foreseeable for this kind of contract.
          </li>
          <li>Otherwise our liability is excluded. These rules also apply to our staff and agents.</li>
        </ul>
        <p>
          We do not check the accuracy of the information talents and clients give about themselves, and we
          are not liable for agreements made between them.
        </p>
      </LegalSection>

      <LegalSection section={S.availability}>
        <p>
          Vitrine is growing: parts of the platform are live, others are on our roadmap. We aim for high
          availability but cannot promise uninterrupted access, for example during maintenance. Free features
          may be changed or discontinued; the services of a paid plan remain available for as long as you pay
          for them.
        </p>
      </LegalSection>

      <LegalSection section={S.changes}>
        <p>
          We may change these terms for the future, for example when the law changes or we add features. We
          send you the new terms by e-mail at least 30 days before they take effect. If you do not object
          within that period, the new terms apply; we point this out again in that e-mail. If you object, the
          current terms continue, and each side may terminate the account and any plan at the time the change
          would have taken effect.
        </p>
      </LegalSection>

      <LegalSection section={S.governingLaw}>
        <p>
          These terms and every contract concluded under them are governed by the law of the Federal Republic
          of Germany, excluding the UN Convention on Contracts for the International Sale of Goods. If you are
          a consumer, this choice does not deprive you of the protection of the mandatory law of the country
          in which you habitually live.
        </p>
        <p>
          If you are a merchant, a legal entity under public law or a special fund under public law, the
          exclusive place of jurisdiction is Munich, Germany. We may also sue you at your general place of
          jurisdiction.
        </p>
      </LegalSection>

      <LegalSection section={S.final}>
        <p>
          If a provision of these terms is or becomes invalid, the rest remain valid. Questions about these
          terms are welcome at <ContactEmailLink /> or through our <Link to="/contact">contact page</Link>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}

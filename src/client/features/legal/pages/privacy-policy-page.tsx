import { Link } from "react-router";
import { CompanyDetails } from "../components/company-details.tsx";
import { ContactEmailLink } from "../components/contact-email-link.tsx";
import { LegalPage, LegalSection, type LegalSectionInfo } from "../components/legal-page.tsx";
import { PaymentsPrivacy } from "../components/payments-privacy.tsx";

const S = {
  controller: { id: "controller", title: "Who is responsible" },
  principles: { id: "principles", title: "Our principles" },
  visiting: { id: "visiting", title: "Visiting Vitrine" },
  device: { id: "device", title: "Cookies and storage on your device" },
  account: { id: "account", title: "Your account" },
  profiles: { id: "profiles", title: "Talent profiles and media" },
  contact: { id: "contact", title: "Contact form" },
  inquiries: { id: "inquiries", title: "Inquiries to talents" },
  quoted: { id: "quoted", title: "Testimonials and our team" },
  payments: { id: "payments", title: "Plans and payments" },
  emails: { id: "emails", title: "E-mails we send" },
  audit: { id: "audit", title: "What administrators do" },
  recipients: { id: "recipients", title: "Who receives data" },
  retention: { id: "retention", title: "How long we keep data" },
  rights: { id: "rights", title: "Your rights and how to use them" },
  security: { id: "security", title: "Security" },
  changes: { id: "changes", title: "Changes to this policy" },
} satisfies Record<string, LegalSectionInfo>;

/** A section's number, as the contents give it (so a reference stays right when sections are added). */
const sectionNumber = (section: LegalSectionInfo) => Object.values(S).indexOf(section) + 1;

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      lead="What Vitrine collects, why, for how long, who else sees it, and the rights you have under the GDPR."
      effective="23 November 2026"
      sections={Object.values(S)}
    >
      <LegalSection section={S.controller}>
        <p>
          The controller within the meaning of the General Data Protection Regulation (GDPR) for the personal
          data processed on Vitrine is:
        </p>
        <CompanyDetails />
        <p>
          For every question about your data, and to use any of your rights, write to <ContactEmailLink />.
          Further company details are in our <Link to="/legal-notice">Legal Notice</Link>.
        </p>
      </LegalSection>

      <LegalSection section={S.principles}>
        <ul>
          <li>
            We collect only what we need to run Vitrine, and we do not sell personal data or use it for
            advertising.
          </li>
          <li>
            Vitrine loads nothing from third parties: fonts, images, scripts and the bot check all come from
            our own servers. Your browser does not contact anyone else while you use Vitrine.
          </li>
          <li>
            We run no analytics or marketing tools. Should we ever add one, it would run only with your
            consent (see section {sectionNumber(S.device)}).
          </li>
        </ul>
      </LegalSection>

      <LegalSection section={S.visiting}>
        <p>
          When you open a page, your browser sends us its IP address, the address of the page, the time and
          technical details such as the browser type. We need them to deliver the page.
        </p>
        <p>
          Our server log records each request that changes something, fails or is slow, with its method, path
          (without the part after "?"), status and duration, and a random request number that helps us trace
          errors. It contains no IP addresses, passwords, session identifiers or other secrets.
        </p>
        <p>
          To protect sign-in, sign-up, password resets, new confirmation links, password changes and the
          contact form against automated abuse, we count recent attempts per IP address and refuse further
          attempts for a short time once a limit is reached.
        </p>
        <p>Legal basis: our legitimate interest in a secure and working website (Art. 6(1)(f) GDPR).</p>
      </LegalSection>

      <LegalSection section={S.device}>
        <p>We store only what is strictly necessary on your device:</p>
        <ul>
          <li>
            <strong>Session cookie</strong>: when you log in, a cookie keeps you signed in. It cannot be read
            by scripts, is sent only to Vitrine and ends when you log out or after 14 days without use.
          </li>
          <li>
            <strong>Your cookie choice</strong>: the choice you make in the cookie banner is kept in your
            browser's local storage, so we do not ask again on every visit. You can change it at any time with
            "Cookie settings" at the bottom of every page.
          </li>
          <li>
            <strong>Display preferences</strong>: your choice of light or dark theme and similar interface
            settings, also in local storage.
          </li>
        </ul>
        <p>
          These are necessary to provide the service you ask for and need no consent (§ 25(2) no. 2 of the
          German Telecommunications Digital Services Data Protection Act, TDDDG; Art. 6(1)(b) and (f) GDPR).
          Analytics and marketing are switched off unless you allow them; we currently use neither, whatever
          you choose.
        </p>
      </LegalSection>

      <LegalSection section={S.account}>
        <p>For an account we process:</p>
        <ul>
          <li>your name and e-mail address, and whether you have confirmed the address;</li>
          <li>your password, stored only as a salted hash, so that nobody, including us, can read it;</li>
          <li>your role (for example administrator) and the dates the account was created and changed;</li>
          <li>
            for each signed-in session: its start, its expiry, the IP address and the browser identification
            (user agent), so that sessions can be checked and ended;
          </li>
          <li>
            when you last signed in, which our administrators see in their list of accounts (it is kept when a
            session ends, and deleted with the account);
          </li>
          <li>
            failed sign-ins with your e-mail address: how many, and when the last one was, so that after
            several failures further attempts must wait. A successful sign-in clears them; otherwise they are
            forgotten 24 hours after the last failure;
          </li>
          <li>
            the times of your recent uploads, for the limit on how many files an account may upload per hour.
          </li>
        </ul>
        <p>
          Legal basis: the contract about using Vitrine (Art. 6(1)(b) GDPR); for the session details also our
          legitimate interest in protecting your account (Art. 6(1)(f) GDPR). The confirmation link we send
          expires after 24 hours, a password-reset link after one hour.
        </p>
      </LegalSection>

      <LegalSection section={S.profiles}>
        <p>
          If you create a talent profile, we process what you enter: name, category and specialisation,
          location, age, languages, biography, payment options (paid work, TFP), contact details (e-mail,
          Instagram), the details of your category (for models, for example height, measurements, eye and hair
          colour and shoe size), and your photos, videos and audio files.
        </p>
        <p>
          Once an administrator approves it, the profile is public: anyone can see it, and search engines may
          list it. Only enter what you want to show publicly.
        </p>
        <p>
          Every uploaded picture is decoded and saved anew on our server, and every video and audio file is
          rewritten without its metadata. This removes embedded details such as camera or phone model and GPS
          location before anyone else can see the file; the original file is not kept.
        </p>
        <p>
          If your pictures show other people, you need their consent to publish them. Please do not upload
          information about health, religion or other special categories of personal data unless you really
          mean to publish it.
        </p>
        <p>Legal basis: the contract about using Vitrine (Art. 6(1)(b) GDPR).</p>
      </LegalSection>

      <LegalSection section={S.contact}>
        <p>
          When you write to us through the <Link to="/contact">contact form</Link>, we process your name,
          Instagram name, e-mail address, your message and, if you give them, your company and phone number.
          We also store the IP address the message came from, to limit how many messages one address can send.
        </p>
        <p>
          The message is stored in our team's inbox and sent to our administrators by e-mail. Before sending,
          your browser solves a small computing puzzle that shows you are not a robot; the puzzle comes from
          our own server, sets no cookie and involves no third party.
        </p>
        <p>
          Legal basis: your consent, which you give with the checkbox in the form (Art. 6(1)(a) GDPR), and,
          where your message is about a plan or a booking, steps towards a contract (Art. 6(1)(b) GDPR). You
          can withdraw your consent at any time; the processing until then remains lawful.
        </p>
      </LegalSection>

      <LegalSection section={S.inquiries}>
        <p>
          When you send a talent an inquiry from their profile, we process your name, e-mail address, company
          (if you give one), the kind of job, its dates, location and budget (if you give one), your messages
          and the IP address they came from (to limit how many messages one address can send). The talent
          reads your name, company, e-mail address and messages in their Vitrine dashboard; your address is
          never put in the e-mails we send them. The talent's own e-mail address is never shown to you by this
          feature, and their answers reach you through Vitrine.
        </p>
        <p>
          We e-mail you that your inquiry was delivered (without its text, since anyone can type an address
          into the form) and every answer, each with a private link to the conversation. The link works for 90
          days and only for that one conversation; we store it only in a scrambled (hashed) form, so not even
          a copy of our database opens it. The conversation page is not indexed by search engines and tells
          other sites nothing about where you came from.
        </p>
        <p>
          A talent can mark an inquiry as spam, which stops that address from writing to them again, or report
          it to our administrators, who then read that conversation and can block the address on all of
          Vitrine. Administrators read no other conversation.
        </p>
        <p>
          Legal basis: your consent, given with the checkbox in the form (Art. 6(1)(a) GDPR), and steps
          towards a contract with the talent at your request (Art. 6(1)(b) GDPR); for the talent, the use of
          Vitrine they agreed to (Art. 6(1)(b) GDPR); for blocks and reports, our legitimate interest in
          protecting talents from abuse (Art. 6(1)(f) GDPR). A conversation with no new message for 12 months
          is deleted, with all of its personal data. To have a conversation deleted sooner, write to{" "}
          <ContactEmailLink />.
        </p>
      </LegalSection>

      <LegalSection section={S.quoted}>
        <p>
          The quotes on our pricing page come from customers who agreed to be quoted, and the people on our
          About page work with us and agreed to be shown. For each we store the name, the role and the text
          they approved, entered by our administrators. Entries marked “Sample” are examples, not real people.
        </p>
        <p>
          Legal basis: the consent of the person shown (Art. 6(1)(a) GDPR). Whoever is shown can withdraw it
          at any time by writing to us; we then remove the entry at once.
        </p>
      </LegalSection>

      <LegalSection section={S.payments}>
        <PaymentsPrivacy />
      </LegalSection>

      <LegalSection section={S.emails}>
        <p>
          We send only e-mails that belong to the service: the link to confirm your address (and a new one
          when you change it, with a notice to the old address), the password-reset link, a notice when
          someone tries to sign up with your address, the result of the review of your profile (live, or what
          needs changing), and our answer when you write to us. We send no newsletter.
        </p>
        <p>Legal basis: the contract about using Vitrine (Art. 6(1)(b) GDPR).</p>
      </LegalSection>

      <LegalSection section={S.audit}>
        <p>
          Vitrine records what its administrators do to other people's data: creating, editing, approving,
          rejecting and deleting talent profiles, confirming an account's address, changing its role, giving
          it a plan, and editing the testimonials and team shown on the site. Each entry holds the
          administrator's account and e-mail address, the action, the name of the profile or account at the
          time, the fields that changed with their old and new values (for example a profile's biography, or
          the reason for a rejection) and the time. Administrators see these entries in the panel.
        </p>
        <p>
          The entries are kept when the profile or account is deleted, so that what administrators did stays
          accountable. Legal basis: our legitimate interest in a traceable, secure administration (Art.
          6(1)(f) GDPR).
        </p>
      </LegalSection>

      <LegalSection section={S.recipients}>
        <p>
          Within Vitrine, only the administrators who need it for their work see your data. Outside, we use
          service providers who process data only on our instructions, under a data processing agreement (Art.
          28 GDPR):
        </p>
        <ul>
          <li>the hosting provider that runs our servers and database;</li>
          <li>the storage provider that keeps uploaded media;</li>
          <li>the e-mail service that delivers our e-mails.</li>
        </ul>
        <p>
          When payments run through Stripe, Stripe receives the data needed for them (section{" "}
          {sectionNumber(S.payments)}). Authorities receive data only where the law obliges us to hand it
          over.
        </p>
        <p>
          We choose providers that process data within the European Union. Where data does go to a country
          outside the EU or the European Economic Area, as may happen at Stripe, this rests on an adequacy
          decision of the European Commission, such as the EU-U.S. Data Privacy Framework, or on the
          Commission's standard contractual clauses.
        </p>
      </LegalSection>

      <LegalSection section={S.retention}>
        <ul>
          <li>
            Account and profile data: until you delete your account. Deletion removes your account, profile,
            sessions, sign-in record, subscription records and media at once.
          </li>
          <li>Sessions: they end when you log out, or 14 days after their last use.</li>
          <li>Failed sign-ins: until the next successful sign-in, or 24 hours after the last failure.</li>
          <li>
            Inquiries to talents and their conversations: deleted 12 months after the last message, or with
            the talent's account. Private links to a conversation stop working after 90 days. An address
            blocked for abuse is kept as long as the block stands.
          </li>
          <li>
            Contact messages: they stay in our team's inbox, also after an account is deleted; they are not
            deleted automatically. Write to us to have a message of yours removed, unless it is a business
            letter we must keep for the statutory six years.
          </li>
          <li>
            Records of what administrators did (section {sectionNumber(S.audit)}): kept, also after the
            profile or account is deleted.
          </li>
          <li>
            Payment and invoice records: as long as German commercial and tax law requires (up to ten years).
          </li>
          <li>Server logs: only as long as we need them to find errors and attacks.</li>
        </ul>
      </LegalSection>

      <LegalSection section={S.rights}>
        <p>Under the GDPR you have the right to:</p>
        <ul>
          <li>access the data we hold about you and receive a copy (Art. 15);</li>
          <li>have incorrect data corrected (Art. 16);</li>
          <li>have your data erased (Art. 17);</li>
          <li>have the processing restricted (Art. 18);</li>
          <li>receive your data in a machine-readable format and take it elsewhere (Art. 20);</li>
          <li>
            object to processing that rests on our legitimate interests, for reasons arising from your
            situation (Art. 21);
          </li>
          <li>withdraw a consent at any time, with effect for the future (Art. 7(3)).</li>
        </ul>
        <h3>How to use them</h3>
        <ul>
          <li>
            <strong>Copy of your data</strong>: log in, open <Link to="/dashboard/settings">Settings</Link> in
            your dashboard and choose "Download my data". You receive your account, when you last signed in,
            your sessions, your talent profile and your subscription as a JSON file. Messages you sent us and
            the records of what administrators did to your profile are not in it: ask us for them.
          </li>
          <li>
            <strong>Erasure</strong>: in the same place, choose "Delete account". Your account, profile and
            media are removed at once; only records we must keep by law remain, and only for that purpose.
          </li>
          <li>
            <strong>Correction</strong>: edit your profile and e-mail address in your dashboard.
          </li>
          <li>
            <strong>Everything else</strong>, and if you have no account: write to <ContactEmailLink />. We
            answer within one month and may ask you to confirm your identity first.
          </li>
        </ul>
        <p>
          You also have the right to complain to a data protection supervisory authority (Art. 77 GDPR), for
          example the one where you live, or the one responsible for us: the Bavarian State Office for Data
          Protection Supervision (Bayerisches Landesamt für Datenschutzaufsicht), Promenade 18, 91522 Ansbach,
          Germany.
        </p>
      </LegalSection>

      <LegalSection section={S.security}>
        <p>
          Connections to Vitrine are encrypted (HTTPS). Passwords are stored only as hashes, the session
          cookie cannot be read by scripts and is not sent along with requests from other sites, and forms are
          protected against cross-site requests. Access to the administration is limited to administrators.
        </p>
      </LegalSection>

      <LegalSection section={S.changes}>
        <p>
          When Vitrine changes, for example when a new feature processes new data, we update this policy and
          its date above. If a change affects you significantly, we tell you by e-mail.
        </p>
      </LegalSection>
    </LegalPage>
  );
}

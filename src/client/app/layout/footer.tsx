import { Link } from "react-router";
import { Logo } from "#client/components/logo.tsx";
import { CancelContractLink } from "#client/features/billing/cancellation/cancel-contract-link.tsx";
import { useAuth } from "#client/lib/auth/auth-provider.tsx";
import { openCookiePreferences } from "#client/lib/cookie-consent.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import type { MessageId } from "#shared/i18n/translator";
import { DEFAULT_COMPANY_NAME } from "#shared/site/site-defaults";
import { LanguageSwitcher } from "./language-switcher.tsx";

export type SocialLink = { label: string; href: string; icon: React.ReactNode };

type FooterLink = { label: MessageId; to: string; signedIn?: { label: MessageId; to: string } };

const GROUPS: { title: MessageId; links: FooterLink[] }[] = [
  {
    title: "common.footer.company",
    links: [
      { label: "common.links.aboutUs", to: "/about" },
      { label: "common.nav.pricing", to: "/pricing" },
      { label: "common.nav.contact", to: "/contact" },
    ],
  },
  {
    title: "common.footer.talents",
    links: [
      { label: "common.links.exploreTalents", to: "/talents" },
      { label: "common.links.becomeTalent", to: "/become-a-talent" },
      {
        label: "common.auth.login",
        to: "/login",
        signedIn: { label: "common.links.dashboard", to: "/dashboard" },
      },
    ],
  },
  {
    title: "common.footer.legal",
    links: [
      { label: "common.links.terms", to: "/terms-and-conditions" },
      { label: "common.links.privacy", to: "/privacy-policy" },
      { label: "common.links.legalNotice", to: "/legal-notice" },
      { label: "common.links.cancellationPolicy", to: "/cancellation-policy" },
    ],
  },
];

/** The footer's link groups; social icons appear only for accounts that are configured. */
export function Footer({
  socialLinks = [],
  companyName = DEFAULT_COMPANY_NAME,
}: {
  socialLinks?: SocialLink[];
  companyName?: string;
}) {
  const { user } = useAuth();
  const t = useT();
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-4">
        <div className="space-y-3">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">
            {t("common.footer.tagline", { company: companyName })}
          </p>
          {socialLinks.length > 0 ? (
            <ul className="flex gap-2">
              {socialLinks.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    aria-label={link.label}
                    className="inline-flex size-11 items-center justify-center rounded-md hover:bg-surface-muted"
                    rel="noopener noreferrer"
                  >
                    {link.icon}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {GROUPS.map((group) => (
          <nav key={group.title} aria-label={t(group.title)}>
            <h2 className="mb-3 font-sans text-sm font-semibold uppercase tracking-wider text-muted-foreground">
              {t(group.title)}
            </h2>
            <ul className="space-y-1">
              {group.links.map((item) => {
                const link = user && item.signedIn ? item.signedIn : item;
                return (
                  <li key={link.to}>
                    <Link to={link.to} className="inline-flex min-h-9 items-center text-sm hover:text-accent">
                      {t(link.label)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        ))}
      </div>
      <p className="mx-auto max-w-7xl px-4 pb-6 text-sm">
        <CancelContractLink />
      </p>
      {/* A div, not a paragraph: the language list inside may not sit in a <p>, where the browser's
          parser would move it out and the page would no longer match what React hydrates. */}
      <div className="border-t border-border px-4 py-4 text-center text-xs text-muted-foreground">
        {t("common.footer.copyright", { year: String(new Date().getFullYear()), company: companyName })}{" "}
        <span className="ml-2 inline-block align-middle">
          <LanguageSwitcher variant="footer" />
        </span>
        <button
          type="button"
          onClick={openCookiePreferences}
          className="ml-2 underline underline-offset-4 hover:text-foreground"
        >
          {t("common.footer.cookieSettings")}
        </button>
      </div>
    </footer>
  );
}

import { Link } from "react-router";
import { Logo } from "#client/components/logo.tsx";
import { CancelContractLink } from "#client/features/billing/cancellation/cancel-contract-link.tsx";
import { useAuth } from "#client/lib/auth/auth-provider.tsx";
import { openCookiePreferences } from "#client/lib/cookie-consent.ts";
import { DEFAULT_COMPANY_NAME } from "#shared/site/site-defaults";
import { LanguageSwitcher } from "./language-switcher.tsx";

export type SocialLink = { label: string; href: string; icon: React.ReactNode };

const GROUPS = [
  {
    title: "Company",
    links: [
      { label: "About Us", to: "/about" },
      { label: "Pricing", to: "/pricing" },
      { label: "Contact", to: "/contact" },
    ],
  },
  {
    title: "Talents",
    links: [
      { label: "Explore Talents", to: "/talents" },
      { label: "Become a Talent", to: "/become-a-talent" },
      { label: "Login", to: "/login", signedIn: { label: "Dashboard", to: "/dashboard" } },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Terms & Conditions", to: "/terms-and-conditions" },
      { label: "Privacy Policy", to: "/privacy-policy" },
      { label: "Legal Notice", to: "/legal-notice" },
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
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-4">
        <div className="space-y-3">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">
            The home for creative talent. Discover. Promote. Connect. Made by {companyName} in Munich.
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
          <nav key={group.title} aria-label={group.title}>
            <h2 className="mb-3 font-sans text-sm font-semibold uppercase tracking-wider text-muted-foreground">
              {group.title}
            </h2>
            <ul className="space-y-1">
              {group.links.map((item) => {
                const link = user && "signedIn" in item && item.signedIn ? item.signedIn : item;
                return (
                  <li key={link.to}>
                    <Link to={link.to} className="inline-flex min-h-9 items-center text-sm hover:text-accent">
                      {link.label}
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
      <div className="border-t border-border px-4 py-4 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} {companyName}, Munich. All rights reserved.{" "}
        <span className="ml-2 inline-block align-middle">
          <LanguageSwitcher variant="footer" />
        </span>
        <button
          type="button"
          onClick={openCookiePreferences}
          className="ml-2 underline underline-offset-4 hover:text-foreground"
        >
          Cookie settings
        </button>
      </div>
    </footer>
  );
}

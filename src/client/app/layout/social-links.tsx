import { InstagramIcon, LinkedInIcon, TikTokIcon } from "#client/components/icons/social-icons.tsx";
import type { Translate } from "#shared/i18n/translator";
import type { SiteInfo } from "#shared/site/site-info.schema";
import type { SocialLink } from "./footer.tsx";

/** The footer's social icons: one per configured account, none for an account that is not set. */
export function socialLinksFor(site: SiteInfo | undefined, t: Translate): SocialLink[] {
  if (!site) return [];
  const link = (network: string, href: string | null, icon: React.ReactNode): SocialLink | null =>
    href ? { label: t("common.social.link", { network }), href, icon } : null;
  const links = [
    link("Instagram", site.social.instagram, <InstagramIcon />),
    link("TikTok", site.social.tiktok, <TikTokIcon />),
    link("LinkedIn", site.social.linkedin, <LinkedInIcon />),
  ];
  return links.filter((entry) => entry !== null);
}

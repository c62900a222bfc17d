import { InstagramIcon, LinkedInIcon, TikTokIcon } from "#client/components/icons/social-icons.tsx";
import type { SiteInfo } from "#shared/site/site-info.schema";
import type { SocialLink } from "./footer.tsx";

/** The footer's social icons: one per configured account, none for an account that is not set. */
export function socialLinksFor(site: SiteInfo | undefined): SocialLink[] {
  if (!site) return [];
  const links: (SocialLink | null)[] = [
    site.social.instagram
      ? { label: "Vitrine on Instagram", href: site.social.instagram, icon: <InstagramIcon /> }
      : null,
    site.social.tiktok
      ? { label: "Vitrine on TikTok", href: site.social.tiktok, icon: <TikTokIcon /> }
      : null,
    site.social.linkedin
      ? { label: "Vitrine on LinkedIn", href: site.social.linkedin, icon: <LinkedInIcon /> }
      : null,
  ];
  return links.filter((link) => link !== null);
}

import { BookImage, Crown, Globe, Megaphone, PenTool, Users } from "lucide-react";
import { IconCards } from "#client/components/icon-cards.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import type { MessageId } from "#shared/i18n/translator";

/** The six things Vitrine offers, shown on home's about section and the About page's What We Do. */
export const SERVICES: readonly {
  title: MessageId;
  text: MessageId;
  icon: typeof Globe;
  comingSoon: boolean;
}[] = [
  {
    title: "siteContent.services.sedcards.title",
    text: "siteContent.services.sedcards.text",
    icon: BookImage,
    comingSoon: false,
  },
  {
    title: "siteContent.services.websites.title",
    text: "siteContent.services.websites.text",
    icon: Globe,
    comingSoon: false,
  },
  {
    title: "siteContent.services.branding.title",
    text: "siteContent.services.branding.text",
    icon: PenTool,
    comingSoon: false,
  },
  {
    title: "siteContent.services.promotion.title",
    text: "siteContent.services.promotion.text",
    icon: Megaphone,
    comingSoon: false,
  },
  {
    title: "siteContent.services.community.title",
    text: "siteContent.services.community.text",
    icon: Users,
    comingSoon: true,
  },
  {
    title: "siteContent.services.premium.title",
    text: "siteContent.services.premium.text",
    icon: Crown,
    comingSoon: false,
  },
];

/** The services as cards (h3 headings, under the section's h2); what is not live yet says so. */
export function ServiceGrid() {
  const t = useT();
  const items = SERVICES.map((service) => ({ ...service, title: t(service.title), text: t(service.text) }));
  return <IconCards items={items} className="mt-10 lg:grid-cols-3" />;
}

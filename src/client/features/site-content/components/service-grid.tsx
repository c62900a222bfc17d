import { BookImage, Crown, Globe, Megaphone, PenTool, Users } from "lucide-react";
import { IconCards } from "#client/components/icon-cards.tsx";

/** The six things Vitrine offers, shown on home's about section and the About page's What We Do. */
export const SERVICES = [
  {
    title: "Sedcards & Portfolios",
    text: "A reviewed profile with your sedcard details and a gallery that lets your work speak first.",
    icon: BookImage,
    comingSoon: false,
  },
  {
    title: "Custom Websites",
    text: "A personal website on your own domain, designed around your pictures and hosted for you.",
    icon: Globe,
    comingSoon: false,
  },
  {
    title: "Branding & Logos",
    text: "A logo and a consistent look, so clients recognise you on every channel.",
    icon: PenTool,
    comingSoon: false,
  },
  {
    title: "Promotion & Social Boost",
    text: "Featured places on Vitrine and help to grow your reach on social media.",
    icon: Megaphone,
    comingSoon: false,
  },
  {
    title: "Creative Community",
    text: "A space to meet other talents, collaborate on shoots and share opportunities.",
    icon: Users,
    comingSoon: true,
  },
  {
    title: "Premium Services",
    text: "The Premium Talent badge, campaign pages, content updates and personal 1:1 support for established talents.",
    icon: Crown,
    comingSoon: false,
  },
] as const;

/** The services as cards (h3 headings, under the section's h2); what is not live yet says so. */
export function ServiceGrid() {
  return <IconCards items={SERVICES} className="mt-10 lg:grid-cols-3" />;
}

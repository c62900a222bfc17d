import { BookImage, Crown, Globe, Megaphone, PenTool, Users } from "lucide-react";

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
    text: "Bookings, a mini shop, campaign pages and personal 1:1 support for established talents.",
    icon: Crown,
    comingSoon: false,
  },
] as const;

/** The services as cards (h3 headings, under the section's h2); what is not live yet says so. */
export function ServiceGrid() {
  return (
    <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {SERVICES.map((service) => (
        <li key={service.title} className="rounded-2xl border border-border bg-surface p-6">
          <div className="flex items-start justify-between gap-3">
            <service.icon className="size-6 text-accent" aria-hidden />
            {service.comingSoon ? (
              <span className="rounded-full border border-border px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
                Coming soon
              </span>
            ) : null}
          </div>
          <h3 className="mt-4 font-sans text-lg font-semibold">{service.title}</h3>
          <p className="mt-2 text-sm text-muted-foreground">{service.text}</p>
        </li>
      ))}
    </ul>
  );
}

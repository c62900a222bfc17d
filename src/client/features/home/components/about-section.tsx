import { BookImage, Crown, Globe, Megaphone, PenTool, Users } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { HomeSection } from "./home-section.tsx";

const CARDS = [
  {
    title: "Sedcards & Portfolios",
    text: "A reviewed profile with your sedcard details and a gallery that lets your work speak first.",
    icon: BookImage,
  },
  {
    title: "Custom Websites",
    text: "A personal website on your own domain, designed around your pictures and hosted for you.",
    icon: Globe,
  },
  {
    title: "Branding & Logos",
    text: "A logo and a consistent look, so clients recognise you on every channel.",
    icon: PenTool,
  },
  {
    title: "Promotion & Social Boost",
    text: "Featured places on Vitrine and help to grow your reach on social media.",
    icon: Megaphone,
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
  },
];

/** Home's about section: what Vitrine offers, in six cards. */
export function AboutSection() {
  return (
    <HomeSection
      id="about"
      eyebrow="About Vitrine"
      title="Everything a creative career needs to be seen"
      lead="Vitrine brings models, photographers, performers, stylists, agencies and studios together, and gives talents the tools to present their work professionally."
    >
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CARDS.map((card) => (
          <li key={card.title} className="rounded-2xl border border-border bg-surface p-6">
            <div className="flex items-start justify-between gap-3">
              <card.icon className="size-6 text-accent" aria-hidden />
              {card.comingSoon ? (
                <span className="rounded-full border border-border px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
                  Coming soon
                </span>
              ) : null}
            </div>
            <h3 className="mt-4 font-sans text-lg font-semibold">{card.title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{card.text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-10">
        <Button asChild variant="outline" size="lg">
          <Link to="/about">More about us</Link>
        </Button>
      </div>
    </HomeSection>
  );
}

import { CalendarCheck, HeartHandshake, Palette, ShieldCheck } from "lucide-react";
import { IconCards } from "#client/components/icon-cards.tsx";

const BENEFITS = [
  {
    title: "Monthly, no long-term contract",
    text: "Every plan is billed monthly. Cancel any time; the plan runs to the end of the month you paid for.",
    icon: CalendarCheck,
  },
  {
    title: "Made for creative work",
    text: "Image-first designs built around your portfolio, on your own domain, that look right on every phone.",
    icon: Palette,
  },
  {
    title: "Privacy built in",
    text: "GDPR-compliant from the start: no third-party trackers, fonts or scripts, and photo metadata removed.",
    icon: ShieldCheck,
  },
  {
    title: "People who answer",
    text: "Standard support with Starter, priority support with Pro, and a personal 1:1 contact with Premium.",
    icon: HeartHandshake,
  },
];

export function BenefitCards() {
  return <IconCards items={BENEFITS} className="mt-8 lg:grid-cols-4" />;
}

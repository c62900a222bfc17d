import { CalendarCheck, HeartHandshake, Palette, ShieldCheck } from "lucide-react";

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
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {BENEFITS.map((benefit) => (
        <li key={benefit.title} className="rounded-2xl border border-border bg-surface p-6">
          <benefit.icon className="size-6 text-accent" aria-hidden />
          <h3 className="mt-4 font-sans text-lg font-semibold">{benefit.title}</h3>
          <p className="mt-2 text-sm text-muted-foreground">{benefit.text}</p>
        </li>
      ))}
    </ul>
  );
}

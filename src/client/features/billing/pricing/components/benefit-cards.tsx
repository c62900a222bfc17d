import { CalendarCheck, HeartHandshake, Palette, ShieldCheck } from "lucide-react";
import { IconCards } from "#client/components/icon-cards.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";

const BENEFITS = [
  { title: "billing.benefits.monthly.title", text: "billing.benefits.monthly.text", icon: CalendarCheck },
  { title: "billing.benefits.creative.title", text: "billing.benefits.creative.text", icon: Palette },
  { title: "billing.benefits.privacy.title", text: "billing.benefits.privacy.text", icon: ShieldCheck },
  { title: "billing.benefits.people.title", text: "billing.benefits.people.text", icon: HeartHandshake },
] as const;

export function BenefitCards() {
  const t = useT();
  const items = BENEFITS.map((benefit) => ({
    title: t(benefit.title),
    text: t(benefit.text),
    icon: benefit.icon,
  }));
  return <IconCards items={items} className="mt-8 lg:grid-cols-4" />;
}

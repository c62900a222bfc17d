import { Handshake, Lightbulb, Sprout, Users } from "lucide-react";
import { IconCards } from "#client/components/icon-cards.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import type { MessageId } from "#shared/i18n/translator";

const VALUES: { title: MessageId; text: MessageId; icon: typeof Lightbulb }[] = [
  {
    title: "siteContent.values.creativity.title",
    text: "siteContent.values.creativity.text",
    icon: Lightbulb,
  },
  { title: "siteContent.values.trust.title", text: "siteContent.values.trust.text", icon: Handshake },
  { title: "siteContent.values.growth.title", text: "siteContent.values.growth.text", icon: Sprout },
  { title: "siteContent.values.community.title", text: "siteContent.values.community.text", icon: Users },
];

export function OurValues() {
  const t = useT();
  const items = VALUES.map((value) => ({ ...value, title: t(value.title), text: t(value.text) }));
  return <IconCards items={items} className="mt-10 lg:grid-cols-4" />;
}

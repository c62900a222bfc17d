import { Handshake, Lightbulb, Sprout, Users } from "lucide-react";
import { IconCards } from "#client/components/icon-cards.tsx";

const VALUES = [
  {
    title: "Creativity",
    text: "The work comes first. Our pages step back so that pictures, performances and ideas can lead.",
    icon: Lightbulb,
  },
  {
    title: "Trust",
    text: "Every profile is reviewed, photos are stripped of hidden location data, and our pages load nothing from third parties.",
    icon: Handshake,
  },
  {
    title: "Growth",
    text: "From a first portfolio to a brand of your own: tools and plans that grow with each career.",
    icon: Sprout,
  },
  {
    title: "Community",
    text: "Talents get further together. We connect people who create with people who need them.",
    icon: Users,
  },
];

export function OurValues() {
  return <IconCards items={VALUES} className="mt-10 lg:grid-cols-4" />;
}

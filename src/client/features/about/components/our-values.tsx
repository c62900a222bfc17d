import { Handshake, Lightbulb, Sprout, Users } from "lucide-react";

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
  return (
    <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {VALUES.map((value) => (
        <li key={value.title} className="rounded-2xl border border-border bg-surface p-6">
          <value.icon className="size-6 text-accent" aria-hidden />
          <h3 className="mt-4 font-sans text-lg font-semibold">{value.title}</h3>
          <p className="mt-2 text-sm text-muted-foreground">{value.text}</p>
        </li>
      ))}
    </ul>
  );
}

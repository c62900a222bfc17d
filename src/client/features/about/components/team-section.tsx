// The people shown here must be the real team, each having agreed to appear; no photos are loaded
// (monograms instead), so the page makes no request for a face that could leave our origin.
const CORE_TEAM = [
  {
    name: "Lea Baumann",
    role: "Founder & Creative Director",
    text: "Spent ten years on sets as a photographer and producer, and started Vitrine to give talents the stage they deserve.",
  },
  {
    name: "Jonas Weber",
    role: "Head of Talent Relations",
    text: "Reviews every profile, answers every talent, and knows which agency is looking for whom.",
  },
  {
    name: "Mira Okafor",
    role: "Product & Engineering",
    text: "Builds Vitrine so that it is quick on a phone, calm to look at and careful with your data.",
  },
];

const monogram = (name: string) =>
  name
    .split(" ")
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();

export function TeamSection() {
  return (
    <>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {CORE_TEAM.map((member) => (
          <li key={member.name} className="rounded-2xl border border-border bg-surface p-6">
            <span
              aria-hidden
              className="flex size-16 items-center justify-center rounded-full bg-accent font-display text-xl font-semibold text-accent-foreground"
            >
              {monogram(member.name)}
            </span>
            <h3 className="mt-4 font-sans text-lg font-semibold">{member.name}</h3>
            <p className="text-sm font-medium text-accent">{member.role}</p>
            <p className="mt-3 text-sm text-muted-foreground">{member.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-8 max-w-2xl text-muted-foreground">
        Around this core team of three, more than ten contributors (photographers, stylists, designers and
        developers) help build Vitrine and look at it with a talent's eyes.
      </p>
    </>
  );
}

import { Briefcase, Sparkles } from "lucide-react";
import { Link } from "react-router";

const TALENTS = ["Models", "Photographers", "Singers", "Dancers", "Creators"];

/** The two audiences: talents, and the agencies and brands who book them. */
export function WhoWeSupport() {
  return (
    <div className="mt-10 grid gap-6 md:grid-cols-2">
      <article
        aria-labelledby="support-talents"
        className="rounded-2xl border border-border bg-surface p-6 md:p-8"
      >
        <Sparkles className="size-6 text-accent" aria-hidden />
        <h3 id="support-talents" className="mt-4 font-sans text-xl font-semibold">
          Talents
        </h3>
        <p className="mt-2 text-muted-foreground">
          Creative people at every stage, from the first test shoot to the international campaign, who want
          their work presented with care.
        </p>
        <ul className="mt-5 flex flex-wrap gap-2">
          {TALENTS.map((talent) => (
            <li key={talent} className="rounded-full border border-border px-3 py-1 text-sm">
              {talent}
            </li>
          ))}
        </ul>
        <p className="mt-5 text-sm text-muted-foreground">
          And videographers, artists, actors, DJs, make-up artists, stylists and coaches:{" "}
          <Link to="/talents" className="text-accent underline underline-offset-4">
            see every category
          </Link>
          .
        </p>
      </article>
      <article
        aria-labelledby="support-agencies"
        className="rounded-2xl border border-border bg-surface p-6 md:p-8"
      >
        <Briefcase className="size-6 text-accent" aria-hidden />
        <h3 id="support-agencies" className="mt-4 font-sans text-xl font-semibold">
          Agencies & Brands
        </h3>
        <p className="mt-2 text-muted-foreground">
          Agencies, studios and brands looking for the right face, voice or eye for a project. Every profile
          on Vitrine is reviewed before it goes live, and filters by category, location, language and payment
          options shorten the search from days to minutes.
        </p>
        <p className="mt-5 text-muted-foreground">
          Castings and bookings through Vitrine are next on our roadmap.
        </p>
      </article>
    </div>
  );
}

import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useT } from "#client/lib/i18n/use-t.ts";
import { profilePath } from "#shared/talents/slug";
import { featuredTalentsQueryOptions } from "../api/featured-talents.ts";
import { TalentImage } from "./talent-image.tsx";

/** Round portraits of the featured talents in one scrollable row, like stories. */
export function FeaturedStrip() {
  const t = useT();
  const { data } = useQuery(featuredTalentsQueryOptions());
  if (!data?.length) return null;
  return (
    <section aria-labelledby="featured-heading" className="mt-8">
      <h2
        id="featured-heading"
        className="font-sans text-sm font-semibold uppercase tracking-wider text-muted-foreground"
      >
        {t("talents.featured.title")}
      </h2>
      <ul className="mt-3 flex gap-4 overflow-x-auto pb-2">
        {data.map((talent) => (
          <li key={talent.id} className="shrink-0">
            <Link to={profilePath(talent)} className="flex w-20 flex-col items-center gap-2 text-center">
              <span className="rounded-full bg-gradient-to-tr from-accent to-warning p-0.5">
                <TalentImage
                  image={talent.image}
                  alt=""
                  sizes="72px"
                  className="size-[4.5rem] rounded-full border-2 border-background object-cover"
                />
              </span>
              <span className="w-full truncate text-xs font-medium">{talent.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

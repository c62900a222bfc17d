import { Link } from "react-router";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { cn } from "#client/lib/cn.ts";
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import { TalentActions } from "#client/lib/talent-actions.tsx";
import { subcategoryLabel } from "#shared/catalogue/categories";
import { profilePath } from "#shared/talents/slug";
import type { TalentCard as TalentCardData } from "#shared/talents/talent.schema";
import { TalentBadges } from "../profile/talent-badges.tsx";
import { CARD_IMAGE_SIZES, TalentImage } from "./talent-image.tsx";

/** A talent in the list: the 3:4 picture leads, name and badges below it (never over a face). */
export function TalentCard({
  talent,
  layout = "grid",
  priority = false,
  distanceKm,
}: {
  talent: TalentCardData;
  layout?: "grid" | "list";
  /** How far the talent is from the centre of a search by distance, as the list answers it. */
  distanceKm?: number | undefined;
  /** The first card of the list: its picture is the page's largest, loaded at once and first. */
  priority?: boolean;
}) {
  const t = useT();
  const { number } = useFormat();
  const href = profilePath(talent);
  const meta = [subcategoryLabel(t, talent.subcategory), talent.location].filter(Boolean).join(" · ");
  return (
    <article
      className={cn(
        "group relative",
        layout === "list" && "flex items-center gap-4 rounded-xl border border-border bg-surface p-3",
      )}
    >
      <div className={cn("overflow-hidden rounded-xl", layout === "list" ? "w-24 shrink-0" : "w-full")}>
        <TalentImage
          image={talent.image}
          alt={talent.name}
          sizes={layout === "list" ? "96px" : CARD_IMAGE_SIZES}
          className="aspect-[3/4] w-full transition-transform duration-300 group-hover:scale-[1.02]"
          {...(priority ? { loading: "eager", fetchPriority: "high" } : {})}
        />
      </div>
      {/* In a row, the text keeps clear of the actions in the corner. */}
      <div className={cn(layout === "grid" ? "mt-3" : "pr-12", "min-w-0 space-y-1.5")}>
        <h3 className="truncate font-sans text-base font-semibold">
          <Link
            to={href}
            className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline"
          >
            {talent.name}
          </Link>
        </h3>
        <p className="truncate text-sm text-muted-foreground">{meta}</p>
        {distanceKm === undefined ? null : (
          <p className="text-sm font-medium">{t("distance.card.away", { distance: number(distanceKm) })}</p>
        )}
        <div className="relative z-10">
          <TalentBadges badges={talent.badges} />
        </div>
      </div>
      {/* Above the card's whole-area link, so the actions get their own clicks. */}
      <div className="absolute top-2 right-2 z-10 flex gap-2">
        <TalentActions talent={{ id: talent.id, slug: talent.slug, name: talent.name }} placement="card" />
      </div>
    </article>
  );
}

/** A card's shape while the list loads: the 3:4 picture, the name and the line below it. */
export function TalentCardSkeleton({ layout = "grid" }: { layout?: "grid" | "list" }) {
  return (
    <div
      aria-hidden
      className={cn(
        layout === "list" && "flex items-center gap-4 rounded-xl border border-border bg-surface p-3",
      )}
    >
      <Skeleton className={cn("aspect-[3/4] rounded-xl", layout === "list" ? "w-24 shrink-0" : "w-full")} />
      <div className={cn(layout === "grid" && "mt-3", "min-w-0 flex-1 space-y-1.5")}>
        <Skeleton className="h-6 w-3/4 rounded" />
        <Skeleton className="h-5 w-1/2 rounded" />
      </div>
    </div>
  );
}

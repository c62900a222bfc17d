import { useQuery } from "@tanstack/react-query";
import type { EmblaCarouselType } from "embla-carousel";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { LoadFailure } from "#client/components/load-failure.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { featuredTalentsQueryOptions } from "#client/features/talents/api/featured-talents.ts";
import { TalentImage } from "#client/features/talents/components/talent-image.tsx";
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import { subcategoryLabel } from "#shared/catalogue/categories";
import { profilePath } from "#shared/talents/slug";

const reducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * The carousel library, loaded when the carousel comes near the screen (not with the page), then
 * started on the slides the page already shows.
 */
function useCarouselWhenVisible(viewport: RefObject<HTMLDivElement | null>, ready: boolean) {
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  useEffect(() => {
    const element = viewport.current;
    if (!element || !ready) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    const observer = new IntersectionObserver(
      async (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const [{ default: EmblaCarousel }, { default: Autoplay }] = await Promise.all([
          import("embla-carousel"),
          import("embla-carousel-autoplay"),
        ]);
        if (cancelled) return;
        instance = EmblaCarousel(element, { loop: true, align: "start" }, [
          Autoplay({ delay: 4000, stopOnInteraction: true, active: !reducedMotion() }),
        ]);
        setEmbla(instance);
      },
      { rootMargin: "0px 0px 200px 0px" },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      instance?.destroy();
    };
  }, [viewport, ready]);
  return embla;
}

/** The featured talents: advances every 4 s, loops, and stops once the visitor takes over. */
export function FeaturedCarousel() {
  const { data, isPending, isError, error, refetch, isFetching } = useQuery(featuredTalentsQueryOptions());
  const viewport = useRef<HTMLDivElement>(null);
  const embla = useCarouselWhenVisible(viewport, !isPending && Boolean(data?.length));
  const stop = () => embla?.plugins().autoplay?.stop();
  const t = useT();
  const { number } = useFormat();

  return (
    <section
      aria-roledescription={t("common.home.featured.carousel")}
      aria-labelledby="featured-carousel-heading"
      className="mx-auto max-w-7xl px-4 py-16"
    >
      <div className="flex items-end justify-between gap-4">
        <h2 id="featured-carousel-heading" className="font-display text-3xl font-semibold">
          {t("common.home.featured.title")}
        </h2>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={t("common.home.featured.previous")}
            onClick={() => {
              stop();
              embla?.scrollPrev();
            }}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={t("common.home.featured.next")}
            onClick={() => {
              stop();
              embla?.scrollNext();
            }}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
      {isError && !data ? (
        <LoadFailure
          className="mt-6"
          title={t("common.home.featured.loadFailed")}
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}
      <div className="mt-6 overflow-hidden" ref={viewport} onFocusCapture={stop}>
        <ul className="-ml-4 flex">
          {isPending
            ? ["a", "b", "c", "d", "e"].map((placeholder) => (
                <li
                  key={placeholder}
                  className="min-w-0 shrink-0 grow-0 basis-[70%] pl-4 sm:basis-1/2 md:basis-1/3 lg:basis-1/4 xl:basis-1/5"
                >
                  <Skeleton className="aspect-[3/4] w-full rounded-xl" />
                </li>
              ))
            : (data ?? []).map((talent, index, all) => (
                <li
                  key={talent.id}
                  aria-roledescription={t("common.home.featured.slide")}
                  aria-label={t("common.home.featured.slidePosition", {
                    position: number(index + 1),
                    count: number(all.length),
                  })}
                  className="min-w-0 shrink-0 grow-0 basis-[70%] pl-4 sm:basis-1/2 md:basis-1/3 lg:basis-1/4 xl:basis-1/5"
                >
                  <Link to={profilePath(talent)} className="group block">
                    <div className="overflow-hidden rounded-xl">
                      <TalentImage
                        image={talent.image}
                        alt={talent.name}
                        sizes="(max-width: 640px) 70vw, (max-width: 1024px) 33vw, 20vw"
                        className="aspect-[3/4] w-full transition-transform duration-300 group-hover:scale-[1.02]"
                      />
                    </div>
                    <p className="mt-3 font-semibold">{talent.name}</p>
                    <p className="text-sm text-muted-foreground">{subcategoryLabel(t, talent.subcategory)}</p>
                  </Link>
                </li>
              ))}
        </ul>
      </div>
      <div className="mt-8 flex justify-center">
        <Button asChild variant="outline" size="lg">
          <Link to="/talents">{t("common.home.featured.exploreAll")}</Link>
        </Button>
      </div>
    </section>
  );
}

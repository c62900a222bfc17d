import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight, Quote } from "lucide-react";
import { type KeyboardEvent, useCallback, useEffect, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { cn } from "#client/lib/cn.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import type { Testimonial } from "#shared/site-content/site-content.schema";

// Embla animates in script, out of reach of the reduced-motion CSS rule: with reduced motion we jump.
const reducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * The testimonials the team manages in the admin panel, one to three at a time; moved by the buttons,
 * the dots, the arrow keys or a swipe, never by itself. Samples say so on their card.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const t = useT();
  const [viewport, embla] = useEmblaCarousel({ loop: true, align: "start" });
  const [selected, setSelected] = useState(0);
  // When every testimonial fits on the screen there is nothing to move, so no buttons or dots.
  const [movable, setMovable] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => {
      setSelected(embla.selectedScrollSnap());
      setMovable(embla.canScrollNext() || embla.canScrollPrev());
    };
    onSelect();
    embla.on("select", onSelect).on("reInit", onSelect);
    return () => {
      embla.off("select", onSelect).off("reInit", onSelect);
    };
  }, [embla]);

  const previous = useCallback(() => embla?.scrollPrev(reducedMotion()), [embla]);
  const next = useCallback(() => embla?.scrollNext(reducedMotion()), [embla]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      previous();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      next();
    }
  };

  return (
    // The arrow keys move the carousel while focus is inside it.
    <section
      aria-roledescription="carousel"
      aria-labelledby="testimonials-heading"
      onKeyDown={onKeyDown}
      className="mt-8"
    >
      <div className="overflow-hidden" ref={viewport} aria-live="polite">
        <ul className="-ml-4 flex">
          {testimonials.map((testimonial, index) => (
            <li
              key={testimonial.id}
              aria-roledescription="slide"
              aria-label={t("siteContent.testimonials.slide", {
                position: index + 1,
                total: testimonials.length,
              })}
              className="min-w-0 shrink-0 grow-0 basis-full pl-4 md:basis-1/2 lg:basis-1/3"
            >
              <figure className="flex h-full flex-col rounded-2xl border border-border bg-surface p-6">
                <div className="flex items-start justify-between gap-2">
                  <Quote className="size-6 text-accent" aria-hidden />
                  {testimonial.isSample ? (
                    <span className="rounded-full border border-border px-2 py-0.5 text-xs font-medium text-muted-foreground">
                      {t("siteContent.testimonials.sample")}
                    </span>
                  ) : null}
                </div>
                <blockquote className="mt-4 flex-1 font-display text-lg leading-relaxed">
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className="mt-6 text-sm">
                  <span className="font-semibold">{testimonial.authorName}</span>
                  {testimonial.authorRole || testimonial.plan ? (
                    <span className="text-muted-foreground">
                      {testimonial.authorRole ? `, ${testimonial.authorRole}` : ""}
                      {testimonial.plan
                        ? ` · ${t("siteContent.testimonials.plan", { plan: testimonial.plan })}`
                        : ""}
                    </span>
                  ) : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
      <div className={cn("mt-6 flex items-center justify-between gap-4", !movable && "hidden")}>
        <ul className="flex flex-wrap gap-1">
          {testimonials.map((testimonial, index) => (
            <li key={testimonial.id}>
              <button
                type="button"
                aria-label={t("siteContent.testimonials.show", { position: index + 1 })}
                aria-current={index === selected ? "true" : undefined}
                onClick={() => embla?.scrollTo(index, reducedMotion())}
                className="group inline-flex size-8 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden
                  className={cn(
                    "block size-2.5 rounded-full border border-muted-foreground transition-colors",
                    index === selected ? "bg-foreground" : "bg-transparent group-hover:bg-muted-foreground",
                  )}
                />
              </button>
            </li>
          ))}
        </ul>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={t("siteContent.testimonials.previous")}
            onClick={previous}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={t("siteContent.testimonials.next")}
            onClick={next}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
    </section>
  );
}

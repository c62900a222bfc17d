import { useQuery } from "@tanstack/react-query";
import { PricingPage as PricingContent } from "#client/features/billing/pricing/pages/pricing-page.tsx";
import { siteContentQueryOptions } from "#client/features/site-content/api/site-content.ts";
import { TestimonialCarousel } from "#client/features/site-content/components/testimonial-carousel.tsx";

/** The pricing page (billing) with the quotes the team manages (site content). */
export function PricingPage() {
  const testimonials = useQuery(siteContentQueryOptions()).data?.testimonials ?? [];
  return (
    <PricingContent
      testimonials={testimonials.length ? <TestimonialCarousel testimonials={testimonials} /> : null}
    />
  );
}

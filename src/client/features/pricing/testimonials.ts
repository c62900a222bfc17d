export type Testimonial = { quote: string; name: string; role: string; plan: "Starter" | "Pro" | "Premium" };

// Quotes must come from real customers who agreed to be quoted (German competition law forbids
// invented reviews); replace and extend these as plans are sold.
export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      "My old portfolio was a PDF nobody opened. Now agencies find my website, and the gallery does the talking.",
    name: "Lena H.",
    role: "Model, Munich",
    plan: "Pro",
  },
  {
    quote: "I wanted a site that looks like my photographs: quiet and sharp. That is exactly what I got.",
    name: "Daniel K.",
    role: "Photographer, Hamburg",
    plan: "Starter",
  },
  {
    quote:
      "The booking system saves me hours of messages every week, and clients can buy my presets in the shop.",
    name: "Amara O.",
    role: "Content creator, Berlin",
    plan: "Premium",
  },
  {
    quote: "The logo and the link-in-bio page finally make my Instagram look like one brand.",
    name: "Sofia M.",
    role: "Dancer, Vienna",
    plan: "Pro",
  },
  {
    quote: "Whenever I need a change, I write one message and it is done. That personal contact is worth it.",
    name: "Noah F.",
    role: "Stylist, Zurich",
    plan: "Premium",
  },
];

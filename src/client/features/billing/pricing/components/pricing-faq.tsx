import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import type { ReactNode } from "react";
import { Link } from "react-router";

const FAQ: { question: string; answer: ReactNode }[] = [
  {
    question: "How does billing work?",
    answer:
      "Every plan is a monthly subscription, charged at the start of each month. There is no minimum term beyond the current month and no setup fee.",
  },
  {
    question: "Can I cancel at any time?",
    answer:
      "Yes. You can cancel whenever you like in your settings; the cancellation takes effect at the end of the billing cycle, and you keep everything the plan includes until then. Fees already paid are not refunded, except where the law requires it.",
  },
  {
    question: "Can I switch to another plan later?",
    answer:
      "Yes. Start small and move up when you need more, or move down if you need less: in your settings, Manage Subscription lets you switch plans, cancel, or take a cancellation back.",
  },
  {
    question: "What happens after I choose a plan?",
    answer: (
      <>
        Your plan starts as soon as the payment is confirmed, and your settings show what it includes. With
        Premium, the Premium Talent badge appears on your Vitrine profile and card right away, for as long as
        the plan runs. Your website and brand are made with you by our team:{" "}
        <Link to="/contact" className="text-accent underline underline-offset-4">
          write to us
        </Link>{" "}
        and we start.
      </>
    ),
  },
  {
    question: "Do I need a Vitrine profile to buy a plan?",
    answer:
      "You need a free Vitrine account. Your reviewed talent profile stays free whether or not you buy a plan; the plans add your own website, branding and promotion.",
  },
  {
    question: "Can I use my own domain?",
    answer:
      "Yes, every plan includes a custom domain. If you do not have one yet, we help you choose a name and set it up.",
  },
  {
    question: "Is my website GDPR-compliant?",
    answer:
      "Yes. Your website follows the same rules as Vitrine: fonts and images are served from our own servers, nothing tracks your visitors without their consent, and the legal pages a German website needs are included.",
  },
  {
    question: "Which plan is right for me?",
    answer: (
      <>
        Starter suits talents who want a professional home online, Pro those who want a recognisable brand,
        and Premium those who want to stand out on Vitrine and run campaigns. Still unsure?{" "}
        <Link to="/contact" className="text-accent underline underline-offset-4">
          Ask us for a free consultation
        </Link>
        .
      </>
    ),
  },
];

/** The pricing questions as an accordion: one open at a time, each a button that says whether it is expanded. */
export function PricingFaq() {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="mt-8 divide-y divide-border rounded-2xl border border-border bg-surface"
    >
      {FAQ.map((item) => (
        <Accordion.Item key={item.question} value={item.question}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left font-sans text-base font-semibold">
                {item.question}
                <ChevronDown
                  className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-data-[state=open]:rotate-180"
                  aria-hidden
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-muted-foreground">{item.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

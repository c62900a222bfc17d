import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import { Link } from "react-router";
import { T } from "#client/lib/i18n/t.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import type { MessageId } from "#shared/i18n/translator";

const contactLink = <Link to="/contact" className="text-accent underline underline-offset-4" />;

/** Each question and its answer; an answer may link to the contact page (`<0>…</0>` in the message). */
const FAQ: readonly { question: MessageId; answer: MessageId }[] = [
  { question: "billing.faq.billing.question", answer: "billing.faq.billing.answer" },
  { question: "billing.faq.cancel.question", answer: "billing.faq.cancel.answer" },
  { question: "billing.faq.switch.question", answer: "billing.faq.switch.answer" },
  { question: "billing.faq.after.question", answer: "billing.faq.after.answer" },
  { question: "billing.faq.profile.question", answer: "billing.faq.profile.answer" },
  { question: "billing.faq.domain.question", answer: "billing.faq.domain.answer" },
  { question: "billing.faq.gdpr.question", answer: "billing.faq.gdpr.answer" },
  { question: "billing.faq.which.question", answer: "billing.faq.which.answer" },
];

/** The pricing questions as an accordion: one open at a time, each a button that says whether it is expanded. */
export function PricingFaq() {
  const t = useT();
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
                {t(item.question)}
                <ChevronDown
                  className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-data-[state=open]:rotate-180"
                  aria-hidden
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-muted-foreground">
            <T id={item.answer} components={{ 0: contactLink }} />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

import { ArrowLeft } from "lucide-react";
import { createContext, type ReactNode, useContext } from "react";
import { Link } from "react-router";
import { T } from "#client/lib/i18n/t.tsx";
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import type { MessageId } from "#shared/i18n/translator";
import { BindingVersion } from "./binding-version.tsx";

export type LegalSectionInfo = { id: string; title: MessageId };

// The page's sections, so each section takes its number from the table of contents.
const SectionsContext = createContext<LegalSectionInfo[]>([]);

/**
 * The frame of a legal page: Back to Home, the title, the date the text took effect, which language's
 * text is binding, a table of contents (these texts are long, and most visitors read them on a
 * phone), then the sections.
 */
export function LegalPage({
  title,
  lead,
  effective,
  sections,
  children,
}: {
  title: string;
  lead: string;
  /** The calendar date the text took effect, `YYYY-MM-DD`. */
  effective: string;
  sections?: LegalSectionInfo[];
  children: ReactNode;
}) {
  const t = useT();
  const { calendarDate } = useFormat();
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 md:py-16">
      <Link
        to="/"
        className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t("legal.page.backHome")}
      </Link>
      <h1 className="mt-4 font-display text-3xl font-semibold hyphens-auto [overflow-wrap:break-word] sm:text-4xl md:text-5xl">
        {title}
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">{lead}</p>
      <p className="mt-2 text-sm text-muted-foreground">
        {t("legal.page.effective", { date: calendarDate(effective) })}
      </p>
      <BindingVersion />
      {sections ? (
        <nav
          aria-label={t("legal.page.contents")}
          className="mt-8 rounded-2xl border border-border bg-surface p-5"
        >
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-muted-foreground">
            {t("legal.page.contents")}
          </h2>
          <ol className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-9 items-center underline-offset-4 hover:text-accent hover:underline"
                >
                  {index + 1}. {t(section.title)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="mt-10 space-y-10">
        <SectionsContext.Provider value={sections ?? []}>{children}</SectionsContext.Provider>
      </div>
    </article>
  );
}

/** One part of a legal text, numbered as in the contents; its paragraphs, lists and links get the reading styles. */
export function LegalSection({ section, children }: { section: LegalSectionInfo; children: ReactNode }) {
  const t = useT();
  const number = useContext(SectionsContext).findIndex((s) => s.id === section.id) + 1;
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-heading`}
      className="scroll-mt-20 leading-relaxed [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4 [&_h3]:mt-6 [&_h3]:font-sans [&_h3]:text-base [&_h3]:font-semibold [&_li]:mt-1.5 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6"
    >
      <h2 id={`${section.id}-heading`} className="font-display text-2xl font-semibold">
        {number > 0 ? `${number}. ` : ""}
        {t(section.title)}
      </h2>
      {children}
    </section>
  );
}

/** A paragraph of one message: plain, or with links and emphasis in its `<0>…</0>` tags. */
export function Para({ id, ...rest }: Parameters<typeof T>[0]) {
  return (
    <p>
      <T id={id} {...rest} />
    </p>
  );
}

/** A list item of one message, like `Para`. */
export function Item({ id, ...rest }: Parameters<typeof T>[0]) {
  return (
    <li>
      <T id={id} {...rest} />
    </li>
  );
}

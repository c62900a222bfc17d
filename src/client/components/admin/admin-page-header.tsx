import type { ReactNode } from "react";
import { useT } from "#client/lib/i18n/use-t.ts";
import { usePageTitle } from "#client/lib/use-page-title.ts";

/** An admin page's one h1, a lead sentence and the page's main actions. */
export function AdminPageHeader({
  title,
  documentTitle,
  lead,
  actions,
}: {
  title: string;
  /** A document title that depends on the page's data; without it the route's declared title stays. */
  documentTitle?: string;
  lead?: string;
  actions?: ReactNode;
}) {
  const t = useT();
  usePageTitle(documentTitle === undefined ? undefined : t("pages.adminTitle", { title: documentTitle }));
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="font-display text-3xl font-semibold break-words md:text-4xl">{title}</h1>
        {lead ? <p className="mt-2 max-w-2xl text-muted-foreground">{lead}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}

import { useEffect } from "react";
import { documentTitle } from "#shared/routes/page-index";
import { useT } from "./i18n/use-t.ts";

/** Writes the document title and, when given, the meta description. */
export function setDocumentHead(title: string, description?: string): void {
  document.title = title;
  if (description) document.querySelector('meta[name="description"]')?.setAttribute("content", description);
}

/**
 * A title that depends on the page's data ("{title} | Vitrine"), over the one its route declares
 * (src/client/app/routes/); null gives the site's own title, undefined keeps the declared one.
 */
export function usePageTitle(title: string | null | undefined, description?: string): void {
  const t = useT();
  useEffect(() => {
    if (title !== undefined) setDocumentHead(documentTitle(t, title), description);
  }, [title, description, t]);
}

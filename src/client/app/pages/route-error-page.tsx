import { isRouteErrorResponse, useRouteError } from "react-router";
import { useLanguage, useT } from "#client/lib/i18n/use-t.ts";
import { localizedPath } from "#shared/i18n/languages";

/** Shown when a route fails to render; plain markup so it works even if the layout failed. */
export function RouteErrorPage() {
  const error = useRouteError();
  const t = useT();
  const language = useLanguage();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <main className="mx-auto max-w-2xl px-4 py-24">
      <h1 className="font-display text-4xl font-semibold">{t("common.routeError.title")}</h1>
      <p className="mt-4 text-muted-foreground">{t("common.routeError.text")}</p>
      {detail && import.meta.env?.DEV ? (
        <pre className="mt-4 overflow-auto rounded-md bg-surface-muted p-4 text-sm">{detail}</pre>
      ) : null}
      <a
        href={localizedPath(language, "/")}
        className="mt-8 inline-block text-accent underline underline-offset-4"
      >
        {t("common.links.backHome")}
      </a>
    </main>
  );
}

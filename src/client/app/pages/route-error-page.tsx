import { isRouteErrorResponse, useRouteError } from "react-router";

/** Shown when a route fails to render; plain markup so it works even if the layout failed. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <main className="mx-auto max-w-2xl px-4 py-24">
      <h1 className="font-display text-4xl font-semibold">Unexpected Application Error!</h1>
      <p className="mt-4 text-muted-foreground">
        Something went wrong while showing this page. Please try again.
      </p>
      {detail && import.meta.env?.DEV ? (
        <pre className="mt-4 overflow-auto rounded-md bg-surface-muted p-4 text-sm">{detail}</pre>
      ) : null}
      <a href="/" className="mt-8 inline-block text-accent underline underline-offset-4">
        Back to Home
      </a>
    </main>
  );
}

import type { I18n } from "@lingui/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { I18nProvider } from "#client/lib/i18n/i18n-context.tsx";
import { useToastHostRequested } from "#client/lib/toast.ts";
import type { Language } from "#shared/i18n/languages";
import { AppSearchActions } from "./search-actions.tsx";

const ThemedToaster = lazy(() => import("./themed-toaster.tsx").then((m) => ({ default: m.ThemedToaster })));

/**
 * The toasts' host: mounted once the page is idle after its first load, or at the first toast if
 * that comes sooner, so a toast shows at once when an action ends, yet is not part of the first visit.
 */
function ToastHost() {
  const requested = useToastHostRequested();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback !== "function") {
      const timer = setTimeout(() => setIdle(true), 2000);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setIdle(true), { timeout: 4000 });
    return () => cancelIdleCallback(handle);
  }, []);
  if (!requested && !idle) return null;
  return (
    <Suspense fallback={null}>
      <ThemedToaster />
    </Suspense>
  );
}

export function Providers({
  queryClient,
  i18n,
  language,
  children,
}: {
  queryClient: QueryClient;
  i18n: I18n;
  language: Language;
  children: ReactNode;
}) {
  return (
    <I18nProvider i18n={i18n} language={language}>
      <QueryClientProvider client={queryClient}>
        <AppSearchActions>{children}</AppSearchActions>
        <ToastHost />
      </QueryClientProvider>
    </I18nProvider>
  );
}

import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { useToastHostRequested } from "../lib/toast.ts";

const ThemedToaster = lazy(() => import("./themed-toaster.tsx").then((m) => ({ default: m.ThemedToaster })));

function ToastHost() {
  const requested = useToastHostRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ThemedToaster />
    </Suspense>
  );
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastHost />
    </QueryClientProvider>
  );
}

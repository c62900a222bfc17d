import { cn } from "#client/lib/cn.ts";

/**
 * One-time costs that the first render would otherwise pay inside its own tasks, each paid before
 * hydrating in a short task of its own (ADR 63): the page's first `Intl.NumberFormat` loads the
 * browser's number data (every plural message formats its number; 11–16 ms on a 2-core host, four
 * times that on a slow phone, and any later format of any language is then quick), and tailwind-merge
 * builds its class tables on the first `cn()` (about 15 ms).
 */
export const HYDRATION_WARM_UPS: readonly ((language: string) => unknown)[] = [
  (language) => new Intl.NumberFormat(language).format(1),
  () => cn("p-0", "p-1"),
];

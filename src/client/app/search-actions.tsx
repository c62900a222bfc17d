import type { ReactNode } from "react";
import { SaveSearchButton } from "#client/features/workspace/saved-searches/save-search-button.tsx";
import { SearchActionsProvider } from "#client/lib/search-actions.tsx";

/** The talents list's search actions: the workspace's "Save this search". */
export function AppSearchActions({ children }: { children: ReactNode }) {
  return <SearchActionsProvider value={SaveSearchButton}>{children}</SearchActionsProvider>;
}

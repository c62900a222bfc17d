import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { readPendingFavourite } from "#client/lib/pending-favourite.ts";
import { type TalentActionsProps, TalentActionsProvider } from "#client/lib/talent-actions.tsx";

// The workspace's actions load after the page, not with it: the first visit's JavaScript budget is
// the public pages' (scripts/check-js-budget.mjs). The server renders them from its first page on.
type ActionsModule = typeof import("./workspace-talent-actions.tsx");
let actionsModule: ActionsModule | undefined;
let actionsLoading: Promise<ActionsModule> | undefined;

/** Loads the actions' module once; the server awaits it before it renders a page. */
export function loadTalentActions(): Promise<ActionsModule> {
  actionsLoading ??= import("./workspace-talent-actions.tsx").then((module) => {
    actionsModule = module;
    return module;
  });
  return actionsLoading;
}

/**
 * A loaded module is handed to React's lazy at once (a thenable that calls back before it returns),
 * so the render that first asks for it has it: a new promise, even a settled one, suspends that
 * render, and the server's string rendering leaves a suspended boundary to the browser, which
 * reports an error and renders it again.
 */
const WorkspaceTalentActions = lazy(() => {
  const loaded = actionsModule;
  if (!loaded) return loadTalentActions().then((module) => ({ default: module.WorkspaceTalentActions }));
  type Loaded = { default: ActionsModule["WorkspaceTalentActions"] };
  const now = {
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, for React's lazy (above).
    then: (use: (value: Loaded) => void) => use({ default: loaded.WorkspaceTalentActions }),
  };
  return now as unknown as Promise<Loaded>;
});

const ApplyPendingFavourite = lazy(() =>
  import("#client/features/workspace/favourites/apply-pending-favourite.tsx").then((m) => ({
    default: m.ApplyPendingFavourite,
  })),
);

/** Room for the actions while they load, the size they take, so nothing moves when they come. */
function ActionsPlaceholder({ placement }: Pick<TalentActionsProps, "placement">) {
  return (
    <span aria-hidden className="flex gap-2">
      <span className="size-11" />
      <span className={placement === "card" ? "size-11" : "h-11 w-11 sm:w-44"} />
    </span>
  );
}

function TalentActions(props: TalentActionsProps) {
  return (
    <Suspense fallback={<ActionsPlaceholder placement={props.placement} />}>
      <WorkspaceTalentActions {...props} />
    </Suspense>
  );
}

/** Sets the favourite a visitor asked for before signing in, when there is one, once they are back. */
function PendingFavourite() {
  const [pending, setPending] = useState(false);
  useEffect(() => setPending(readPendingFavourite() !== null), []);
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <ApplyPendingFavourite />
    </Suspense>
  );
}

/** Gives the talents domain the workspace's actions (the slot in lib/talent-actions.tsx). */
export function AppTalentActions({ children }: { children: ReactNode }) {
  return (
    <TalentActionsProvider value={TalentActions}>
      {children}
      <PendingFavourite />
    </TalentActionsProvider>
  );
}

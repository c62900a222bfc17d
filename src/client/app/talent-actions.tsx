import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { useAuth } from "#client/lib/auth/auth-provider.tsx";
import { readPendingFavourite } from "#client/lib/pending-favourite.ts";
import { type TalentActionsProps, TalentActionsProvider } from "#client/lib/talent-actions.tsx";
import { useHydrated } from "#client/lib/use-hydrated.ts";

// The workspace's actions load once the page runs, not with it: the first visit's JavaScript budget
// is the public pages' (scripts/check-js-budget.mjs). The server's HTML holds their room.
const WorkspaceTalentActions = lazy(() =>
  import("./workspace-talent-actions.tsx").then((m) => ({ default: m.WorkspaceTalentActions })),
);

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
  const hydrated = useHydrated();
  if (!hydrated) return <ActionsPlaceholder placement={props.placement} />;
  return (
    <Suspense fallback={<ActionsPlaceholder placement={props.placement} />}>
      <WorkspaceTalentActions {...props} />
    </Suspense>
  );
}

/** Sets the favourite a visitor asked for before signing in, when there is one, once they are back. */
function PendingFavourite() {
  const { user } = useAuth();
  const signedIn = user?.emailVerified === true;
  const [pending, setPending] = useState(false);
  // Looked at again when the visitor has signed in (the sign-in page brings them back in the app).
  useEffect(() => setPending(signedIn && readPendingFavourite() !== null), [signedIn]);
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

import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useAuth } from "#client/lib/auth/auth-provider.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { clearPendingFavourite, readPendingFavourite } from "#client/lib/pending-favourite.ts";
import { toast } from "#client/lib/toast.ts";
import { setFavourite, workspaceKeys } from "./favourites-api.ts";

/**
 * Sets the favourite a visitor asked for before signing in, once the account is signed in with a
 * confirmed address (the sign-in pages brought it back to the page it came from).
 */
export function ApplyPendingFavourite() {
  const t = useT();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const confirmed = user?.emailVerified === true;
  useEffect(() => {
    if (!confirmed) return;
    const pending = readPendingFavourite();
    if (!pending) return;
    clearPendingFavourite();
    setFavourite({ talentId: pending.talentId, favourite: true })
      .then(() => {
        queryClient.setQueryData<string[]>(workspaceKeys.favouriteIds(), (old) =>
          old ? [pending.talentId, ...old.filter((id) => id !== pending.talentId)] : old,
        );
        void queryClient.invalidateQueries({ queryKey: workspaceKeys.favourites() });
        toast.success(t("workspace.heart.pendingAdded"));
      })
      .catch(() => toast.error(t("workspace.heart.failed")));
  }, [confirmed, queryClient, t]);
  return null;
}

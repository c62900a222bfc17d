import type { ReactNode } from "react";
import { ApplyPendingFavourite } from "#client/features/workspace/favourites/apply-pending-favourite.tsx";
import { FavouriteHeart } from "#client/features/workspace/favourites/favourite-heart.tsx";
import { AddToShortlistButton } from "#client/features/workspace/shortlists/add-to-shortlist-button.tsx";
import { type TalentActionsProps, TalentActionsProvider } from "#client/lib/talent-actions.tsx";

/** The actions on every talent card and profile: the workspace's favourite heart and "Add to shortlist". */
function WorkspaceTalentActions(props: TalentActionsProps) {
  return (
    <>
      <FavouriteHeart {...props} />
      <AddToShortlistButton {...props} />
    </>
  );
}

/**
 * Gives the talents domain the workspace's actions (the slot in lib/talent-actions.tsx), and sets
 * the favourite a visitor asked for before signing in once they are back.
 */
export function AppTalentActions({ children }: { children: ReactNode }) {
  return (
    <TalentActionsProvider value={WorkspaceTalentActions}>
      {children}
      <ApplyPendingFavourite />
    </TalentActionsProvider>
  );
}

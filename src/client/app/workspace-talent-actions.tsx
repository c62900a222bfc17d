import { FavouriteHeart } from "#client/features/workspace/favourites/favourite-heart.tsx";
import { AddToShortlistButton } from "#client/features/workspace/shortlists/add-to-shortlist-button.tsx";
import type { TalentActionsProps } from "#client/lib/talent-actions.tsx";

/** The actions on every talent card and profile: the workspace's favourite heart and "Add to shortlist". */
export function WorkspaceTalentActions(props: TalentActionsProps) {
  return (
    <>
      <FavouriteHeart {...props} />
      <AddToShortlistButton {...props} />
    </>
  );
}

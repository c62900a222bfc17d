import { TalentCard } from "#client/features/talents/components/talent-card.tsx";
import { FavouritesPage as WorkspaceFavouritesPage } from "#client/features/workspace/favourites/favourites-page.tsx";

/** The workspace's favourites, shown with the talents domain's cards (each with its heart). */
export function FavouritesPage() {
  return <WorkspaceFavouritesPage renderCard={(talent) => <TalentCard talent={talent} />} />;
}

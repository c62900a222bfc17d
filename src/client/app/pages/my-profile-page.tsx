import { MyProfilePage as TalentsMyProfilePage } from "#client/features/talents/dashboard/my-profile-page.tsx";
import { TalentInterestCard } from "#client/features/workspace/talent-interest/talent-interest-card.tsx";

/** The talent's own profile, with how many favourites and shortlists it is on (counts only). */
export function MyProfilePage() {
  return <TalentsMyProfilePage aside={<TalentInterestCard />} />;
}

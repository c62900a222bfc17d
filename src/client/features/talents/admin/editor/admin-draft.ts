import type { Badge, Talent, TalentStatus } from "#shared/talents/talent.schema";
import type { AdminTalentFields } from "#shared/talents/talent-profile.schema";

/** The Admin step's values: what only administrators set. */
export type AdminDraft = {
  status: TalentStatus;
  userId: string | null;
  badges: Badge[];
  featured: boolean;
  isTopTalent: boolean;
};

export function adminDraftFromTalent(talent: Talent | null): AdminDraft {
  return {
    status: talent?.status ?? "pending",
    userId: talent?.userId ?? null,
    badges: talent?.badges ?? [],
    featured: talent?.featured ?? false,
    isTopTalent: talent?.isTopTalent ?? false,
  };
}

/** What the Admin step sends: every admin field, badges in the catalogue's order. */
export function adminPatch(draft: AdminDraft, badgeOrder: readonly Badge[]): AdminTalentFields {
  return {
    status: draft.status,
    userId: draft.userId,
    badges: badgeOrder.filter((badge) => draft.badges.includes(badge)),
    featured: draft.featured,
    isTopTalent: draft.isTopTalent,
  };
}

export function isAdminDraftDirty(draft: AdminDraft, saved: AdminDraft): boolean {
  return (
    draft.status !== saved.status ||
    draft.userId !== saved.userId ||
    draft.featured !== saved.featured ||
    draft.isTopTalent !== saved.isTopTalent ||
    [...draft.badges].sort().join() !== [...saved.badges].sort().join()
  );
}

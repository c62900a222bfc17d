import type { z } from "zod";
import { BADGES, type Talent } from "#shared/talents/talent.schema";
import { AdminTalentFieldsSchema } from "#shared/talents/talent-profile.schema";

/**
 * The Admin step's values, what only administrators set, checked by the server's own rules. It sends
 * every admin field, badges in the catalogue's order.
 */
export const AdminDraftSchema = AdminTalentFieldsSchema.omit({ featuredOrder: true })
  .required()
  .transform((draft) => ({ ...draft, badges: BADGES.filter((badge) => draft.badges.includes(badge)) }));
export type AdminDraft = z.input<typeof AdminDraftSchema>;

/** The saved values; badges in the catalogue's order, as the step keeps them. */
export function adminDraftFromTalent(talent: Talent | null): AdminDraft {
  return {
    status: talent?.status ?? "pending",
    userId: talent?.userId ?? null,
    badges: BADGES.filter((badge) => talent?.badges.includes(badge)),
    featured: talent?.featured ?? false,
    isTopTalent: talent?.isTopTalent ?? false,
  };
}

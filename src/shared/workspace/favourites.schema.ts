import { z } from "zod";
import { TalentCardSchema } from "#shared/talents/talent.schema";

/** A talent in the path of a favourites route. */
export const FavouriteTalentParamSchema = z.object({ id: z.string().min(1).max(100) });

/** The account's favourite talents as public cards, newest favourite first; only public profiles. */
export const FavouritesSchema = z.object({
  items: z.array(TalentCardSchema.extend({ favouritedAt: z.string() })),
});
export type Favourites = z.infer<typeof FavouritesSchema>;

/** Just the ids of the account's favourite talents, for the hearts on cards and profiles. */
export const FavouriteIdsSchema = z.object({ ids: z.array(z.string()) });
export type FavouriteIds = z.infer<typeof FavouriteIdsSchema>;

/** A talent's place in the favourites after a change. */
export const FavouriteStateSchema = z.object({ talentId: z.string(), favourite: z.boolean() });
export type FavouriteState = z.infer<typeof FavouriteStateSchema>;

import { z } from "zod";

/**
 * How much interest a talent's own profile meets: how many accounts keep it among their favourites
 * and on how many shortlists it is. Counts only: who is never said.
 */
export const TalentInterestSchema = z.object({
  favourites: z.number().int().min(0),
  shortlists: z.number().int().min(0),
});
export type TalentInterest = z.infer<typeof TalentInterestSchema>;

import { z } from "zod";
import { invalid } from "#shared/i18n/validation-message";
import { ImageAssetSchema } from "#shared/media/media.schema";
import { TALENT_STATUSES } from "#shared/talents/talent.schema";

/** One row of the admin's Featured Talents list. */
export const FeaturedTalentSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  image: ImageAssetSchema.nullable(),
  category: z.string(),
  subcategory: z.string(),
  status: z.enum(TALENT_STATUSES),
  featuredOrder: z.number().int().nullable(),
});
export type FeaturedTalent = z.infer<typeof FeaturedTalentSchema>;

export const FeaturedTalentsResponseSchema = z.object({ items: z.array(FeaturedTalentSchema) });

/** The whole order, first to last: every featured talent's id exactly once. */
export const FeaturedOrderRequestSchema = z.object({
  ids: z
    .array(z.string().min(1).max(100))
    .min(1, invalid("validation.featured.orderRequired"))
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, invalid("validation.featured.duplicate")),
});
export type FeaturedOrderRequest = z.infer<typeof FeaturedOrderRequestSchema>;

/** The last 6 characters of an id, as the list shows it to tell talents of the same name apart. */
export function shortId(id: string): string {
  return id.slice(-6);
}

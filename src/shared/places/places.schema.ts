import { z } from "zod";
import { LANGUAGES } from "#shared/i18n/languages";
import type { MessageId } from "#shared/i18n/message-id";

/** A place check's message: the id of a message of the places catalogs (translated where shown). */
const placeIssue = (id: MessageId & `places.${string}`): string => id;

/** The longest text the place search accepts. */
export const PLACE_QUERY_MAX = 80;

/** What the place search reads: the text typed so far and the page's language (for the labels). */
export const PlacesQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, placeIssue("places.validation.queryEmpty"))
    .max(PLACE_QUERY_MAX, placeIssue("places.validation.queryTooLong")),
  lang: z.enum(LANGUAGES).default("en"),
});
export type PlacesQuery = z.infer<typeof PlacesQuerySchema>;

/** A place's GeoNames id, as the path of GET /api/places/{id} and a profile's save carry it. */
export const PlaceIdSchema = z.number().int().min(1).max(2_147_483_647);

export const PlaceParamsSchema = z.object({
  id: z.coerce.number().pipe(PlaceIdSchema),
});
export const PlaceLanguageQuerySchema = z.object({ lang: z.enum(LANGUAGES).default("en") });

/** One suggestion of the place search. */
export const PlaceSuggestionSchema = z.object({
  /** The GeoNames id. */
  id: z.number().int(),
  /** The name to show: the gazetteer's, or the spelling the search matched (München for Munich). */
  name: z.string(),
  /** Where it is, in the page's language: "Germany", "IL, United States". */
  label: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
});
export type PlaceSuggestion = z.infer<typeof PlaceSuggestionSchema>;

export const PlaceSuggestionsSchema = z.object({ places: z.array(PlaceSuggestionSchema) });
export type PlaceSuggestions = z.infer<typeof PlaceSuggestionsSchema>;

/** A place with its coordinates (degrees, WGS 84). */
export const PlaceSchema = PlaceSuggestionSchema.extend({
  latitude: z.number(),
  longitude: z.number(),
});
export type Place = z.infer<typeof PlaceSchema>;

import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import type { TalentFilters } from "#shared/talents/talent-filters";
import { distanceOfFilters, type PlaceCentre } from "./talent-distance-centre.ts";
import {
  type ApprovalWindow,
  countTalentsFirstApprovedIn,
  listTalentsFirstApprovedIn,
} from "./talents-query.repository.ts";

/**
 * Public talents matching filters that first went public within a window (a saved search's news),
 * a place's distance filter included: a place the gazetteer no longer has matches nobody.
 */
export function talentsFirstApproved(placeCentre: PlaceCentre) {
  return {
    count: async (db: Kysely<Database>, filters: TalentFilters, window: ApprovalWindow) => {
      const distance = distanceOfFilters(filters, placeCentre);
      return distance === null ? 0 : countTalentsFirstApprovedIn(db, filters, window, distance);
    },
    list: async (db: Kysely<Database>, filters: TalentFilters, window: ApprovalWindow, limit: number) => {
      const distance = distanceOfFilters(filters, placeCentre);
      return distance === null ? [] : listTalentsFirstApprovedIn(db, filters, window, limit, distance);
    },
  };
}

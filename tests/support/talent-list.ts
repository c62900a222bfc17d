import { expect } from "vitest";
import { EARTH_RADIUS_M, type GeoPoint } from "#shared/talents/talent-distance";
import type { TestApp } from "./test-app.ts";

/** A card of the public list as the tests read it. */
export type ListedTalent = { id: string; name: string; createdAt: string; distanceKm?: number };
/** One page of the public list. */
export type TalentListBody = {
  items: ListedTalent[];
  total?: number;
  totalCapped?: boolean;
  nextCursor: string | null;
};

/** GET /api/talents?<query>, which must answer 200. */
export async function listTalents(t: TestApp, query: string): Promise<TalentListBody> {
  const res = await t.request(`/api/talents?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as TalentListBody;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance in metres between two points on a sphere of the mean Earth radius: a
 * plain haversine, the tests' reference for what the databases compute.
 */
export function haversineM(a: GeoPoint, b: GeoPoint): number {
  const h =
    Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(radians(a.latitude)) *
      Math.cos(radians(b.latitude)) *
      Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

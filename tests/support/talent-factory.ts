import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import { insertTalent, type TalentWrite } from "#server/talent-records/talents.repository";
import { talentSlug } from "#shared/talents/slug";

let sequence = 0;

/** A complete talent record with sensible defaults; later ones are newer. */
export function talentRecord(overrides: Partial<TalentWrite> = {}): TalentWrite {
  sequence += 1;
  const id = overrides.id ?? randomUUID();
  const name = overrides.name ?? `Talent ${sequence}`;
  const stamp = new Date(Date.UTC(2026, 0, 1) + sequence * 60_000).toISOString();
  return {
    id,
    userId: null,
    slug: talentSlug(name, id),
    name,
    image: null,
    category: "visual-arts-media",
    subcategory: "model",
    location: "Munich",
    place: null,
    age: 25,
    bio: "A talent made for tests.",
    languages: ["de"],
    badges: [],
    paymentOptions: ["PAY"],
    specifics: {},
    measurements: { lengthUnits: "metric", sizeSystem: "eu" },
    measurementsUpdatedAt: null,
    gallery: [],
    contact: { email: "talent@example.com", instagram: "talent", showEmail: true },
    inquiriesEnabled: true,
    joined: stamp.slice(0, 10),
    featured: false,
    featuredOrder: null,
    isTopTalent: false,
    status: "approved",
    createdAt: stamp,
    updatedAt: stamp,
    rejectionReason: null,
    ...overrides,
  };
}

/** Inserts talents (each with its languages and payment options) and returns them. */
export async function insertTalents(db: Kysely<Database>, records: TalentWrite[]): Promise<TalentWrite[]> {
  await db.transaction().execute(async (trx) => {
    for (const record of records) await insertTalent(trx, record);
  });
  return records;
}

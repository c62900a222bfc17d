import path from "node:path";
import { openSqlite } from "#server/db/database";
import { migrateToLatest } from "#server/db/migrate";
import { CATEGORIES } from "#shared/catalogue/categories";
import { LANGUAGE_CODES } from "#shared/catalogue/languages";
import { usesMeasurements } from "#shared/measurements/measured-categories";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";

const CITIES = [
  "Munich",
  "Berlin",
  "Hamburg",
  "Cologne",
  "Frankfurt",
  "Stuttgart",
  "Düsseldorf",
  "Leipzig",
  "Vienna",
  "Zurich",
];

/** Deterministic pseudo-random numbers, so every run seeds the same data. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * Fills DATA_DIR's SQLite database with `count` approved talents that look like real ones: a hero
 * image with four widths, two or three languages, a bio of a few sentences.
 */
export async function seedBenchTalents(dataDir: string, count: number): Promise<void> {
  const database = openSqlite(path.join(dataDir, "vitrine.db"));
  try {
    await migrateToLatest(database.db);
    const rand = random(42);
    const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)] as T;
    for (let start = 0; start < count; start += 1000) {
      const records = Array.from({ length: Math.min(1000, count - start) }, (_, offset) => {
        const i = start + offset;
        const category = pick(CATEGORIES);
        const subcategory = pick(category.subcategories as readonly { value: string }[]).value;
        return talentRecord({
          name: `Bench Talent ${i}`,
          category: category.value,
          subcategory,
          location: pick(CITIES),
          age: 18 + Math.floor(rand() * 40),
          languages: [pick(LANGUAGE_CODES), pick(["de", "en"])],
          paymentOptions: rand() > 0.5 ? ["PAY", "TFP"] : ["PAY"],
          measurements: {
            ...(usesMeasurements(subcategory) ? { height: 155 + Math.floor(rand() * 40) } : {}),
            lengthUnits: "metric",
            sizeSystem: "eu",
          },
          bio: "A realistic bio of a few sentences about the work, the studio and the projects this talent enjoys. ".repeat(
            3,
          ),
          image: {
            id: `img-${i}`,
            width: 1200,
            height: 1600,
            placeholder:
              "data:image/webp;base64,UklGRlAAAABXRUJQVlA4IEQAAADwAQCdASoQABUAPm0wlEekIyGhKAgAgA2JaQAAVHxhjKLqHUPlhpmAAAD++/0AAAAA",
            variants: [320, 640, 960, 1280].map((w) => ({
              width: w,
              url: `/media/images/img-${i}/${w}.webp`,
            })),
          },
        });
      });
      await insertTalents(database.db, records);
    }
    database.optimize();
  } finally {
    await database.close();
  }
}

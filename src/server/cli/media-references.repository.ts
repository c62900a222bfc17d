import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "#server/db/schema";
import { talentMediaPrefixes } from "#server/talent-records/talent-media";
import { GalleryItemSchema, ImageAssetSchema } from "#shared/media/media.schema";

const BATCH = 500;
const ImageColumn = ImageAssetSchema.nullable();
const GalleryColumn = z.array(GalleryItemSchema);

/**
 * Every storage prefix any talent profile uses, read in batches. Unlike the app's own reading
 * (which shows a profile with an empty gallery when its JSON does not parse), a value that does not
 * parse stops the sweep: treating its files as unreferenced would delete a profile's media.
 */
export async function referencedMediaPrefixes(db: Kysely<Database>): Promise<Set<string>> {
  const prefixes = new Set<string>();
  let after = "";
  for (;;) {
    const rows = await db
      .selectFrom("talents")
      .select(["id", "image", "gallery"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      const image = ImageColumn.safeParse(row.image === null ? null : parseJson(row.image));
      const gallery = GalleryColumn.safeParse(parseJson(row.gallery));
      if (!image.success || !gallery.success) {
        throw new Error(`The media of talent ${row.id} cannot be read; nothing was removed.`);
      }
      for (const prefix of talentMediaPrefixes({ image: image.data, gallery: gallery.data })) {
        prefixes.add(prefix);
      }
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return prefixes;
    after = last.id;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

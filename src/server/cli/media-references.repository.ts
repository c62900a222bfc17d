import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "#server/db/schema";
import { talentMediaPrefixes } from "#server/talent-records/talent-media";
import { GalleryItemSchema, ImageAssetSchema } from "#shared/media/media.schema";

const BATCH = 500;
const ImageColumn = ImageAssetSchema.nullable();
const GalleryColumn = z.array(GalleryItemSchema);

/**
 * Every storage prefix any talent profile uses, in its public version or in a change waiting for
 * review (ADR 41), read in batches. Unlike the app's own reading (which shows a profile with an empty
 * gallery when its JSON does not parse), a value that does not parse stops the sweep: treating its
 * files as unreferenced would delete a profile's media.
 */
export async function referencedMediaPrefixes(db: Kysely<Database>): Promise<Set<string>> {
  const prefixes = new Set<string>();
  await addTalentRows(db, prefixes);
  await addPendingChanges(db, prefixes);
  return prefixes;
}

function addMedia(prefixes: Set<string>, id: string, image: unknown, gallery: unknown): void {
  const parsedImage = ImageColumn.safeParse(image);
  const parsedGallery = GalleryColumn.safeParse(gallery);
  if (!parsedImage.success || !parsedGallery.success) {
    throw new Error(`The media of talent ${id} cannot be read; nothing was removed.`);
  }
  for (const prefix of talentMediaPrefixes({ image: parsedImage.data, gallery: parsedGallery.data })) {
    prefixes.add(prefix);
  }
}

async function addTalentRows(db: Kysely<Database>, prefixes: Set<string>): Promise<void> {
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
      addMedia(prefixes, row.id, row.image === null ? null : parseJson(row.image), parseJson(row.gallery));
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = last.id;
  }
}

async function addPendingChanges(db: Kysely<Database>, prefixes: Set<string>): Promise<void> {
  let after = "";
  for (;;) {
    const rows = await db
      .selectFrom("talent_drafts")
      .select(["talent_id", "content"])
      .where("talent_id", ">", after)
      .orderBy("talent_id")
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      const content = parseJson(row.content) as { image?: unknown; gallery?: unknown } | undefined;
      addMedia(prefixes, row.talent_id, content?.image, content?.gallery);
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = last.talent_id;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

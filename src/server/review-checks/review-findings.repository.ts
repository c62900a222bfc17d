import { randomUUID } from "node:crypto";
import type { Db } from "#server/db/schema";
import {
  type FindingDetails,
  FindingDetailsSchema,
  type ReviewFinding,
} from "#shared/review-checks/review-findings.schema";

/** Replaces the talent's findings with those of the version just checked, all stamped `now`. */
export async function replaceFindings(
  db: Db,
  talentId: string,
  findings: FindingDetails[],
  now: string,
): Promise<void> {
  await db.deleteFrom("review_findings").where("talent_id", "=", talentId).execute();
  if (findings.length === 0) return;
  await db
    .insertInto("review_findings")
    .values(
      findings.map((details) => ({
        id: randomUUID(),
        talent_id: talentId,
        check: details.check,
        details: JSON.stringify(details),
        created_at: now,
      })),
    )
    .execute();
}

/** The talent's findings, in the order the checks made them. Rows that cannot be read are skipped. */
export async function listFindings(db: Db, talentId: string): Promise<ReviewFinding[]> {
  const rows = await db
    .selectFrom("review_findings")
    .selectAll()
    .where("talent_id", "=", talentId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.flatMap((row) => {
    const details = FindingDetailsSchema.safeParse(JSON.parse(row.details));
    return details.success ? [{ id: row.id, createdAt: row.created_at, details: details.data }] : [];
  });
}

export type StoredHash = {
  mediaId: string;
  talentId: string;
  hash: string;
  mirroredHash: string;
  width: number;
  height: number;
  sharpness: number;
};

export async function listHashes(db: Db): Promise<StoredHash[]> {
  const rows = await db.selectFrom("media_hashes").selectAll().execute();
  return rows.map((r) => ({
    mediaId: r.media_id,
    talentId: r.talent_id,
    hash: r.hash,
    mirroredHash: r.mirrored_hash,
    width: r.width,
    height: r.height,
    sharpness: r.sharpness,
  }));
}

export async function hashesOf(db: Db, mediaIds: string[]): Promise<Map<string, StoredHash>> {
  if (mediaIds.length === 0) return new Map();
  const rows = await db.selectFrom("media_hashes").selectAll().where("media_id", "in", mediaIds).execute();
  return new Map(
    rows.map((r) => [
      r.media_id,
      {
        mediaId: r.media_id,
        talentId: r.talent_id,
        hash: r.hash,
        mirroredHash: r.mirrored_hash,
        width: r.width,
        height: r.height,
        sharpness: r.sharpness,
      },
    ]),
  );
}

export async function insertHash(db: Db, hash: StoredHash, now: string): Promise<void> {
  await db
    .insertInto("media_hashes")
    .values({
      media_id: hash.mediaId,
      talent_id: hash.talentId,
      hash: hash.hash,
      mirrored_hash: hash.mirroredHash,
      width: hash.width,
      height: hash.height,
      sharpness: hash.sharpness,
      created_at: now,
    })
    .onConflict((oc) => oc.column("media_id").doNothing())
    .execute();
}

/** How many findings each of these talents has (absent: none). */
export async function countFindings(db: Db, talentIds: string[]): Promise<Map<string, number>> {
  if (talentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("review_findings")
    .select(["talent_id"])
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("talent_id", "in", talentIds)
    .groupBy("talent_id")
    .execute();
  return new Map(rows.map((r) => [r.talent_id, Number(r.n)]));
}

export async function countHashes(db: Db, talentId: string): Promise<number> {
  const row = await db
    .selectFrom("media_hashes")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("talent_id", "=", talentId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

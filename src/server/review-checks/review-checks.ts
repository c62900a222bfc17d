import type { Db } from "#server/db/schema";
import type { Logger } from "#server/lib/logger";
import type { MediaStorage } from "#server/media/media-storage";
import { findTalentById } from "#server/talent-records/talents.repository";
import type { FindingDetails } from "#shared/review-checks/review-findings.schema";
import type { Talent } from "#shared/talents/talent.schema";
import { findContactDetails } from "./contact-details.ts";
import { nudityFindings } from "./nudity-check.ts";
import type { NudityClassifier } from "./nudity-classifier.ts";
import { hashPictures, pictureFindings, picturesOf } from "./picture-checks.ts";
import { profileGaps } from "./profile-completeness.ts";
import { countHashes, replaceFindings } from "./review-findings.repository.ts";

/** Contact details quoted from the name and the bio. */
export function contactFindings(talent: Talent): FindingDetails[] {
  return (["name", "bio"] as const).flatMap((field) =>
    findContactDetails(talent[field]).map(({ kind, text }) => ({
      check: "contact-details" as const,
      field,
      kind,
      text,
    })),
  );
}

export type ReviewCheckDeps = {
  db: Db;
  media: MediaStorage;
  log: Logger;
  now?: () => Date;
  /** Scores the pictures' nudity likelihood (ADR 54); absent, that check is off. */
  nudity?: NudityClassifier;
  /** How long the submission waits for the nudity check before it goes on without it. */
  nudityTimeoutMs?: number;
};

/**
 * The longest a submission waits for the nudity check (ADR 54): ten pictures take about 1 s on an
 * idle machine with the model loaded, 7 s on a busy one loading it first.
 */
export const NUDITY_TIMEOUT_MS = 30_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The nudity check took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The nudity likelihood of the profile's pictures. The model failing (loading or on a picture) or
 * taking too long never costs the other checks' findings nor holds up the submission: it is logged,
 * and this check finds nothing this time.
 */
async function nudityFindingsOrNone(deps: ReviewCheckDeps, talent: Talent): Promise<FindingDetails[]> {
  const { nudity } = deps;
  if (!nudity) return [];
  const started = performance.now();
  try {
    const findings = await within(
      nudityFindings({ media: deps.media, nudity }, talent),
      deps.nudityTimeoutMs ?? NUDITY_TIMEOUT_MS,
    );
    deps.log.info(
      { talentId: talent.id, findings: findings.length, ms: Math.round(performance.now() - started) },
      "nudity check",
    );
    return findings;
  } catch (error) {
    deps.log.error({ talentId: talent.id, err: error }, "nudity check failed");
    return [];
  }
}

/**
 * Runs every check on the profile's working version (the one submitted) and replaces its findings.
 * Returns what it found; a profile that is gone has none.
 */
export async function runReviewChecks(deps: ReviewCheckDeps, talentId: string): Promise<FindingDetails[]> {
  const talent = await findTalentById(deps.db, talentId);
  if (!talent) return [];
  const now = (deps.now?.() ?? new Date()).toISOString();
  const cache = new Map<string, Promise<Talent | undefined>>();
  const profileOf = (id: string) => {
    const known = cache.get(id);
    if (known) return known;
    const found = findTalentById(deps.db, id);
    cache.set(id, found);
    return found;
  };
  const findings = [
    ...contactFindings(talent),
    ...profileGaps(talent),
    ...(await pictureFindings(deps, talent, now, profileOf)),
    ...(await nudityFindingsOrNone(deps, talent)),
  ];
  await replaceFindings(deps.db, talent.id, findings, now);
  return findings;
}

/**
 * Runs the checks once a submission has committed, in its request (ADR 52): the talent's answer waits
 * for them, but a failure never undoes the submission. It is logged and leaves the last findings.
 */
export async function checkSubmission(deps: ReviewCheckDeps, talentId: string): Promise<void> {
  const started = performance.now();
  try {
    const findings = await runReviewChecks(deps, talentId);
    deps.log.info(
      { talentId, findings: findings.length, ms: Math.round(performance.now() - started) },
      "review checks",
    );
  } catch (error) {
    deps.log.error({ talentId, err: error }, "review checks failed");
  }
}

/**
 * Hashes every picture of every profile that has no hash yet (the backfill after this check landed;
 * `npm run media:hashes`). New pictures are hashed when their profile is submitted. Returns how many
 * pictures it hashed.
 */
export async function hashAllPictures(deps: Omit<ReviewCheckDeps, "log">): Promise<number> {
  const now = (deps.now?.() ?? new Date()).toISOString();
  const ids = await deps.db.selectFrom("talents").select("id").orderBy("id").execute();
  let hashed = 0;
  for (const { id } of ids) {
    const talent = await findTalentById(deps.db, id);
    if (!talent) continue;
    const pictures = picturesOf(talent);
    const before = await countHashes(deps.db, id);
    await hashPictures(deps, id, pictures, now);
    hashed += (await countHashes(deps.db, id)) - before;
  }
  return hashed;
}

import type { MediaStorage } from "#server/media/media-storage";
import type { ImageAsset } from "#shared/media/media.schema";
import type { FindingDetails } from "#shared/review-checks/review-findings.schema";
import type { Talent } from "#shared/talents/talent.schema";
import { MODEL_INPUT_SIDE, type NudityClassifier } from "./nudity-classifier.ts";
import { largestVariant, picturesOf, readAll } from "./picture-checks.ts";

/**
 * A picture whose porn, hentai and sexy probabilities add up to at least this is flagged (ADR 54):
 * generated and drawn pictures without nudity score up to 0.69 (docs/bench/review-checks.md).
 */
export const NUDITY_THRESHOLD = 0.8;

/** The variant the model reads: the smallest at least as wide as its input, else the largest. */
function classifiedVariant(image: ImageAsset) {
  const sorted = [...image.variants].sort((a, b) => a.width - b.width);
  return sorted.find((v) => v.width >= MODEL_INPUT_SIDE) ?? largestVariant(image);
}

const rounded = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The profile's pictures the model finds likely to show nudity, each with its scores: a hint for the
 * administrator, who decides (artistic nudes may be fine). Throws when the model fails; the caller
 * logs it and keeps the other checks' findings.
 */
export async function nudityFindings(
  deps: { media: MediaStorage; nudity: NudityClassifier },
  talent: Talent,
): Promise<FindingDetails[]> {
  const findings: FindingDetails[] = [];
  for (const { image } of picturesOf(talent)) {
    const bytes = await readAll(deps.media, classifiedVariant(image).url);
    if (!bytes) continue;
    const { porn, hentai, sexy } = await deps.nudity.classify(bytes);
    const score = rounded(porn + hentai + sexy);
    if (score < NUDITY_THRESHOLD) continue;
    findings.push({
      check: "nudity-likely",
      mediaId: image.id,
      url: largestVariant(image).url,
      score,
      threshold: NUDITY_THRESHOLD,
      scores: { porn: rounded(porn), hentai: rounded(hentai), sexy: rounded(sexy) },
    });
  }
  return findings;
}

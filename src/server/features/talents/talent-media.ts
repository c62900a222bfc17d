import type { Talent } from "#shared/talents/talent.schema";
import { imagePrefix } from "../../media/image-pipeline.ts";

/** The storage prefixes of every file a talent's profile uses (hero, gallery images, reels, audio). */
export function talentMediaPrefixes(talent: Pick<Talent, "image" | "gallery">): string[] {
  const prefixes: string[] = [];
  if (talent.image) prefixes.push(imagePrefix(talent.image.id));
  for (const item of talent.gallery) {
    if (item.type === "image") prefixes.push(imagePrefix(item.image.id));
    else prefixes.push(item.url.replace(/^\/media\//, "").replace(/[^/]+$/, ""));
  }
  return prefixes;
}

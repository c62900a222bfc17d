import { describe, expect, it } from "vitest";
import type { GalleryItem, ImageAsset } from "#shared/media/media.schema";
import { talentRecord } from "#tests/support/talent-factory";
import { profileGaps } from "./profile-completeness.ts";

const image = (id: string): ImageAsset => ({
  id,
  width: 1280,
  height: 960,
  placeholder: "",
  variants: [{ width: 1280, url: `/media/images/${id}/1280.webp` }],
});
const pictures = (n: number): GalleryItem[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `g${i}`,
    type: "image",
    image: image(`g${i}`),
    description: "",
  }));
const reel: GalleryItem = {
  id: "v",
  type: "video",
  url: "/media/v.mp4",
  mimeType: "video/mp4",
  description: "",
};

describe("what a profile lacks for its category", () => {
  it("asks nothing more of a singer with a hero and three gallery pictures", () => {
    const talent = talentRecord({ subcategory: "singer", image: image("h"), gallery: pictures(3) });
    expect(profileGaps(talent)).toEqual([]);
  });

  it("names a missing hero and too few gallery pictures; reels do not count as pictures", () => {
    const talent = talentRecord({ subcategory: "singer", image: null, gallery: [...pictures(2), reel] });
    expect(profileGaps(talent)).toEqual([
      { check: "incomplete-profile", missing: "hero" },
      { check: "incomplete-profile", missing: "gallery", have: 2, need: 3 },
    ]);
  });

  it("asks a model, an actor or a dancer for measurements, and no one else", () => {
    const full = { image: image("h"), gallery: pictures(3) };
    for (const subcategory of ["model", "actor", "dancer"]) {
      expect(
        profileGaps(
          talentRecord({ ...full, subcategory, measurements: { lengthUnits: "metric", sizeSystem: "eu" } }),
        ),
      ).toEqual([{ check: "incomplete-profile", missing: "measurements" }]);
      expect(
        profileGaps(
          talentRecord({
            ...full,
            subcategory,
            measurements: { height: 176, lengthUnits: "metric", sizeSystem: "eu" },
          }),
        ),
      ).toEqual([]);
    }
    expect(profileGaps(talentRecord({ ...full, subcategory: "photographer" }))).toEqual([]);
  });
});

import { TALENT_LOOKS } from "./cast.ts";
import type { Outfit, Person } from "./person.ts";
import type { Picture } from "./picture.ts";
import * as camera from "./pictures/camera-work.ts";
import * as dance from "./pictures/dance.ts";
import * as models from "./pictures/models.ts";
import * as music from "./pictures/music.ts";
import * as spaces from "./pictures/spaces.ts";
import * as styling from "./pictures/styling.ts";

/** Shorthand for an outfit: top colour and kind, sleeves, bottom colour and kind, shoes. */
function wearing(
  top: string,
  topKind: Outfit["top"]["kind"],
  sleeves: Outfit["top"]["sleeves"],
  bottom: string,
  bottomKind: Outfit["bottom"]["kind"],
  shoes = "#1c1a19",
): Outfit {
  return {
    top: { colour: top, kind: topKind, sleeves },
    bottom: { colour: bottom, kind: bottomKind },
    shoes,
  };
}

/**
 * Each sample talent's pictures, hero first, then one per gallery description in order. The
 * talent appears in their own hero; their gallery shows them at work or the work itself.
 */
const PEOPLE: Record<string, (who: Person) => Picture[]> = {
  // Lena Hartmann, model
  "a3f1c2e4-5b6d-4e7f-8a9b-0c1d2e3f4a5b": (who) => [
    models.modelFullLength(
      who,
      wearing("#b88a5e", "coat", "long", "#1f1d1c", "trousers", "#3a2c24"),
      "#cdbfb1",
    ),
    models.modelWalkingOutdoors(who, wearing("#8f3f26", "knit", "long", "#e6dccb", "wide", "#3a2c24")),
    models.beautyCloseUp(who, wearing("#efe6dc", "tank", "none", "#efe6dc", "trousers"), "#e6d3cb"),
    models.modelKnitCampaign(who, wearing("#e9dfcc", "turtleneck", "long", "#3a3532", "trousers"), "#9aa59a"),
  ],
  // Malik Osei, model
  "b7e2d4f6-1a3c-4b5d-9e8f-2a4c6e8b0d1f": (who) => [
    models.modelFullLength(who, wearing("#2d3a4a", "jacket", "long", "#2d3a4a", "trousers"), "#b9c3c9"),
    models.modelAfterRun(who, wearing("#e2553a", "tank", "none", "#1d1f24", "shorts", "#f1efe9")),
    models.monochromePortrait(who, wearing("#1c1c1c", "turtleneck", "long", "#1c1c1c", "trousers")),
    models.modelOnStreet(who, wearing("#5b6140", "jacket", "long", "#cbbd9d", "wide", "#f1efe9")),
  ],
  // Sofía Márquez, photographer
  "c9a8b7c6-d5e4-4f3a-b2c1-d0e9f8a7b6c5": (who) => [
    camera.photographerWithCamera(who, wearing("#2b3440", "shirt", "long", "#c9b9a0", "trousers")),
    camera.musicianPortrait(),
    camera.harbourAtDawn(),
    camera.headshotSheet(),
  ],
  // Jonas Weber, videographer
  "d1e2f3a4-b5c6-4d7e-8f9a-b0c1d2e3f4a5": (who) => {
    const outfit = wearing("#3d4b3c", "jacket", "long", "#2a2c30", "trousers", "#4a3527");
    return [
      camera.videographerOnLocation(who, outfit),
      camera.musicVideoStill(),
      camera.behindTheScenes(who, wearing("#1f2326", "tee", "short", "#2a2c30", "trousers")),
      camera.colourGradeSplit(),
    ];
  },
  // Amara Nwosu, singer
  "e5f6a7b8-c9d0-4e1f-a2b3-c4d5e6f7a8b9": (who) => [
    music.singerAtMicrophone(who, wearing("#8a1f35", "tank", "none", "#8a1f35", "gown")),
    music.singerInClub(who, wearing("#1f5a4a", "tank", "none", "#1f5a4a", "gown")),
    music.singerRecording(who, wearing("#d9c7a6", "knit", "long", "#222222", "trousers")),
    music.festivalStage(who, wearing("#e8c35a", "tank", "none", "#e8c35a", "gown")),
  ],
  // Yuki Tanaka, dancer
  "f0a1b2c3-d4e5-4f6a-b7c8-d9e0f1a2b3c4": (who) => [
    dance.dancerMidLeap(who, wearing("#f1ede6", "tank", "none", "#f1ede6", "wide", "none")),
    dance.dancerRehearsal(who, wearing("#2b2b30", "tee", "short", "#2b2b30", "trousers", "none")),
    dance.dancerNeon(who, wearing("#f0ebe3", "jacket", "long", "#1d1f2a", "wide", "#f0ebe3")),
    dance.dancerOutdoors(who, wearing("#c9593f", "tank", "none", "#e8dfcf", "wide", "none")),
  ],
  // DJ Kairo, musician / DJ
  "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d": (who) => {
    const black = wearing("#1d1f24", "tee", "short", "#2a2c30", "trousers");
    return [
      music.djAtDecks(who, black),
      music.warehouseParty(who, black),
      music.rooftopSet(who, wearing("#e9e4da", "shirt", "short", "#2a2c30", "trousers")),
      music.producerInStudio(who, wearing("#3a3f5a", "tee", "short", "#2a2c30", "trousers")),
    ];
  },
  // Clara Rossi, make-up artist
  "1b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e": (who) => [
    styling.makeupArtistAtMirror(who, wearing("#e7d2c8", "shirt", "long", "#2a2626", "trousers")),
    styling.bridalLook(),
    styling.graphicLinerCloseUp(),
    styling.filmSetTouchUp(who, wearing("#1f1d1f", "tee", "short", "#1f1d1f", "trousers")),
  ],
  // Noah Müller, stylist
  "2c3d4e5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f": (who) => [
    styling.stylistAtRail(who, wearing("#e9e2d2", "shirt", "long", "#3a4150", "trousers", "#5a3a26")),
    styling.menswearLook(),
    styling.bandOnStage(),
    styling.vintageFlatLay(),
  ],
};

/** Talents that are places show their rooms. */
const PLACES: Record<string, () => Picture[]> = {
  // Studio Lichtwerk, studio
  "3d4e5f6a-7b8c-4d9e-9fa0-2b3c4d5e6f7a": () => [
    spaces.studioHall(),
    spaces.daylightHallWide(),
    spaces.cycloramaSetUp(),
    spaces.makeupRoom(),
  ],
};

/** The ids of the sample talents that have pictures here. */
export const PORTFOLIO_IDS = [...Object.keys(PEOPLE), ...Object.keys(PLACES)];

/** How a sample talent looks in their pictures; undefined for a place, whose pictures show its rooms. */
export const talentLooks = (talentId: string): Person | undefined => TALENT_LOOKS[talentId];

/** The pictures of one sample talent: its hero, then its gallery in the order of its descriptions. */
export function samplePortfolio(talentId: string): Picture[] {
  const looks = TALENT_LOOKS[talentId];
  const pictures = looks ? PEOPLE[talentId]?.(looks) : PLACES[talentId]?.();
  if (!pictures) throw new Error(`No sample pictures for the talent ${talentId}`);
  return pictures;
}

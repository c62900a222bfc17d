import { HAIR, IRIS, type Person } from "./person.ts";

/**
 * The people in the talents' work who are not the talents themselves: a photographer's sitters,
 * a videographer's lead, a make-up artist's bride. Invented, like the talents.
 */
export const SUBJECTS = {
  guitarist: {
    skin: "tan",
    hair: { style: "short", colour: HAIR.black },
    eyes: IRIS.brown,
    build: "broad",
    beard: true,
  },
  sitterA: { skin: "porcelain", hair: { style: "bob", colour: HAIR.ash }, eyes: IRIS.grey, build: "slim" },
  sitterB: {
    skin: "brown",
    hair: { style: "crop", colour: HAIR.black },
    eyes: IRIS.darkBrown,
    build: "broad",
  },
  sitterC: {
    skin: "medium",
    hair: { style: "long", colour: HAIR.black },
    eyes: IRIS.brown,
    build: "slim",
    lipstick: "#9c4152",
  },
  sitterD: { skin: "dark", hair: { style: "bun", colour: HAIR.black }, eyes: IRIS.darkBrown, build: "slim" },
  videoLead: {
    skin: "lightOlive",
    hair: { style: "waves", colour: HAIR.black },
    eyes: IRIS.brown,
    build: "slim",
    lipstick: "#b2344a",
  },
  filmModel: {
    skin: "tan",
    hair: { style: "long", colour: HAIR.darkBrown },
    eyes: IRIS.brown,
    build: "slim",
  },
  bride: {
    skin: "light",
    hair: { style: "bun", colour: HAIR.brown },
    eyes: IRIS.blue,
    build: "slim",
    lipstick: "#b8646a",
  },
  linerSitter: {
    skin: "deep",
    hair: { style: "crop", colour: HAIR.black },
    eyes: IRIS.darkBrown,
    build: "slim",
  },
  actor: {
    skin: "light",
    hair: { style: "short", colour: HAIR.darkBrown },
    eyes: IRIS.hazel,
    build: "broad",
    beard: true,
  },
  menswearModel: {
    skin: "brown",
    hair: { style: "crop", colour: HAIR.black },
    eyes: IRIS.darkBrown,
    build: "broad",
  },
  bandSinger: { skin: "fair", hair: { style: "long", colour: HAIR.auburn }, eyes: IRIS.green, build: "slim" },
  bandBass: {
    skin: "dark",
    hair: { style: "twists", colour: HAIR.black },
    eyes: IRIS.darkBrown,
    build: "broad",
  },
  bandGuitar: {
    skin: "lightWarm",
    hair: { style: "short", colour: HAIR.black },
    eyes: IRIS.darkBrown,
    build: "slim",
  },
} as const satisfies Record<string, Person>;

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

/**
 * How each sample talent who is a person looks in their pictures, by the talent's id. A talent that
 * is a place (a studio) has none: its pictures show its rooms.
 */
export const TALENT_LOOKS: Record<string, Person> = {
  // Lena Hartmann
  "a3f1c2e4-5b6d-4e7f-8a9b-0c1d2e3f4a5b": {
    skin: "fair",
    hair: { style: "long", colour: HAIR.darkBlonde },
    eyes: IRIS.green,
    build: "slim",
  },
  // Malik Osei
  "b7e2d4f6-1a3c-4b5d-9e8f-2a4c6e8b0d1f": {
    skin: "deep",
    hair: { style: "crop", colour: HAIR.black },
    eyes: IRIS.darkBrown,
    build: "broad",
  },
  // Sofía Márquez
  "c9a8b7c6-d5e4-4f3a-b2c1-d0e9f8a7b6c5": {
    skin: "medium",
    hair: { style: "waves", colour: HAIR.darkBrown },
    eyes: IRIS.brown,
    build: "slim",
  },
  // Jonas Weber
  "d1e2f3a4-b5c6-4d7e-8f9a-b0c1d2e3f4a5": {
    skin: "light",
    hair: { style: "short", colour: HAIR.brown },
    eyes: IRIS.blue,
    build: "broad",
    beard: true,
  },
  // Amara Nwosu
  "e5f6a7b8-c9d0-4e1f-a2b3-c4d5e6f7a8b9": {
    skin: "dark",
    hair: { style: "curls", colour: HAIR.black },
    eyes: IRIS.darkBrown,
    build: "slim",
    lipstick: "#8a2f3c",
  },
  // Yuki Tanaka
  "f0a1b2c3-d4e5-4f6a-b7c8-d9e0f1a2b3c4": {
    skin: "lightWarm",
    hair: { style: "bob", colour: HAIR.black },
    eyes: IRIS.darkBrown,
    build: "slim",
  },
  // DJ Kairo
  "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d": {
    skin: "brown",
    hair: { style: "twists", colour: HAIR.black },
    eyes: IRIS.darkBrown,
    build: "broad",
    beard: true,
  },
  // Clara Rossi
  "1b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e": {
    skin: "lightOlive",
    hair: { style: "bun", colour: HAIR.auburn },
    eyes: IRIS.hazel,
    build: "slim",
    lipstick: "#a8434a",
  },
  // Noah Müller
  "2c3d4e5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f": {
    skin: "porcelain",
    hair: { style: "short", colour: HAIR.ash },
    eyes: IRIS.blue,
    build: "broad",
    beard: true,
  },
};

import { SKIN_TONES, type SkinToneName } from "./skin-tones.ts";

export type HairStyle = "long" | "waves" | "crop" | "short" | "bob" | "curls" | "bun" | "twists";

/** One person's looks, kept the same in every picture of them. */
export type Person = {
  skin: SkinToneName;
  hair: { style: HairStyle; colour: string };
  /** Iris colour. */
  eyes: string;
  build: "slim" | "broad";
  beard?: boolean;
  /** A lipstick; without one the lips are a deeper shade of the skin. */
  lipstick?: string;
};

export type Outfit = {
  top: {
    colour: string;
    kind: "tee" | "knit" | "shirt" | "jacket" | "coat" | "tank" | "turtleneck";
    sleeves: "long" | "short" | "none";
  };
  /** A dress or gown takes the top's colour. */
  bottom: { colour: string; kind: "trousers" | "wide" | "skirt" | "shorts" | "dress" | "gown" };
  /** "none" for bare feet. */
  shoes: string;
};

/** Where the light comes from: the viewer's left (-1) or right (1), with an optional coloured rim. */
export type Light = { side: -1 | 1; rim?: string };

export const skinBase = (p: Person) => SKIN_TONES[p.skin];

export const HAIR = {
  black: "#1b1614",
  darkBrown: "#35251c",
  brown: "#5a3d2a",
  auburn: "#6d3520",
  darkBlonde: "#8c6b47",
  ash: "#5d5247",
} as const;

export const IRIS = {
  darkBrown: "#3a2417",
  brown: "#5b3a22",
  hazel: "#6f5a32",
  green: "#56704a",
  blue: "#4e6f8e",
  grey: "#5f6f78",
} as const;

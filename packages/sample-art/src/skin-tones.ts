import { darken, mix, toLab } from "./colour.ts";

/** The skin colours a person is painted with: a lit side, the base, and two depths of shadow. */
export type Skin = { highlight: string; base: string; shadow: string; deep: string };

/**
 * Derives the lit and shaded skin from its base tone the way skin behaves under light: shadows
 * turn warmer and redder (light scattered under the skin), never grey; highlights turn paler.
 */
export function skinFrom(base: string): Skin {
  return {
    highlight: mix(base, "#f6d6bf", 0.3),
    base,
    shadow: darken(mix(base, "#a4533c", 0.28), 0.1),
    deep: darken(mix(base, "#7c3727", 0.32), 0.3),
  };
}

/** The skin tones of the people drawn, from very light to very dark. */
export const SKIN_TONES = {
  porcelain: "#f3dccd",
  fair: "#ecccb6",
  light: "#e4bb9e",
  lightWarm: "#e8c3a2",
  lightOlive: "#d8ae8a",
  medium: "#c4916b",
  tan: "#a6765a",
  brown: "#87573c",
  dark: "#634031",
  deep: "#47302a",
} as const;

export type SkinToneName = keyof typeof SKIN_TONES;

/**
 * Where human skin lies in CIELAB, so no face is drawn yellow, green, orange or blue.
 *
 * The anchor is the Monk Skin Tone Scale (Google, 2022), ten swatches from the lightest to the
 * darkest skin: #f6ede4 #f3e7db #f7ead0 #eadaba #d7bd96 #a07e56 #825c43 #604134 #3a312a #292420.
 * They span L* 14.6-94.2, a* 0.2-12.3 (always a little red) and b* 3.5-26.7 (always a little
 * yellow), at hue angles 49-89 degrees. The box below is that range widened for light and shade
 * (shadowed skin reads redder, so a* may rise to 22 and the hue angle fall to 35 degrees), and
 * capped in chroma: a green face has a* below 0, a blue one b* below 0, and a yellow (#f2c94c,
 * b* 65) or orange (#e07a5f, chroma 49) one far more chroma than any skin.
 */
const SKIN_REGION = { L: [12, 95], a: [0, 22], b: [3, 30], chroma: 32, hue: [35, 90] } as const;

export function isBelievableSkin(hex: string): boolean {
  const { L, a, b } = toLab(hex);
  const chroma = Math.hypot(a, b);
  const hue = (Math.atan2(b, a) * 180) / Math.PI;
  const r = SKIN_REGION;
  return (
    L >= r.L[0] &&
    L <= r.L[1] &&
    a >= r.a[0] &&
    a <= r.a[1] &&
    b >= r.b[0] &&
    b <= r.b[1] &&
    chroma <= r.chroma &&
    hue >= r.hue[0] &&
    hue <= r.hue[1]
  );
}

/**
 * The Individual Typology Angle (Chardon et al., 1991), the dermatologists' measure of how light
 * a skin is: above 55 degrees is "very light", below -30 "dark".
 */
export function individualTypologyAngle(hex: string): number {
  const { L, b } = toLab(hex);
  return (Math.atan((L - 50) / b) * 180) / Math.PI;
}

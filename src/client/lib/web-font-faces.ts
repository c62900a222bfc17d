import frauncesLatinExt from "@fontsource-variable/fraunces/files/fraunces-latin-ext-wght-normal.woff2?url";
import frauncesLatin from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import frauncesVietnamese from "@fontsource-variable/fraunces/files/fraunces-vietnamese-wght-normal.woff2?url";
import interCyrillicExt from "@fontsource-variable/inter/files/inter-cyrillic-ext-wght-normal.woff2?url";
import interCyrillic from "@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2?url";
import interGreekExt from "@fontsource-variable/inter/files/inter-greek-ext-wght-normal.woff2?url";
import interGreek from "@fontsource-variable/inter/files/inter-greek-wght-normal.woff2?url";
import interLatinExt from "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import interVietnamese from "@fontsource-variable/inter/files/inter-vietnamese-wght-normal.woff2?url";
import type { WebFontFace } from "./web-fonts.ts";

/** fontsource's unicode ranges of the subsets (the same in both families). */
const LATIN =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";
const LATIN_EXT =
  "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF";
const VIETNAMESE =
  "U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+1EA0-1EF9,U+20AB";
const CYRILLIC = "U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116";
const CYRILLIC_EXT = "U+0460-052F,U+1C80-1C8A,U+20B4,U+2DE0-2DFF,U+A640-A69F,U+FE2E-FE2F";
const GREEK = "U+0370-0377,U+037A-037F,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03FF";
const GREEK_EXT = "U+1F00-1FFF";

/**
 * The web fonts' faces (variable weight, normal style), fontsource's subsets. The type stacks name the
 * families from the start (src/client/styles.css); until a face is added the browser sets the text in
 * the next name, the metric-matched local fallback. `early` marks the faces every page's text uses
 * (Latin, English and German alike): they are fetched before they are added.
 */
export const WEB_FONT_FACES: readonly WebFontFace[] = [
  { family: "Inter Variable", url: interCyrillicExt, unicodeRange: CYRILLIC_EXT },
  { family: "Inter Variable", url: interCyrillic, unicodeRange: CYRILLIC },
  { family: "Inter Variable", url: interGreekExt, unicodeRange: GREEK_EXT },
  { family: "Inter Variable", url: interGreek, unicodeRange: GREEK },
  { family: "Inter Variable", url: interVietnamese, unicodeRange: VIETNAMESE },
  { family: "Inter Variable", url: interLatinExt, unicodeRange: LATIN_EXT },
  { family: "Inter Variable", url: interLatin, unicodeRange: LATIN, early: true },
  { family: "Fraunces Variable", url: frauncesVietnamese, unicodeRange: VIETNAMESE },
  { family: "Fraunces Variable", url: frauncesLatinExt, unicodeRange: LATIN_EXT },
  { family: "Fraunces Variable", url: frauncesLatin, unicodeRange: LATIN, early: true },
];

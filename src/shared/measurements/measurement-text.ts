import type { Translate } from "#shared/i18n/translator";
import { LENGTH_FORMATS, SIZE_FORMAT, SIZE_SYSTEM_LABELS } from "./labels.ts";
import type { LengthParts } from "./lengths.ts";
import type { SizeSystem } from "./units.ts";

/** Numbers in the page's language (useFormat().number). */
export type FormatNumber = (value: number) => string;

/** A length as it reads: "175 cm", "34.5 in", "5 ft 9 in". */
export function lengthText(t: Translate, number: FormatNumber, parts: LengthParts): string {
  switch (parts.unit) {
    case "cm":
      return t(LENGTH_FORMATS.cm, { cm: number(parts.cm) });
    case "in":
      return t(LENGTH_FORMATS.in, { inches: number(parts.inches) });
    case "ft-in":
      return t(LENGTH_FORMATS["ft-in"], { feet: number(parts.feet), inches: number(parts.inches) });
  }
}

/** A size as it reads, with its system: "EU 38.5", "UK 8". */
export function sizeText(t: Translate, number: FormatNumber, system: SizeSystem, size: number): string {
  return t(SIZE_FORMAT, { system: t(SIZE_SYSTEM_LABELS[system]), size: number(size) });
}

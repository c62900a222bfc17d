import { describe, expect, it } from "vitest";
import { CATALOG_FILES } from "#shared/i18n/catalog-files";
import { EYE_COLOURS, HAIR_COLOURS, MEASUREMENT_FIELDS } from "./fields.ts";
import {
  EYE_COLOUR_LABELS,
  HAIR_COLOUR_LABELS,
  LENGTH_FORMATS,
  LENGTH_RANGE_MESSAGES,
  LENGTH_UNIT_SYMBOLS,
  LENGTH_UNITS_LABELS,
  MEASUREMENT_FIELD_LABELS,
  SHOE_CHART_LABELS,
  SIZE_FORMAT,
  SIZE_RANGE_MESSAGES,
  SIZE_SYSTEM_LABELS,
  UNIT_CHOICE_LABEL,
  UNIT_CHOICE_LABELS,
} from "./labels.ts";

const en: Record<string, string> = CATALOG_FILES.en["site/measurements"];
const de: Record<string, string> = CATALOG_FILES.de["site/measurements"];

describe("the measurements' names", () => {
  const ids = [
    ...Object.values(MEASUREMENT_FIELD_LABELS),
    ...Object.values(LENGTH_UNIT_SYMBOLS),
    ...Object.values(LENGTH_FORMATS),
    SIZE_FORMAT,
    ...Object.values(LENGTH_UNITS_LABELS),
    ...Object.values(SIZE_SYSTEM_LABELS),
    ...Object.values(SHOE_CHART_LABELS),
    UNIT_CHOICE_LABEL,
    ...Object.values(UNIT_CHOICE_LABELS),
    ...Object.values(HAIR_COLOUR_LABELS),
    ...Object.values(EYE_COLOUR_LABELS),
    ...Object.values(LENGTH_RANGE_MESSAGES),
    ...Object.values(SIZE_RANGE_MESSAGES),
  ];

  it("are written in both languages", () => {
    for (const id of ids) {
      expect(en[id], id).toBeTruthy();
      expect(de[id], id).toBeTruthy();
    }
  });

  it("name every field and every colour of the lists", () => {
    expect(Object.keys(MEASUREMENT_FIELD_LABELS)).toEqual([...MEASUREMENT_FIELDS]);
    expect(Object.keys(HAIR_COLOUR_LABELS)).toEqual([...HAIR_COLOURS]);
    expect(Object.keys(EYE_COLOUR_LABELS)).toEqual([...EYE_COLOURS]);
  });

  it("read a length and a size with the numbers in place", () => {
    expect(en[LENGTH_FORMATS["ft-in"]]).toBe("{feet} ft {inches} in");
    expect(de[LENGTH_FORMATS["ft-in"]]).toBe("{feet} Fuß {inches} Zoll");
    expect(en[SIZE_FORMAT]).toBe("{system} {size}");
  });
});

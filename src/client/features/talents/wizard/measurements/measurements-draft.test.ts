import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  convertUnits,
  type MeasurementsDraft,
  MeasurementsDraftSchema,
  measurementsDraftOf,
  measurementsFromDraft,
} from "./measurements-draft.ts";

/** The measurements a draft sends, or its messages by field. */
function sent(draft: MeasurementsDraft) {
  const result = MeasurementsDraftSchema.transform(
    (d, ctx) => measurementsFromDraft(d, ctx) ?? z.NEVER,
  ).safeParse(draft);
  if (result.success) return result.data;
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

const empty = measurementsDraftOf({}, String);
const german = (n: number) => String(n).replace(".", ",");

describe("the measurements' inputs", () => {
  it("show stored lengths and sizes exactly as entered, in the talent's units", () => {
    const draft = measurementsDraftOf(
      {
        height: 175.26,
        hips: 87.63,
        shoeSize: 36.5,
        shoeChart: "women",
        dressSize: 36,
        lengthUnits: "imperial",
        sizeSystem: "uk",
      },
      String,
    );
    expect(draft.height).toEqual({ feet: "5", amount: "9", cm: 175.26 });
    expect(draft.hips).toEqual({ feet: "", amount: "34.5", cm: 87.63 });
    expect(draft.shoeSize).toEqual({ size: "4", eu: 36.5 });
    expect(draft.dressSize).toEqual({ size: "10", eu: 36 });
    expect(measurementsDraftOf({ waist: 61.5 }, german).waist.amount).toBe("61,5");
  });

  it("send what was typed, converted to centimetres and EU sizes", () => {
    expect(
      sent({
        ...empty,
        lengthUnits: "imperial",
        sizeSystem: "us",
        shoeChart: "men",
        height: { feet: "5", amount: "9", cm: null },
        bust: { feet: "", amount: "34,5", cm: null },
        shoeSize: { size: "10", eu: null },
        hairColour: "auburn",
      }),
    ).toEqual({
      lengthUnits: "imperial",
      sizeSystem: "us",
      shoeChart: "men",
      height: 175.26,
      bust: 87.63,
      shoeSize: 42.5,
      hairColour: "auburn",
    });
    expect(sent(empty)).toEqual({ lengthUnits: "metric", sizeSystem: "eu" });
  });

  it("keep a stored value while switching units back and forth", () => {
    const saved = measurementsDraftOf({ height: 175, shoeSize: 36, shoeChart: "women" }, String);
    const imperial = convertUnits(
      saved,
      { lengthUnits: "imperial", sizeSystem: "uk", shoeChart: "women" },
      String,
    );
    expect(imperial.height).toEqual({ feet: "5", amount: "9", cm: 175 });
    expect(imperial.shoeSize).toEqual({ size: "4", eu: 36 });
    // Saved in other units unchanged, the stored values stay as they were.
    expect(sent(imperial)).toMatchObject({ height: 175, shoeSize: 36 });
    const back = convertUnits(
      imperial,
      { lengthUnits: "metric", sizeSystem: "eu", shoeChart: "women" },
      String,
    );
    expect(back).toEqual(saved);
  });

  it("send a new value once the talent changes one after switching", () => {
    const saved = measurementsDraftOf({ height: 175 }, String);
    const imperial = convertUnits(
      saved,
      { lengthUnits: "imperial", sizeSystem: "eu", shoeChart: "" },
      String,
    );
    expect(sent({ ...imperial, height: { ...imperial.height, amount: "10" } })).toMatchObject({
      height: 177.8,
    });
  });

  it("say what is wrong, next to the field", () => {
    expect(
      sent({
        ...empty,
        height: { feet: "", amount: "1750", cm: null },
        bust: { feet: "", amount: "86.3", cm: null },
        waist: { feet: "", amount: "sixty", cm: null },
        shoeSize: { size: "39", eu: null },
      }),
    ).toEqual({
      "measurements.height": "measurements.validation.height.range",
      "measurements.bust": "measurements.validation.length.step",
      "measurements.waist": "measurements.validation.number",
      "measurements.shoeChart": "measurements.validation.shoeChart.required",
    });
    const imperial = { ...empty, lengthUnits: "imperial" } as const;
    expect(sent({ ...imperial, height: { feet: "5.5", amount: "", cm: null } })).toEqual({
      "measurements.height": "measurements.validation.feet.whole",
    });
    expect(sent({ ...imperial, height: { feet: "5", amount: "12", cm: null } })).toEqual({
      "measurements.height": "measurements.validation.inches.belowFoot",
    });
  });
});

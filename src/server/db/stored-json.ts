import type { z } from "zod";

/** A stored JSON value that does not read back as what was written (ADR 30). */
export type DamagedValue = { table: string; id: string; column: string; reason: string };

/**
 * A record whose stored JSON cannot be read. Thrown where the record is about to be changed: a save
 * would otherwise write the stand-in value over what is stored, and lose it for good.
 */
export class StoredDataError extends Error {
  constructor(readonly damaged: DamagedValue[]) {
    const first = damaged[0];
    super(
      `Stored data of ${first?.table ?? "a record"} ${first?.id ?? ""} cannot be read (${damaged.map((d) => d.column).join(", ")}).`,
    );
  }
}

let report: (damaged: DamagedValue) => void = (damaged) =>
  console.error(JSON.stringify({ level: 50, msg: "stored data cannot be read", ...damaged }));

/** Sends reports of damaged stored values to the app's log (set once at start). */
export function reportDamagedValuesTo(reporter: (damaged: DamagedValue) => void): void {
  report = reporter;
}

/**
 * Reads a JSON column through its schema. A value that is not JSON, or not what the schema says, is
 * never silently replaced: it is added to `damaged`, reported with the record's id, and the
 * `standIn` is returned for display only (writers refuse records with damage, see StoredDataError).
 */
export function readStoredJson<T>(
  where: { table: string; id: string; column: string },
  schema: z.ZodType<T>,
  text: string | null,
  standIn: T,
  damaged: DamagedValue[],
): T {
  if (text === null) return schema.safeParse(null).success ? (null as T) : fail("the value is missing");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return fail(`not JSON: ${(err as Error).message}`);
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  return fail(`not the expected shape: ${issue?.path.join(".") || "value"} ${issue?.message ?? ""}`.trim());

  function fail(reason: string): T {
    const entry = { ...where, reason };
    damaged.push(entry);
    report(entry);
    return standIn;
  }
}

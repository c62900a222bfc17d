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
 * The shape a column holds. Every write is validated by the shared schemas first (ADR 24 reads them
 * back without parsing them again, for speed), so a cheap check of the outer shape is enough to
 * catch text that was damaged or edited by hand.
 */
export type StoredShape = "array" | "object" | "object-or-null";

const hasShape = (value: unknown, shape: StoredShape) =>
  shape === "array"
    ? Array.isArray(value)
    : typeof value === "object" && !Array.isArray(value) && (value !== null || shape === "object-or-null");

/**
 * Reads a JSON column. A value that is not JSON, or not of its shape, is never silently replaced: it
 * is reported with the record's id, added to `damaged` when the caller collects them, and the
 * `standIn` is returned for display only (writers refuse records with damage, see StoredDataError).
 */
export function readStoredJson<T>(
  where: { table: string; id: string; column: string },
  shape: StoredShape,
  text: string | null,
  standIn: T,
  damaged?: DamagedValue[],
): T {
  let value: unknown = null;
  let reason: string | undefined;
  if (text !== null) {
    try {
      value = JSON.parse(text);
    } catch (err) {
      reason = `not JSON: ${(err as Error).message}`;
    }
  }
  if (reason === undefined && hasShape(value, shape)) return value as T;
  const entry = { ...where, reason: reason ?? `not ${shape === "array" ? "an array" : "an object"}` };
  damaged?.push(entry);
  report(entry);
  return standIn;
}

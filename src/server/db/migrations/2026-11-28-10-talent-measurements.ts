import { type Kysely, sql } from "kysely";

// Frozen once landed: a schema change is a new migration file.
// Measurements as data (ADR 48). `measurements` holds a talent's measurements as JSON: lengths in
// centimetres, sizes as EU sizes, with the units the talent enters them in; `measurements_updated_at`
// when a value last changed (null: unknown). The values the public list filters on are copied into
// columns of their own, each indexed like the height: whole centimetres (`height_cm`, which already
// exists, and the bust, waist, hips and inseam), the EU shoe size (half sizes, so a real number) and
// the hair and eye colours.
//
// Moved: the height a model, actor or dancer gave in the free-text specifics, when it is a number of
// whole or half centimetres from 50 to 250 ("175", 175, "175 cm"), becomes their measured height, in
// the row and in a change waiting for review; every other specific stays as written. `height_cm` is
// taken from the measured height from now on, so it is cleared where there is none (a photographer's
// height was never a body measurement the list should find).

const MEASURED = ["model", "actor", "dancer"];
const FILTER_COLUMNS: [name: string, type: "integer" | "real" | "text"][] = [
  ["bust_cm", "integer"],
  ["waist_cm", "integer"],
  ["hips_cm", "integer"],
  ["inseam_cm", "integer"],
  ["shoe_size_eu", "real"],
  ["hair_colour", "text"],
  ["eye_colour", "text"],
];
const INDEXED = ["bust_cm", "waist_cm", "hips_cm", "inseam_cm", "shoe_size_eu", "hair_colour", "eye_colour"];

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function parseObject(text: string | null): Json | undefined {
  try {
    const value: unknown = JSON.parse(text ?? "");
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A height in whole or half centimetres from 50 to 250, from a number or a text of just that number. */
function heightOf(value: unknown): number | undefined {
  let height = Number.NaN;
  if (typeof value === "number") height = value;
  else if (typeof value === "string" && /^\d+([.,]\d+)?\s*(cm)?$/i.test(value.trim())) {
    height = Number(
      value
        .trim()
        .replace(/\s*cm$/i, "")
        .replace(",", "."),
    );
  }
  return Number.isInteger(height * 2) && height >= 50 && height <= 250 ? height : undefined;
}

/** The measurements and specifics of a measured profile's content, its height moved. */
function moveHeight(specifics: Json): { specifics: Json; measurements: Json; height: number | null } {
  const height = heightOf(specifics.height);
  const units = { lengthUnits: "metric", sizeSystem: "eu" };
  if (height === undefined) return { specifics, measurements: units, height: null };
  const { height: _moved, ...rest } = specifics;
  return { specifics: rest, measurements: { height, ...units }, height };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("talents")
    .addColumn("measurements", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
  await db.schema.alterTable("talents").addColumn("measurements_updated_at", "text").execute();
  for (const [name, type] of FILTER_COLUMNS) {
    await db.schema.alterTable("talents").addColumn(name, type).execute();
  }
  for (const column of INDEXED) {
    await db.schema
      .createIndex(`talents_status_${column}_idx`)
      .on("talents")
      .columns(["status", column])
      .execute();
  }

  await sql`update talents set height_cm = null`.execute(db);
  const measured = sql.join(MEASURED);
  const { rows } = await sql<{ id: string; specifics: string }>`
    select id, specifics from talents where subcategory in (${measured})`.execute(db);
  for (const row of rows) {
    const specifics = parseObject(row.specifics);
    if (!specifics) continue;
    const moved = moveHeight(specifics);
    if (moved.height === null) continue;
    await sql`update talents set specifics = ${JSON.stringify(moved.specifics)},
      measurements = ${JSON.stringify(moved.measurements)}, height_cm = ${Math.round(moved.height)}
      where id = ${row.id}`.execute(db);
  }

  // A change waiting for review holds the profile's content as JSON: it gets measurements of its
  // own, so that it never shows the row's instead.
  const drafts = await sql<{ talent_id: string; content: string }>`
    select talent_id, content from talent_drafts`.execute(db);
  for (const draft of drafts.rows) {
    const content = parseObject(draft.content);
    if (!content) continue;
    const units = { lengthUnits: "metric", sizeSystem: "eu" };
    const moved =
      MEASURED.includes(String(content.subcategory)) && isObject(content.specifics)
        ? moveHeight(content.specifics)
        : { specifics: content.specifics, measurements: units };
    const next = {
      ...content,
      specifics: moved.specifics,
      measurements: moved.measurements,
      measurementsUpdatedAt: null,
    };
    await sql`update talent_drafts set content = ${JSON.stringify(next)}
      where talent_id = ${draft.talent_id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // A measured height goes back into the specifics, so that nothing measured before is lost.
  const { rows } = await sql<{ id: string; specifics: string; measurements: string }>`
    select id, specifics, measurements from talents`.execute(db);
  for (const row of rows) {
    const height = parseObject(row.measurements)?.height;
    const specifics = parseObject(row.specifics);
    if (typeof height !== "number" || !specifics) continue;
    await sql`update talents set specifics = ${JSON.stringify({ ...specifics, height })}
      where id = ${row.id}`.execute(db);
  }
  for (const column of INDEXED) await db.schema.dropIndex(`talents_status_${column}_idx`).execute();
  for (const [name] of FILTER_COLUMNS) await db.schema.alterTable("talents").dropColumn(name).execute();
  await db.schema.alterTable("talents").dropColumn("measurements_updated_at").execute();
  await db.schema.alterTable("talents").dropColumn("measurements").execute();
}

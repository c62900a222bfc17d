import { type Kysely, sql } from "kysely";
import { unambiguousPlace } from "#server/places/place-match";

// Frozen once landed: a change is a new migration file.
// Links the free-text locations written before profiles had places to the gazetteer's place (ADR 55),
// where exactly one place fits: the folded text equals a place's name or alias as a whole, and when
// several places share it, the largest has at least ten times the population of the next
// (unambiguousPlace). "Munich", "München" and "muenchen" become Munich; "Springfield" and "my flat"
// stay free text, listed for the administrators, and their talents are asked to choose a place at
// their next edit. The text a talent wrote is never changed. A change waiting for review gets the
// place of its own text, or none, so that it never shows the public row's place beside another text.
// The rule reads the gazetteer as the app ships it when the migration runs.

type Json = Record<string, unknown>;

function parseObject(text: string | null): Json | undefined {
  try {
    const value: unknown = JSON.parse(text ?? "");
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
  } catch {
    return undefined;
  }
}

function placeOf(location: unknown) {
  const place = typeof location === "string" ? unambiguousPlace(location) : null;
  return place
    ? { id: place.id, country: place.country, latitude: place.latitude, longitude: place.longitude }
    : null;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: string; location: string }>`
    select id, location from talents where place_id is null and location <> ''`.execute(db);
  for (const row of rows) {
    const place = placeOf(row.location);
    if (!place) continue;
    await sql`update talents set place_id = ${place.id}, place_country = ${place.country},
      latitude = ${place.latitude}, longitude = ${place.longitude} where id = ${row.id}`.execute(db);
  }

  const drafts = await sql<{ talent_id: string; content: string }>`
    select talent_id, content from talent_drafts`.execute(db);
  for (const draft of drafts.rows) {
    const content = parseObject(draft.content);
    if (!content || "place" in content) continue;
    const next = { ...content, place: placeOf(content.location) };
    await sql`update talent_drafts set content = ${JSON.stringify(next)}
      where talent_id = ${draft.talent_id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The places go; every text stays as it was written.
  await sql`update talents set place_id = null, place_country = null, latitude = null, longitude = null`.execute(
    db,
  );
  const drafts = await sql<{ talent_id: string; content: string }>`
    select talent_id, content from talent_drafts`.execute(db);
  for (const draft of drafts.rows) {
    const content = parseObject(draft.content);
    if (!content || !("place" in content)) continue;
    const { place: _place, ...rest } = content;
    await sql`update talent_drafts set content = ${JSON.stringify(rest)}
      where talent_id = ${draft.talent_id}`.execute(db);
  }
}

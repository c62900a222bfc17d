import { type ExpressionBuilder, sql } from "kysely";
import type { Database } from "#server/db/schema";
import { SUBCATEGORY_VALUES, subcategoryLabel } from "#shared/catalogue/categories";
import { LANGUAGES } from "#shared/i18n/languages";
import { serverT } from "#shared/i18n/server-i18n";

type TalentsEb = ExpressionBuilder<Database, "talents">;

/** The trigram index can only look up terms of at least three characters. */
const INDEXED_TERM_LENGTH = 3;

/** Escapes LIKE wildcards so a search for "50%" finds "50%". */
const likeTerm = (term: string) => `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** An FTS5 phrase: the trigram tokenizer matches it as a substring, case folded. */
const ftsPhrase = (term: string) => `"${term.replaceAll('"', '""')}"`;

/**
 * The keyword search: the term is a substring of the name or the subcategory (its value or its
 * label in any of the site's languages, so "Fotograf" and "photographer" both find photographers),
 * case-insensitively. Served by an index (migration 2026-11-23-51): on PostgreSQL pg_trgm
 * GIN indexes on lower(name) and lower(subcategory); on SQLite the FTS5 trigram table. Terms shorter
 * than three characters cannot use a trigram index and are compared row by row, as before.
 */
export function searchCondition(eb: TalentsEb, q: string, postgres: boolean) {
  const term = q.toLowerCase();
  const translators = LANGUAGES.map(serverT);
  const labelled = SUBCATEGORY_VALUES.filter((value) =>
    translators.some((t) => subcategoryLabel(t, value).toLowerCase().includes(term)),
  );
  const byLabel = labelled.length ? [eb("talents.subcategory", "in", labelled)] : [];

  if (postgres || Array.from(term).length < INDEXED_TERM_LENGTH) {
    const pattern = likeTerm(term);
    return eb.or([
      eb(sql`lower(talents.name)`, "like", sql`${pattern} escape '\\'`),
      eb(sql`lower(talents.subcategory)`, "like", sql`${pattern} escape '\\'`),
      ...byLabel,
    ]);
  }
  const matching = sql<string>`(select d.talent_id from talent_search_docs d where d.doc in (select rowid from talent_search where talent_search match ${ftsPhrase(term)}))`;
  return eb.or([eb("talents.id", "in", matching), ...byLabel]);
}

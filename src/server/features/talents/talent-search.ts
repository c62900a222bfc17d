import { type ExpressionBuilder, type RawBuilder, sql } from "kysely";
import type { Database } from "#server/db/schema";
import { SUBCATEGORY_VALUES, subcategoryLabel } from "#shared/catalogue/categories";
import { LANGUAGES } from "#shared/i18n/languages";
import { serverT } from "#shared/i18n/server-i18n";
import { foldedVariants, foldText, SEARCH_SEPARATOR } from "#shared/search/fold";

type TalentsEb = ExpressionBuilder<Database, "talents">;

/** The trigram index can only look up terms of at least three characters. */
const INDEXED_TERM_LENGTH = 3;

/** Escapes LIKE wildcards so a search for "50%" finds "50%". */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
const like = (column: string, pattern: string) =>
  sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;

/** An FTS5 phrase: the trigram tokenizer matches it as a substring. */
const ftsPhrase = (term: string) => `"${term.replaceAll('"', '""')}"`;

/** The term's spellings as the stored search text has them (`#shared/search/fold`), trimmed. */
const termVariants = (q: string) => foldedVariants(q.trim()).filter(Boolean);

/** The subcategories whose label in one of the site's languages holds a spelling of the term. */
function labelledSubcategories(variants: string[]) {
  const translators = LANGUAGES.map(serverT);
  return SUBCATEGORY_VALUES.filter((value) =>
    translators.some((t) => {
      const label = foldText(subcategoryLabel(t, value));
      return variants.some((variant) => label.includes(variant));
    }),
  );
}

/**
 * The keyword search (ADR 57): a spelling of the term is a substring of the talent's search text
 * (name, subcategory value, location, bio; lower case, without diacritics, German ä/ö/ü also as
 * ae/oe/ue), or the term is in the subcategory's label in one of the site's languages ("Fotograf" and
 * "photographer" both find photographers). Served by an index (migration 2026-12-02-30): on
 * PostgreSQL a pg_trgm GIN index on search_text; on SQLite the FTS5 trigram table. Terms shorter
 * than three characters cannot use a trigram index and are compared row by row.
 */
export function searchCondition(eb: TalentsEb, q: string, postgres: boolean) {
  const variants = termVariants(q);
  const labelled = labelledSubcategories(variants);
  const byLabel = labelled.length ? [eb("talents.subcategory", "in", labelled)] : [];
  const phrases = postgres ? undefined : ftsQuery(variants);
  if (!phrases) {
    return eb.or([
      ...variants.map((variant) => like("talents.search_text", `%${escapeLike(variant)}%`)),
      ...byLabel,
    ]);
  }
  // A list of every match, made before the talents are read (`sqliteSearchTalentIds` joins instead).
  const matching = sql<string>`(select d.talent_id from talent_search_docs d where d.doc in (select rowid from talent_search_text where talent_search_text match ${phrases}))`;
  return eb.or([eb("talents.id", "in", matching), ...byLabel]);
}

/** The FTS5 query of the term's spellings, or undefined when one is too short for the trigram table. */
function ftsQuery(variants: string[]): string | undefined {
  const shortest = Math.min(...variants.map((variant) => Array.from(variant).length));
  return shortest < INDEXED_TERM_LENGTH ? undefined : variants.map(ftsPhrase).join(" OR ");
}

/** SQLite: the ids of the talents whose search text the FTS5 query `phrases` matches. */
export function sqliteSearchTalentIds<Row>(phrases: string): RawBuilder<Row> {
  return sql<Row>`(select d.talent_id from talent_search_text f
    join talent_search_docs d on d.doc = f.rowid where talent_search_text match ${phrases})`;
}

/**
 * The FTS5 query of a term on SQLite when the trigram table alone finds its matches (a term of three
 * characters or more that names no subcategory's label), else undefined. A read of at most a bound of
 * matches joins the table to the talents (`listMatchingTalentCards`): SQLite then reads the matches
 * one by one and stops at the bound, where `searchCondition`'s list of every match is made first.
 */
export function sqliteSearchPhrases(q: string): string | undefined {
  const variants = termVariants(q);
  return labelledSubcategories(variants).length > 0 ? undefined : ftsQuery(variants);
}

/**
 * The keyword search written so that no index serves it, compared row by row (`instr`/`strpos`: a
 * spelling is a substring of the search text; or the subcategory's label holds it), for a search
 * with more matches than the count's bound: its page then walks the list's order and stops at the
 * page's end instead of reading every match (ADR 62).
 */
export function searchConditionRowByRow(eb: TalentsEb, q: string, postgres: boolean) {
  const variants = termVariants(q);
  const contains = (variant: string) =>
    postgres
      ? sql<boolean>`strpos(talents.search_text, ${variant}) > 0`
      : sql<boolean>`instr(talents.search_text, ${variant}) > 0`;
  const labelled = labelledSubcategories(variants);
  return eb.or([
    ...variants.map(contains),
    ...(labelled.length ? [eb("talents.subcategory", "in", labelled)] : []),
  ]);
}

/**
 * The talents named exactly as the term (a spelling of the term is a spelling of the whole name),
 * through the indexes on the stored name's two spellings (migration 2026-12-03-11, which writes the
 * same expressions).
 */
export function wholeNameCondition(eb: TalentsEb, q: string, postgres: boolean) {
  const variants = termVariants(q);
  if (postgres) {
    return eb.or([
      eb(sql`split_part(talents.search_name, E'\\n', 2)`, "in", variants),
      eb(sql`split_part(talents.search_name, E'\\n', 3)`, "in", variants),
    ]);
  }
  return eb.or([
    eb(
      sql`substr(talents.search_name, 2, instr(substr(talents.search_name, 2), char(10)) - 1)`,
      "in",
      variants,
    ),
    eb(
      sql`substr(talents.search_name, instr(substr(talents.search_name, 2), char(10)) + 2)`,
      "in",
      variants.map((variant) => `${variant}${SEARCH_SEPARATOR}`),
    ),
  ]);
}

/**
 * How well a match's name answers the term, best first: 0 the whole name, 1 a name that has a word
 * starting with it, 2 a name that holds it, 3 a match elsewhere (the bio, the place, the subcategory).
 * The list shows matches in this order, newest first within each.
 */
export function searchRank(q: string) {
  const variants = termVariants(q).map(escapeLike);
  const any = (patterns: string[]) =>
    sql.join(
      patterns.map((p) => like("talents.search_name", p)),
      sql` or `,
    );
  const wordStarts = variants.flatMap((v) => [`%${SEARCH_SEPARATOR}${v}%`, `% ${v}%`]);
  return sql<number>`case
    when ${any(variants.map((v) => `%${SEARCH_SEPARATOR}${v}${SEARCH_SEPARATOR}%`))} then 0
    when ${any(wordStarts)} then 1
    when ${any(variants.map((v) => `%${v}%`))} then 2
    else 3 end`;
}

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteTalent, type TalentWrite, updateTalent } from "#server/talent-records/talents.repository";
import { subcategoryLabel } from "#shared/catalogue/categories";
import { LANGUAGES } from "#shared/i18n/languages";
import { serverT } from "#shared/i18n/server-i18n";
import { foldedVariants, foldText } from "#shared/search/fold";
import { parseTalentFilters, TALENTS_PAGE_SIZE } from "#shared/talents/talent-filters";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createTestApp, type TestApp } from "#tests/support/test-app";

let t: TestApp;

const talents: TalentWrite[] = [
  talentRecord({ name: "Zoë Müller", subcategory: "model", location: "Köln" }),
  talentRecord({ name: "ÅSA LINDQVIST", subcategory: "photographer", location: "Malmö" }),
  talentRecord({ name: "Lena Hartmann", subcategory: "model", bio: "Shot the Müller campaign in 2025." }),
  talentRecord({ name: 'Quinn "Q" Adeyemi', category: "performing-arts", subcategory: "singer" }),
  talentRecord({ name: "Studio 50% Off", category: "industry-infrastructure", subcategory: "studio" }),
  talentRecord({ name: "under_score", category: "performing-arts", subcategory: "musicians-dj" }),
  talentRecord({ name: "Ab", category: "performing-arts", subcategory: "dancer" }),
  talentRecord({ name: "Paz Make", category: "beauty-lifestyle", subcategory: "make-up-artist" }),
  talentRecord({ name: "José Álvarez", subcategory: "photographer", location: "Sevilla" }),
  talentRecord({ name: "Łukasz Wójcik", bio: "Model from Kraków, works with José Álvarez." }),
  talentRecord({ name: "Hannah Mueller", location: "Zürich" }),
  talentRecord({ name: "Hidden Hartley", status: "pending" }),
];

beforeAll(async () => {
  t = await createTestApp();
  await insertTalents(t.database.handle.db, talents);
});
afterAll(async () => {
  await t.dispose();
});

const search = async (q: string) => {
  const res = await t.request(`/api/talents?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return (await res.json()).items.map((i: { name: string }) => i.name) as string[];
};

/**
 * The search's rule, written out here as the oracle: a spelling of the term (as the list route parses
 * it, folded) is in the folded name, subcategory value, location or bio, or the term is in the
 * subcategory's label in a language. Approved only; ranked by the name (the whole name, a word of it
 * starting with the term, a name holding it, no name match), newest first within a rank.
 */
const expected = (q: string) => {
  const terms = foldedVariants((parseTalentFilters(new URLSearchParams({ q })).q ?? "").trim());
  const holds = (text: string) => foldedVariants(text).some((v) => terms.some((term) => v.includes(term)));
  const matches = (talent: TalentWrite) =>
    [talent.name, talent.subcategory, talent.location, talent.bio].some(holds) ||
    LANGUAGES.some((language) =>
      terms.some((term) => foldText(subcategoryLabel(serverT(language), talent.subcategory)).includes(term)),
    );
  const rank = (name: string) => {
    const spellings = foldedVariants(name.trim());
    const any = (test: (spelling: string, term: string) => boolean) =>
      spellings.some((spelling) => terms.some((term) => test(spelling, term)));
    if (any((spelling, term) => spelling === term)) return 0;
    if (any((spelling, term) => spelling.startsWith(term) || spelling.includes(` ${term}`))) return 1;
    if (any((spelling, term) => spelling.includes(term))) return 2;
    return 3;
  };
  return talents
    .filter((talent) => talent.status === "approved" && matches(talent))
    .reverse()
    .sort((a, b) => rank(a.name) - rank(b.name))
    .map((talent) => talent.name);
};

describe("the keyword search", () => {
  it.each([
    "hart",
    "HART",
    "lena hart",
    "na ha",
    "zoë",
    "zoe",
    "müll",
    "MÜLLER",
    "mueller",
    "muller",
    "åsa",
    "asa lind",
    "lindq",
    "photo",
    "PHOTOGRAPHER",
    "model",
    "/ dj",
    "musician",
    "make-up",
    "fotograf",
    "Sänger",
    "SÄNGER:IN",
    "50%",
    "0% o",
    "_",
    "under_",
    'q"',
    '"q"',
    'quinn "q',
    "a",
    "ab",
    "AB",
    "z",
    "ü",
    "%",
    "xyz",
    "hidden",
    "jose",
    "JOSÉ",
    "alvarez",
    "lukasz",
    "łukasz wójcik",
    "krakow",
    "koln",
    "koeln",
    "köln",
    "zurich",
    "zuerich",
    "malmo",
  ])("finds what the search's rule finds for %j", async (q) => {
    expect(await search(q)).toEqual(expected(q));
  });

  it("finds Müller as Müller, Muller and Mueller, the name before the bio that mentions it", async () => {
    for (const q of ["Muller", "muller"]) {
      expect(await search(q), q).toEqual(["Zoë Müller", "Lena Hartmann"]);
    }
    // "Müller" is also spelled "Mueller": Hannah Mueller's name holds that spelling.
    for (const q of ["Müller", "MUELLER", "mÜller"]) {
      expect(await search(q), q).toEqual(["Hannah Mueller", "Zoë Müller", "Lena Hartmann"]);
    }
  });

  it("finds José as Jose, and ranks the talent named so above the bio that mentions him", async () => {
    expect(await search("Jose Alvarez")).toEqual(["José Álvarez", "Łukasz Wójcik"]);
    expect(await search("josé álvarez")).toEqual(["José Álvarez", "Łukasz Wójcik"]);
  });

  it("finds a subcategory by its German name", async () => {
    expect(await search("Fotograf")).toEqual(["José Álvarez", "ÅSA LINDQVIST"]);
  });

  it("keeps the index in step with renames, bio changes and deletions", async () => {
    const db = t.database.handle.db;
    const [zoe, , lena] = talents;
    if (!zoe || !lena) throw new Error("no talent");
    const renamed = { ...zoe, name: "Zora Kowalczyk" };
    await db.transaction().execute((trx) => updateTalent(trx, zoe, renamed));
    await t.deps.realtime.publish({ type: "talent.changed", talentId: zoe.id });
    expect(await search("zoe m")).toEqual([]);
    expect(await search("kowal")).toEqual(["Zora Kowalczyk"]);

    const rewritten = { ...lena, bio: "Now a videographer too." };
    await db.transaction().execute((trx) => updateTalent(trx, lena, rewritten));
    await t.deps.realtime.publish({ type: "talent.changed", talentId: lena.id });
    expect(await search("videog")).toEqual(["Lena Hartmann"]);
    expect(await search("muller")).toEqual([]);

    await deleteTalent(db, lena.id);
    await t.deps.realtime.publish({ type: "talent.deleted", talentId: lena.id });
    expect(await search("hartmann")).toEqual([]);
  });
});

describe("the order of a keyword search's matches", () => {
  let ranked: TalentWrite[];
  beforeAll(async () => {
    // Older first: the exact name, a name that starts a word with the term, a name that holds it,
    // then more bios that mention it than fit on one page.
    ranked = [
      talentRecord({ name: "Fenwick", category: "industry-infrastructure", subcategory: "studio" }),
      talentRecord({ name: "Brigitte Fenwick" }),
      talentRecord({ name: "Ilse Grafenwick" }),
      ...Array.from({ length: TALENTS_PAGE_SIZE + 2 }, (_, i) =>
        talentRecord({ name: `Assistant ${i}`, bio: `Assisted Brigitte Fenwick on set ${i}.` }),
      ),
    ];
    await insertTalents(t.database.handle.db, ranked);
    await t.deps.realtime.publish({ type: "talents.seeded" });
  });

  it("lists the whole name first, then a word that starts with it, then a name that holds it, then the rest", async () => {
    const names = await search("fenwick");
    expect(names.slice(0, 3)).toEqual(["Fenwick", "Brigitte Fenwick", "Ilse Grafenwick"]);
    expect((await search("Brigitte Fenwick"))[0]).toBe("Brigitte Fenwick");
  });

  it("pages through the ranked matches with the cursor, each talent once, in the same order", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let total: number | undefined;
    do {
      const query: string = `/api/talents?q=fenwick${cursor ? `&cursor=${cursor}` : ""}`;
      const res = await t.request(query);
      expect(res.status).toBe(200);
      const body = (await res.json()) as {
        items: { name: string }[];
        nextCursor: string | null;
        total?: number;
      };
      total ??= body.total;
      seen.push(...body.items.map((item) => item.name));
      cursor = body.nextCursor;
    } while (cursor);
    const bios = ranked
      .slice(3)
      .map((talent) => talent.name)
      .reverse();
    expect(seen).toEqual(["Fenwick", "Brigitte Fenwick", "Ilse Grafenwick", ...bios]);
    expect(total).toBe(seen.length);
  });
});

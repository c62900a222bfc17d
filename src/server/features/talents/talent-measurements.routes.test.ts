import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOG_FILES } from "#shared/i18n/catalog-files";
import { cmFromInches, lengthForEntry } from "#shared/measurements/lengths";
import type { Measurements } from "#shared/measurements/measurements.schema";
import { euSizeFromEntry, sizeInSystem } from "#shared/measurements/sizes";
import type { PublicTalent, Talent, TalentFacets } from "#shared/talents/talent.schema";
import type { OwnTalent } from "#shared/talents/talent-profile.schema";
import { apiClient } from "#tests/support/api-client";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { signedInUser } from "#tests/support/test-users";

// Measurements as data (ADR 48) through the API: written in any units and read back as entered,
// public only once approved, filtered on, and refused when out of range or of the wrong type.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, "admin@vitrine.test", { role: "admin" });
});
afterAll(() => t.dispose());

type Client = Awaited<ReturnType<typeof signedInUser>>["client"];
type ErrorBody = { error: { code: string; message: string; details?: { issues: { path: string }[] } } };
const NONE = { lengthUnits: "metric", sizeSystem: "eu" } as const;
const en = CATALOG_FILES.en["site/measurements"];
const de = CATALOG_FILES.de["site/measurements"];

const patch = (client: Client, id: string, body: object, headers: Record<string, string> = {}) =>
  client.request(`/api/talents/${id}`, { method: "PATCH", json: body, headers });
const saved = async (res: Response | Promise<Response>) => {
  const answer = await res;
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { talent: Talent }).talent;
};
const own = async (client: Client) => (await (await client.get("/api/me/talent")).json()) as OwnTalent;
const publicTalent = async (slug: string) => {
  const res = await t.request(`/api/talents/by-slug/${slug}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { talent: PublicTalent }).talent;
};
const approve = async (id: string, updatedAt: string) =>
  expect((await admin.client.post(`/api/admin/talents/${id}/approve`, { updatedAt })).status).toBe(200);

/** 5 ft 9 in, 34½–26–36 in, inseam 32 in, US dress 4 and US women's shoe 8: as a talent in the US enters them. */
const IMPERIAL_US = {
  height: cmFromInches(69),
  bust: cmFromInches(34.5),
  waist: cmFromInches(26),
  hips: cmFromInches(36),
  inseam: cmFromInches(32),
  dressSize: euSizeFromEntry("dress", "us", 4),
  shoeSize: euSizeFromEntry("shoe-women", "us", 8),
  shoeChart: "women",
  hairColour: "auburn",
  eyeColour: "hazel",
  lengthUnits: "imperial",
  sizeSystem: "us",
} as const;

/** A signed-in model with a profile (pending), created with these measurements. */
async function model(email: string, measurements: object = IMPERIAL_US) {
  const owner = await signedInUser(t, email);
  const res = await owner.client.post("/api/me/talent", {
    name: `Model ${email.split("@")[0]}`,
    category: "visual-arts-media",
    subcategory: "model",
    specifics: { measurements: "86-61-89", eyes: "hazel, with a green ring" },
    measurements,
  });
  expect(res.status).toBe(201);
  const { talent } = (await res.json()) as { talent: Talent };
  return { ...owner, talent };
}

/** A model whose profile an administrator approved. */
async function liveModel(email: string, measurements: object = IMPERIAL_US) {
  const owner = await model(email, measurements);
  await approve(owner.talent.id, owner.talent.updatedAt);
  return { ...owner, talent: (await own(owner.client)).talent as Talent };
}

describe("a talent's measurements", () => {
  it("are stored as entered in feet, inches and US sizes, and read back exactly so by their owner", async () => {
    const { client, talent } = await model("imperial@example.com");
    expect(IMPERIAL_US.height).toBe(175.26);
    expect(talent.measurements).toEqual(IMPERIAL_US);
    expect(Date.parse(talent.measurementsUpdatedAt ?? "")).toBe(Date.parse(talent.updatedAt));

    const { talent: mine } = await own(client);
    const m = mine?.measurements as Measurements;
    expect(m).toEqual(IMPERIAL_US);
    expect(lengthForEntry("height", m.height ?? 0, "imperial")).toEqual({
      unit: "ft-in",
      feet: 5,
      inches: 9,
    });
    expect(lengthForEntry("bust", m.bust ?? 0, "imperial")).toEqual({ unit: "in", inches: 34.5 });
    expect(sizeInSystem("dress", m.dressSize ?? 0, "us")).toBe(4);
    expect(sizeInSystem("shoe-women", m.shoeSize ?? 0, "us")).toBe(8);
    // What the talent wrote as free text stays.
    expect(mine?.specifics).toEqual({ measurements: "86-61-89", eyes: "hazel, with a green ring" });
  });

  it("are public once approved, on the profile, in the admin's view and in the account export", async () => {
    const { client, talent } = await liveModel("public@example.com");
    const shown = await publicTalent(talent.slug);
    expect(shown.measurements).toEqual(IMPERIAL_US);
    expect(shown.measurementsUpdatedAt).toBe(talent.measurementsUpdatedAt);
    const adminView = (await (await admin.client.get(`/api/admin/talents/${talent.id}`)).json()) as {
      talent: Talent;
    };
    expect(adminView.talent.measurements).toEqual(IMPERIAL_US);
    const exported = (await (await client.get("/api/account/export")).json()) as { talentProfile: Talent };
    expect(exported.talentProfile.measurements).toEqual(IMPERIAL_US);
    expect(exported.talentProfile.measurementsUpdatedAt).toBe(talent.measurementsUpdatedAt);
  });

  it("changed on a live profile wait for review: the public keeps the approved ones until approval", async () => {
    const { client, talent } = await liveModel("waiting@example.com", { waist: 60, hairColour: "black" });
    const before = talent.measurementsUpdatedAt;
    const changed = await saved(patch(client, talent.id, { measurements: { waist: 64, hairColour: "red" } }));
    expect(changed.status).toBe("pending");
    expect(changed.measurements).toEqual({ waist: 64, hairColour: "red", ...NONE });
    expect(changed.measurementsUpdatedAt).not.toBe(before);

    const shown = await publicTalent(talent.slug);
    expect(shown.measurements).toEqual({ waist: 60, hairColour: "black", ...NONE });
    expect(shown.measurementsUpdatedAt).toBe(before);
    const listed = async (query: string) =>
      ((await (await t.request(`/api/talents?${query}`)).json()) as { items: { id: string }[] }).items.some(
        (item) => item.id === talent.id,
      );
    expect(await listed("waistMin=60&waistMax=60&hair=black")).toBe(true);
    expect(await listed("waistMin=64")).toBe(false);
    expect(await listed("hair=red")).toBe(false);
    const mine = await own(client);
    expect(mine.liveVersion?.measurements).toEqual({ waist: 60, hairColour: "black", ...NONE });

    await approve(talent.id, changed.updatedAt);
    const approved = await publicTalent(talent.slug);
    expect(approved.measurements).toEqual({ waist: 64, hairColour: "red", ...NONE });
    expect(approved.measurementsUpdatedAt).toBe(changed.measurementsUpdatedAt);
    expect(await listed("waistMin=64&hair=red")).toBe(true);
  });

  it("keep their date when only the units change, or when a change is undone before review", async () => {
    const { client, talent } = await liveModel("units@example.com", { height: 180, lengthUnits: "metric" });
    const units = await saved(
      patch(client, talent.id, { measurements: { height: 180, lengthUnits: "imperial", sizeSystem: "uk" } }),
    );
    expect(units.measurements).toEqual({ height: 180, lengthUnits: "imperial", sizeSystem: "uk" });
    expect(units.measurementsUpdatedAt).toBe(talent.measurementsUpdatedAt);
    const taller = await saved(patch(client, talent.id, { measurements: { height: 181 } }));
    expect(taller.measurementsUpdatedAt).not.toBe(talent.measurementsUpdatedAt);
    const undone = await saved(patch(client, talent.id, { measurements: { height: 180 } }));
    expect(undone.measurementsUpdatedAt).toBe(talent.measurementsUpdatedAt);
  });

  it("are cleared for a sub-category that is not measured, and its free-text specifics kept", async () => {
    const { client, talent } = await model("switching@example.com");
    const photographer = await saved(patch(client, talent.id, { subcategory: "photographer" }));
    expect(photographer.measurements).toEqual(NONE);
    expect(photographer.specifics).toEqual({ measurements: "86-61-89", eyes: "hazel, with a green ring" });
    const ignored = await saved(patch(client, talent.id, { measurements: { height: 170 } }));
    expect(ignored.measurements).toEqual(NONE);

    const singer = await signedInUser(t, "singer@example.com");
    const created = await singer.client.post("/api/me/talent", {
      name: "Sung Measure",
      category: "performing-arts",
      subcategory: "singer",
      measurements: { height: 170 },
    });
    expect(((await created.json()) as { talent: Talent }).talent).toMatchObject({
      measurements: NONE,
      measurementsUpdatedAt: null,
    });
  });

  it("are written by an administrator's editor straight into a live profile, with the audit trail", async () => {
    const { talent } = await liveModel("edited@example.com", { height: 170 });
    const edited = await saved(
      patch(admin.client, talent.id, { measurements: { height: 171 }, updatedAt: talent.updatedAt }),
    );
    expect(edited.status).toBe("approved");
    expect((await publicTalent(talent.slug)).measurements).toEqual({ height: 171, ...NONE });
    const audit = (await (await admin.client.get("/api/admin/audit")).json()) as {
      items: { action: string; recordId: string; changes: Record<string, unknown> }[];
    };
    const entry = audit.items.find((e) => e.action === "talent.edit" && e.recordId === talent.id);
    expect(entry?.changes.measurements).toEqual({
      from: { height: 170, ...NONE },
      to: { height: 171, ...NONE },
    });
  });
});

describe("measurements that are not valid", () => {
  let profile: Awaited<ReturnType<typeof model>> | undefined;
  const ownProfile = async () => {
    profile ??= await model("refused@example.com", {});
    return profile;
  };
  /** The message of a refused save of these measurements, in English or the language asked for. */
  const refused = async (measurements: unknown, language?: string) => {
    const { talent, client } = await ownProfile();
    const res = await patch(
      client,
      talent.id,
      { measurements },
      language ? { "accept-language": language } : {},
    );
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as ErrorBody;
    expect(error.code).toBe("VALIDATION_FAILED");
    return error.message;
  };

  it("are refused out of range, in the request's language", async () => {
    expect(await refused({ height: 300 })).toBe(
      `measurements.height: ${en["measurements.validation.height.range"]}`,
    );
    expect(await refused({ height: 300 }, "de-DE,de;q=0.9")).toBe(
      `measurements.height: ${de["measurements.validation.height.range"]}`,
    );
    expect(await refused({ waist: cmFromInches(15.5) })).toBe(
      `measurements.waist: ${en["measurements.validation.waist.range"]}`,
    );
    expect(await refused({ shoeSize: 51, shoeChart: "men" }, "de")).toBe(
      `measurements.shoeSize: ${de["measurements.validation.shoeSize.range"]}`,
    );
    expect(await refused({ dressSize: 37 })).toBe(
      `measurements.dressSize: ${en["measurements.validation.size.notInChart"]}`,
    );
    expect(await refused({ height: 175.3 })).toBe(
      `measurements.height: ${en["measurements.validation.length.step"]}`,
    );
    expect(await refused({ shoeSize: 39 }, "de")).toBe(
      `measurements.shoeChart: ${de["measurements.validation.shoeChart.required"]}`,
    );
  });

  it("are refused when of the wrong type, and nothing is stored", async () => {
    expect(await refused({ height: "175" })).toBe(
      `measurements.height: ${en["measurements.validation.number"]}`,
    );
    expect(await refused({ bust: null }, "de")).toBe(
      `measurements.bust: ${de["measurements.validation.number"]}`,
    );
    expect(await refused({ hairColour: "purple" })).toBe(
      `measurements.hairColour: ${en["measurements.validation.choice"]}`,
    );
    expect(await refused({ lengthUnits: "metres" }, "de")).toBe(
      `measurements.lengthUnits: ${de["measurements.validation.choice"]}`,
    );
    expect(await refused("175-86-61")).toMatch(/^measurements: /);
    const { client } = await ownProfile();
    expect((await own(client)).talent?.measurements).toEqual(NONE);
  });
});

describe("another account", () => {
  it("cannot write measurements into a profile it does not own, nor can a visitor", async () => {
    const { client, talent } = await model("owner-only@example.com", { height: 170 });
    const other = await signedInUser(t, "intruder@example.com");
    const res = await patch(other.client, talent.id, { measurements: { height: 200 } });
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorBody).error.code).toBe("FORBIDDEN");
    const visitor = await patch(apiClient(t), talent.id, { measurements: { height: 200 } });
    expect(visitor.status).toBe(401);
    const mine = (await own(client)).talent;
    expect(mine?.measurements).toEqual({ height: 170, ...NONE });
    expect(mine?.updatedAt).toBe(talent.updatedAt);
  });
});

describe("the list's measurement filters", () => {
  const PLACE = "Measureville";
  const record = (name: string, measurements: Measurements, over: object = {}) =>
    talentRecord({ name, location: PLACE, measurements, ...over });
  const ada = record("Ada Short", {
    height: cmFromInches(69), // 175.26: 175 cm
    bust: 84,
    waist: 60,
    hips: 90,
    inseam: 80,
    shoeSize: 38.5,
    shoeChart: "women",
    hairColour: "blonde",
    eyeColour: "blue",
    lengthUnits: "imperial",
    sizeSystem: "uk",
  });
  const ben = record("Ben Tall", {
    height: 180,
    bust: 92.5, // 93 cm in whole centimetres
    waist: 70,
    hips: 95,
    inseam: 85,
    shoeSize: 42,
    shoeChart: "men",
    hairColour: "brown",
    eyeColour: "brown",
    ...NONE,
  });
  const photographer = record("Cai Lens", NONE, { subcategory: "photographer" });
  const pending = record(
    "Dee Waiting",
    { height: 175, bust: 84, hairColour: "blonde", ...NONE },
    { status: "pending" },
  );

  beforeAll(async () => {
    await insertTalents(t.database.handle.db, [ada, ben, photographer, pending]);
    t.deps.realtime.publish({ type: "talents.seeded" });
  });

  const names = async (query: string) => {
    const res = await t.request(`/api/talents?location=${PLACE}&${query}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { items: { name: string }[] }).items.map((item) => item.name).sort();
  };

  it.each([
    ["heightMin=175", ["Ada Short", "Ben Tall"]],
    ["heightMax=175", ["Ada Short"]],
    ["heightMin=176", ["Ben Tall"]],
    ["bustMin=84&bustMax=84", ["Ada Short"]],
    ["bustMin=93", ["Ben Tall"]],
    ["bustMax=92", ["Ada Short"]],
    ["waistMin=61", ["Ben Tall"]],
    ["waistMax=60", ["Ada Short"]],
    ["hipsMin=90&hipsMax=94", ["Ada Short"]],
    ["hipsMin=95", ["Ben Tall"]],
    ["inseamMin=85", ["Ben Tall"]],
    ["inseamMax=84", ["Ada Short"]],
    ["shoeMin=38.5&shoeMax=38.5", ["Ada Short"]],
    ["shoeMin=39", ["Ben Tall"]],
    ["shoeMax=42", ["Ada Short", "Ben Tall"]],
    ["shoeMax=38", []],
    ["hair=blonde", ["Ada Short"]],
    ["hair=blonde&hair=brown", ["Ada Short", "Ben Tall"]],
    ["hair=red", []],
    ["eyes=brown", ["Ben Tall"]],
    ["eyes=blue&eyes=green", ["Ada Short"]],
    ["hair=brown&eyes=blue", []],
    ["bustMin=", ["Ada Short", "Ben Tall", "Cai Lens"]],
  ])("%s", async (query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it("count the approved talents of each hair and eye colour", async () => {
    const facets = (await (await t.request("/api/talents/facets")).json()) as TalentFacets;
    expect(facets.hair).toContainEqual({ value: "blonde", count: 1 });
    expect(facets.eyes).toContainEqual({ value: "brown", count: 1 });
  });

  it.each([
    ["heightMin=tall", "heightMin", "errors.talents.filterCentimetres"],
    ["bustMin=abc", "bustMin", "errors.talents.filterCentimetres"],
    ["waistMax=60.5", "waistMax", "errors.talents.filterCentimetres"],
    ["hipsMin=-1", "hipsMin", "errors.talents.filterCentimetres"],
    ["inseamMax=1001", "inseamMax", "errors.talents.filterCentimetres"],
    ["shoeMin=39.25", "shoeMin", "errors.talents.filterShoeSize"],
    ["shoeMax=forty", "shoeMax", "errors.talents.filterShoeSize"],
    ["hair=purple", "hair", "measurements.validation.choice"],
    ["hair=blonde&hair=Blonde", "hair", "measurements.validation.choice"],
    ["eyes=violet", "eyes", "measurements.validation.choice"],
  ])("refuse %s with 400", async (query, path, id) => {
    const english = await t.request(`/api/talents?${query}`);
    expect(english.status).toBe(400);
    const german = await t.request(`/api/talents?${query}`, { headers: { "accept-language": "de" } });
    expect(german.status).toBe(400);
    const catalog = (language: "en" | "de") =>
      ({
        ...CATALOG_FILES[language]["server/errors"],
        ...CATALOG_FILES[language]["site/measurements"],
      }) as Record<string, string>;
    expect(((await english.json()) as ErrorBody).error).toMatchObject({
      code: "VALIDATION_FAILED",
      message: `${path}: ${catalog("en")[id]}`,
    });
    expect(((await german.json()) as ErrorBody).error.message).toBe(`${path}: ${catalog("de")[id]}`);
  });
});

import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Insight } from "#shared/insight/insight.schema";
import { profilePath } from "#shared/talents/slug";
import { type ApiClient, apiClient } from "#tests/support/api-client";
import { fetchAndSolveBotCheck } from "#tests/support/solve-bot-check";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { quickSignedInUser, signedInUser } from "#tests/support/test-users";

// The talent's insight through the HTTP API on a real database: what is counted, once a day per
// visitor and profile, what is not (bots, prefetches, the talent and the admins), that nothing
// about a visitor is stored, and who may read the counts.

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const HEADLESS =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36";

const clientDir = mkdtempSync(path.join(tmpdir(), "vitrine-insight-"));
writeFileSync(
  path.join(clientDir, "index.html"),
  '<!doctype html><html lang="en"><head><title>Vitrine</title><meta name="description" content="default" /></head><body><div id="root"></div></body></html>',
);

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: "error" }, clientDir);
  admin = await signedInUser(t, "admin@insight.test", { role: "admin" });
});
afterAll(async () => {
  await t.dispose();
  rmSync(clientDir, { recursive: true, force: true });
});
afterEach(() => vi.useRealTimers());

/** A confirmed account with an approved, public profile. */
async function publicTalent() {
  const user = await quickSignedInUser(t, `talent-${randomUUID().slice(0, 8)}@insight.test`);
  const [talent] = await insertTalents(t.deps.database.db, [
    talentRecord({ name: `Ida ${randomUUID().slice(0, 6)}`, userId: user.userId, status: "approved" }),
  ]);
  if (!talent) throw new Error("no talent");
  return { ...user, talent };
}

const asBrowser = (userAgent = BROWSER, extra: Record<string, string> = {}) => ({
  headers: { "user-agent": userAgent, ...extra },
});
const view = (client: ApiClient, slug: string, userAgent = BROWSER, extra: Record<string, string> = {}) =>
  client.get(`/api/talents/by-slug/${slug}`, asBrowser(userAgent, extra));

const storedCounts = (talentId: string) =>
  t.deps.database.db
    .selectFrom("talent_daily_counts")
    .selectAll()
    .where("talent_id", "=", talentId)
    .orderBy("day")
    .orderBy("kind")
    .execute();
const viewsOn = async (talentId: string, day: string) =>
  (await storedCounts(talentId)).find((row) => row.day === day && row.kind === "view")?.count ?? 0;
const today = () => new Date().toISOString().slice(0, 10);

async function insight(client: ApiClient, talentId: string, days?: string) {
  const res = await client.get(`/api/talents/${talentId}/insight${days ? `?days=${days}` : ""}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Insight;
}

describe("counting a profile's views", () => {
  it("counts a person once a day per profile, whichever way they come, and again the next day", async () => {
    const ida = await publicTalent();
    const other = await publicTalent();
    const visitor = apiClient(t);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-03T10:00:00.000Z"));

    // The server-rendered page counts, and the API the page reads next does not count again.
    const page = await visitor.get(profilePath(ida.talent), asBrowser());
    expect(page.status).toBe(200);
    expect(await viewsOn(ida.talent.id, "2026-12-03")).toBe(1);
    expect((await view(visitor, ida.talent.slug)).status).toBe(200);
    expect((await view(visitor, ida.talent.slug)).status).toBe(200);
    expect(await visitor.get(`/de${profilePath(ida.talent)}`, asBrowser())).toHaveProperty("status", 200);
    expect(await viewsOn(ida.talent.id, "2026-12-03")).toBe(1);

    // Another profile is another count; another person (address) is another visit.
    expect((await view(visitor, other.talent.slug)).status).toBe(200);
    expect(await viewsOn(other.talent.id, "2026-12-03")).toBe(1);
    expect((await view(apiClient(t), ida.talent.slug)).status).toBe(200);
    expect(await viewsOn(ida.talent.id, "2026-12-03")).toBe(2);

    // The next day (UTC), the same person counts again, on that day.
    vi.setSystemTime(new Date("2026-12-04T00:00:05.000Z"));
    expect((await view(visitor, ida.talent.slug)).status).toBe(200);
    expect((await view(visitor, ida.talent.slug)).status).toBe(200);
    expect(await viewsOn(ida.talent.id, "2026-12-04")).toBe(1);
    expect(await viewsOn(ida.talent.id, "2026-12-03")).toBe(2);
  });

  it("counts a headless browser like any browser, but not bots, HEAD, prefetches or requests without a user agent", async () => {
    const ida = await publicTalent();
    for (const bot of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "Mozilla/5.0 (compatible; AhrefsBot/7.0)",
      "facebookexternalhit/1.1",
      "curl/8.5.0",
      "Some Crawler 1.0",
    ]) {
      expect((await view(apiClient(t), ida.talent.slug, bot)).status).toBe(200);
      expect((await apiClient(t).get(profilePath(ida.talent), asBrowser(bot))).status).toBe(200);
    }
    expect((await view(apiClient(t), ida.talent.slug, "")).status).toBe(200);
    const head = await apiClient(t).request(`/api/talents/by-slug/${ida.talent.slug}`, {
      method: "HEAD",
      ...asBrowser(),
    });
    expect(head.status).toBe(200);
    expect((await view(apiClient(t), ida.talent.slug, BROWSER, { "sec-purpose": "prefetch" })).status).toBe(
      200,
    );
    expect((await view(apiClient(t), ida.talent.slug, BROWSER, { purpose: "prefetch" })).status).toBe(200);
    expect(await storedCounts(ida.talent.id)).toEqual([]);

    expect((await view(apiClient(t), ida.talent.slug, HEADLESS)).status).toBe(200);
    expect(await viewsOn(ida.talent.id, today())).toBe(1);
  });

  it("does not count the talent's own visits nor an administrator's, on the page or through the API", async () => {
    const ida = await publicTalent();
    for (const client of [ida.client, admin.client]) {
      expect((await view(client, ida.talent.slug)).status).toBe(200);
      expect((await client.get(profilePath(ida.talent), asBrowser())).status).toBe(200);
    }
    expect(await storedCounts(ida.talent.id)).toEqual([]);
    // Another signed-in talent is a visitor like anyone.
    const other = await publicTalent();
    expect((await view(other.client, ida.talent.slug)).status).toBe(200);
    expect(await viewsOn(ida.talent.id, today())).toBe(1);
  });

  it("counts nothing for a profile that is not public, an unknown address, or a failed page", async () => {
    const user = await quickSignedInUser(t, `pending-${randomUUID().slice(0, 8)}@insight.test`);
    const [pending] = await insertTalents(t.deps.database.db, [
      talentRecord({ name: `Pia ${randomUUID().slice(0, 6)}`, userId: user.userId, status: "pending" }),
    ]);
    if (!pending) throw new Error("no talent");
    expect((await view(apiClient(t), pending.slug)).status).toBe(404);
    expect((await view(apiClient(t), "nobody-here")).status).toBe(404);
    expect((await apiClient(t).get(profilePath(pending), asBrowser())).status).toBe(404);
    expect(await storedCounts(pending.id)).toEqual([]);
  });

  it("stores counts only: nothing of the visitor's address, browser or hash, in any column", async () => {
    const ida = await publicTalent();
    const visitor = apiClient(t, "198.51.100.77");
    expect((await view(visitor, ida.talent.slug, `${BROWSER} Marker/4711`)).status).toBe(200);
    const rows = await t.deps.database.db.selectFrom("talent_daily_counts").selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(["count", "day", "kind", "talent_id"]);
      expect(row.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(["view", "comp-card", "inquiry", "shortlisted"]).toContain(row.kind);
      expect(Number.isInteger(Number(row.count))).toBe(true);
    }
    const everything = JSON.stringify(rows);
    expect(everything).not.toContain("198.51.100");
    expect(everything).not.toContain("Marker");
    expect(everything).not.toContain("Mozilla");
    // No other table picked up the visit either: the sender budget and sessions are not involved.
    const slots = await t.deps.database.db.selectFrom("sender_slots").selectAll().execute();
    expect(JSON.stringify(slots)).not.toContain("198.51.100.77");
  });
});

describe("the other counts", () => {
  it("counts comp card downloads once a day per person, not the talent's own", async () => {
    const ida = await publicTalent();
    const visitor = apiClient(t);
    const url = `/api/talents/${ida.talent.slug}/comp-card`;
    const first = await visitor.get(url, asBrowser());
    expect(first.status).toBe(200);
    expect((await visitor.get(url, asBrowser())).status).toBe(200);
    expect((await ida.client.get(url, asBrowser())).status).toBe(200);
    expect((await apiClient(t).get(url, asBrowser("Googlebot/2.1"))).status).toBe(200);
    expect((await insight(ida.client, ida.talent.id)).totals["comp-card"]).toBe(1);
  });

  it("counts an inquiry received and an addition to a shortlist, on their day", async () => {
    const ida = await publicTalent();
    const sender = apiClient(t);
    const sent = await sender.post(
      `/api/talents/${ida.talent.id}/inquiries`,
      {
        name: "Mara Brand",
        email: `mara-${randomUUID().slice(0, 8)}@brand.example`,
        company: "Brand GmbH",
        kind: "PAY",
        dateFrom: "2027-05-01",
        dateTo: "2027-05-03",
        location: "Munich",
        budget: 1200,
        message: "We are casting for a spring campaign. Are you free?",
        consent: true,
      },
      { headers: { "x-altcha": await fetchAndSolveBotCheck(sender.get) } },
    );
    expect(sent.status).toBe(201);
    const booker = await quickSignedInUser(t, `booker-${randomUUID().slice(0, 8)}@agency.test`);
    const list = await booker.client.post("/api/me/shortlists", { name: "Spring" });
    expect(list.status).toBe(201);
    const { id: listId } = (await list.json()) as { id: string };
    expect(
      (await booker.client.post(`/api/me/shortlists/${listId}/entries`, { talentId: ida.talent.id })).status,
    ).toBe(201);
    // Already on the list: no second count.
    expect(
      (await booker.client.post(`/api/me/shortlists/${listId}/entries`, { talentId: ida.talent.id })).status,
    ).toBe(200);
    const counts = await insight(ida.client, ida.talent.id);
    expect(counts.totals).toMatchObject({ inquiry: 1, shortlisted: 1 });
    expect(counts.series.at(-1)).toMatchObject({ day: today(), inquiry: 1, shortlisted: 1 });
  });
});

describe("the insight", () => {
  it("lists every day of the last 30 or 90 days up to today, zeros filled in, with the totals", async () => {
    const ida = await publicTalent();
    const db = t.deps.database.db;
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    await db
      .insertInto("talent_daily_counts")
      .values([
        { talent_id: ida.talent.id, day: day(0), kind: "view", count: 4 },
        { talent_id: ida.talent.id, day: day(2), kind: "inquiry", count: 1 },
        { talent_id: ida.talent.id, day: day(45), kind: "view", count: 10 },
        { talent_id: ida.talent.id, day: day(120), kind: "view", count: 99 },
      ])
      .execute();
    const month = await insight(ida.client, ida.talent.id);
    expect(month.days).toBe(30);
    expect(month.series).toHaveLength(30);
    expect(month.series[0]?.day).toBe(day(29));
    expect(month.series.at(-1)).toEqual({ day: day(0), view: 4, "comp-card": 0, inquiry: 0, shortlisted: 0 });
    expect(month.series.at(-3)).toMatchObject({ day: day(2), inquiry: 1 });
    expect(month.series.filter((entry) => entry.view === 0)).toHaveLength(29);
    expect(month.totals).toEqual({ view: 4, "comp-card": 0, inquiry: 1, shortlisted: 0 });
    const quarter = await insight(ida.client, ida.talent.id, "90");
    expect(quarter.series).toHaveLength(90);
    expect(quarter.series[0]?.day).toBe(day(89));
    expect(quarter.totals).toEqual({ view: 14, "comp-card": 0, inquiry: 1, shortlisted: 0 });
    // The admins may read it too (what the talent sees).
    expect((await insight(admin.client, ida.talent.id, "90")).totals.view).toBe(14);
  });

  it("is refused to visitors, to other accounts and for unknown profiles; a period other than 30 or 90 is invalid", async () => {
    const ida = await publicTalent();
    const other = await publicTalent();
    const noProfile = await quickSignedInUser(t, `hirer-${randomUUID().slice(0, 8)}@insight.test`);
    const url = `/api/talents/${ida.talent.id}/insight`;
    const visitor = await apiClient(t).get(url);
    expect(visitor.status).toBe(401);
    expect(((await visitor.json()) as { error: { code: string } }).error.code).toBe("UNAUTHENTICATED");
    const refused = await other.client.get(url);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("FORBIDDEN");
    expect((await noProfile.client.get(url)).status).toBe(403);
    expect((await noProfile.client.get(`/api/talents/${randomUUID()}/insight`)).status).toBe(404);
    expect((await ida.client.get(`${url}?days=7`)).status).toBe(400);
  });

  it("goes with the profile and the account, and is in the account's export", async () => {
    const ida = await publicTalent();
    expect((await view(apiClient(t), ida.talent.slug)).status).toBe(200);
    const exported = (await (await ida.client.get("/api/account/export")).json()) as {
      profileDailyCounts: { day: string; kind: string; count: number }[];
    };
    expect(exported.profileDailyCounts).toEqual([{ day: today(), kind: "view", count: 1 }]);
    const deleted = await ida.client.post("/api/account/delete", {
      confirmation: "DELETE",
      password: ida.password,
    });
    expect(deleted.status).toBe(200);
    expect(await storedCounts(ida.talent.id)).toEqual([]);

    const other = await publicTalent();
    expect((await view(apiClient(t), other.talent.slug)).status).toBe(200);
    expect(await storedCounts(other.talent.id)).toHaveLength(1);
    expect(
      (await admin.client.request(`/api/admin/talents/${other.talent.id}`, { method: "DELETE", json: {} }))
        .status,
    ).toBe(204);
    expect(await storedCounts(other.talent.id)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchingTalents } from "#server/app";
import { createLogger } from "#server/lib/logger";
import type { SavedSearch } from "#shared/workspace/saved-searches.schema";
import { apiClient } from "#tests/support/api-client";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { quickSignedInUser } from "#tests/support/test-users";
import { type AlertDeps, sendDueAlerts } from "./saved-search-alerts.ts";

// Saved searches through the API on a real database: saving, renaming, the alert choice, deleting,
// what is new since the last visit, the alert mails with a moved clock, and their one-click
// unsubscribe link, which needs no sign-in.

let t: TestApp;
let smtp: SmtpSink;
let alerts: AlertDeps;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url });
  alerts = {
    db: t.database.handle.db,
    mail: t.deps.mail,
    matching: matchingTalents,
    publicUrl: t.config.publicUrl,
    secret: t.config.authSecret,
    log: createLogger("silent"),
  };
});
afterAll(async () => {
  await t.dispose();
  await smtp.close();
});

type Client = Awaited<ReturnType<typeof quickSignedInUser>>["client"];
const save = (client: Client, body: object) => client.post("/api/me/saved-searches", body);
const patch = (client: Client, id: string, json: object) =>
  client.request(`/api/me/saved-searches/${id}`, { method: "PATCH", json });
const list = async (client: Client) =>
  ((await (await client.get("/api/me/saved-searches")).json()) as { items: SavedSearch[] }).items;
const db = () => t.database.handle.db;
const setSearch = (id: string, values: { last_visit_at?: string; last_alert_at?: string }) =>
  db().updateTable("saved_searches").set(values).where("id", "=", id).execute();
const searchRow = (id: string) =>
  db().selectFrom("saved_searches").selectAll().where("id", "=", id).executeTakeFirst();

describe("saving a search", () => {
  it("stores the filters canonical, the alert weekly unless chosen, and lists it with the account's others", async () => {
    const { client } = await quickSignedInUser(t, "saver@example.com");
    const res = await save(client, {
      name: "  Munich models ",
      query: "?location=Munich&category=visual-arts-media&location=Berlin&page=2",
    });
    expect(res.status).toBe(201);
    const saved = (await res.json()) as SavedSearch;
    expect(saved).toMatchObject({
      name: "Munich models",
      query: "category=visual-arts-media&location=Berlin&location=Munich",
      alert: "weekly",
      newCount: 0,
    });
    const same = (await (
      await save(client, {
        name: "Again",
        query: "location=Berlin&category=visual-arts-media&location=Munich",
        alert: "daily",
      })
    ).json()) as SavedSearch;
    expect(same.query).toBe(saved.query);
    expect(same.alert).toBe("daily");
    expect((await list(client)).map((s) => s.name)).toEqual(["Again", "Munich models"]);
  });

  it("renames it, changes its alert and deletes it", async () => {
    const { client } = await quickSignedInUser(t, "changer@example.com");
    const { id } = (await (await save(client, { name: "Old", query: "" })).json()) as SavedSearch;
    const renamed = await patch(client, id, { name: "New", alert: "none" });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ name: "New", alert: "none" });
    // Turned on again, the alert counts from now: what came while it was off is not mailed.
    await setSearch(id, { last_alert_at: "2020-01-01T00:00:00.000Z" });
    expect((await patch(client, id, { alert: "daily" })).status).toBe(200);
    expect(((await searchRow(id))?.last_alert_at ?? "") > "2026").toBe(true);
    expect((await client.request(`/api/me/saved-searches/${id}`, { method: "DELETE" })).status).toBe(204);
    expect(await list(client)).toEqual([]);
    expect((await client.request(`/api/me/saved-searches/${id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("refuses a missing or overlong name, an unknown alert, a visitor, an unconfirmed account", async () => {
    const { client } = await quickSignedInUser(t, "refused@example.com");
    expect((await save(client, { name: "   ", query: "" })).status).toBe(400);
    expect((await save(client, { name: "x".repeat(81), query: "" })).status).toBe(400);
    expect((await save(client, { name: "Fine", query: "", alert: "hourly" })).status).toBe(400);
    expect((await save(apiClient(t), { name: "Fine", query: "" })).status).toBe(401);
    const unconfirmed = await quickSignedInUser(t, "unconfirmed-saver@example.com", { emailVerified: false });
    expect((await save(unconfirmed.client, { name: "Fine", query: "" })).status).toBe(403);
    expect((await apiClient(t).get("/api/me/saved-searches")).status).toBe(401);
  });

  it("answers another account's search exactly like a missing one", async () => {
    const owner = await quickSignedInUser(t, "owner-of-search@example.com");
    const other = await quickSignedInUser(t, "nosy@example.com");
    const { id } = (await (await save(owner.client, { name: "Mine", query: "" })).json()) as SavedSearch;
    const missing = await patch(other.client, "no-such-id", { name: "Theirs" });
    const foreign = await patch(other.client, id, { name: "Theirs" });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual(await missing.json());
    expect((await other.client.request(`/api/me/saved-searches/${id}`, { method: "DELETE" })).status).toBe(
      404,
    );
    expect((await other.client.post(`/api/me/saved-searches/${id}/visit`, {})).status).toBe(404);
    expect(await list(other.client)).toEqual([]);
    expect((await list(owner.client))[0]?.name).toBe("Mine");
  });
});

describe("what is new since the last visit", () => {
  it("counts matching talents first public after it, and opening the search sees them", async () => {
    const { client } = await quickSignedInUser(t, "visitor-count@example.com");
    const { id } = (await (
      await save(client, { name: "Visit", query: "location=Visitburg" })
    ).json()) as SavedSearch;
    await setSearch(id, { last_visit_at: "2020-01-10T00:00:00.000Z" });
    await insertTalents(db(), [
      talentRecord({ location: "Visitburg", updatedAt: "2020-01-11T00:00:00.000Z" }),
      talentRecord({ location: "Visitburg", updatedAt: "2020-01-12T00:00:00.000Z" }),
      talentRecord({ location: "Visitburg", updatedAt: "2020-01-09T00:00:00.000Z" }),
      talentRecord({ location: "Elsewhere", updatedAt: "2020-01-11T00:00:00.000Z" }),
      talentRecord({ location: "Visitburg", status: "pending", updatedAt: "2020-01-11T00:00:00.000Z" }),
    ]);
    expect((await list(client))[0]?.newCount).toBe(2);
    // The workspace's overview adds them up over the account's searches.
    expect(await (await client.get("/api/me/workspace")).json()).toMatchObject({ newInSavedSearches: 2 });
    const visited = await client.post(`/api/me/saved-searches/${id}/visit`, {});
    expect(visited.status).toBe(200);
    expect(await visited.json()).toMatchObject({ newCount: 0 });
    expect((await list(client))[0]?.newCount).toBe(0);
    expect(await (await client.get("/api/me/workspace")).json()).toMatchObject({ newInSavedSearches: 0 });
  });
});

describe("the alert mails", () => {
  const t0 = new Date("2027-02-01T08:00:00.000Z");
  const hours = (n: number) => new Date(t0.getTime() + n * 60 * 60 * 1000);

  it("mail once per due search only the talents first public since the last alert, then nothing until more come", async () => {
    const { client, email } = await quickSignedInUser(t, "alerted@example.com");
    const daily = (await (
      await save(client, { name: "Alert daily", query: "location=Alertville", alert: "daily" })
    ).json()) as SavedSearch;
    const weekly = (await (
      await save(client, { name: "Alert weekly", query: "location=Alertville" })
    ).json()) as SavedSearch;
    for (const s of [daily, weekly]) await setSearch(s.id, { last_alert_at: t0.toISOString() });
    const [fresh] = await insertTalents(db(), [
      talentRecord({
        name: "Fresh Fenna",
        location: "Alertville",
        subcategory: "model",
        updatedAt: hours(1).toISOString(),
      }),
      talentRecord({ name: "Old Olga", location: "Alertville", updatedAt: hours(-1).toISOString() }),
      talentRecord({ name: "Far Fritz", location: "Faraway", updatedAt: hours(1).toISOString() }),
      talentRecord({
        name: "Pending Paula",
        location: "Alertville",
        status: "pending",
        updatedAt: hours(1).toISOString(),
      }),
    ]);

    await sendDueAlerts(alerts, hours(23));
    expect((await searchRow(daily.id))?.last_alert_at).toBe(t0.toISOString());
    const first = await sendDueAlerts(alerts, hours(25));
    expect(first.sent).toBeGreaterThanOrEqual(1);
    const mail = await smtp.waitFor(email, /Alert daily/);
    expect(mail.subject).toBe("One new talent for “Alert daily”");
    expect(mail.text).toContain("Fresh Fenna");
    expect(mail.text).toContain("Model · Alertville");
    expect(mail.text).not.toContain("Old Olga");
    expect(mail.text).not.toContain("Far Fritz");
    expect(mail.text).not.toContain("Pending Paula");
    expect(mail.links).toContain(`http://localhost:3000/talents/model/${fresh?.slug}`);
    expect(mail.links).toContain("http://localhost:3000/talents?location=Alertville");
    const page = mail.links.find((l) => l.startsWith("http://localhost:3000/alerts/unsubscribe#"));
    expect(page).toBeDefined();
    const headers = mail.raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, " ") ?? "";
    const oneClick = /^List-Unsubscribe: <([^>]+)>/m.exec(headers)?.[1];
    expect(oneClick).toMatch(
      /^http:\/\/localhost:3000\/api\/saved-search-alerts\/unsubscribe\?token=[\w-]{43}$/,
    );
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(page?.split("#")[1]).toBe(new URL(oneClick ?? "http://x").searchParams.get("token"));
    expect((await searchRow(daily.id))?.last_alert_at).toBe(hours(25).toISOString());
    // The weekly one is not due yet.
    expect((await searchRow(weekly.id))?.last_alert_at).toBe(t0.toISOString());

    // A day later nothing is new: no mail, but the alert's time moves on.
    await t.deps.mail.settled();
    const before = smtp.messages.filter((m) => m.to.includes(email)).length;
    await sendDueAlerts(alerts, hours(50));
    expect((await searchRow(daily.id))?.last_alert_at).toBe(hours(50).toISOString());
    await t.deps.mail.settled();
    expect(smtp.messages.filter((m) => m.to.includes(email)).length).toBe(before);

    // A week after t0, the weekly one names the same talent once.
    expect((await sendDueAlerts(alerts, hours(24 * 7))).sent).toBeGreaterThanOrEqual(1);
    const weeklyMail = await smtp.waitFor(email, /Alert weekly/);
    expect(weeklyMail.text).toContain("Fresh Fenna");
    expect(weeklyMail.text).toContain("at most once a week");
  });

  it("is sent once when two runs claim the same search side by side", async () => {
    const { client, email } = await quickSignedInUser(t, "twice@example.com");
    const s = (await (
      await save(client, { name: "Once only", query: "location=Oncetown", alert: "daily" })
    ).json()) as SavedSearch;
    await setSearch(s.id, { last_alert_at: t0.toISOString() });
    await insertTalents(db(), [talentRecord({ location: "Oncetown", updatedAt: hours(2).toISOString() })]);
    await Promise.all([sendDueAlerts(alerts, hours(30)), sendDueAlerts(alerts, hours(30))]);
    await smtp.waitFor(email, /Once only/);
    await t.deps.mail.settled();
    expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it("names at most 20 talents and links the search for the rest, in the account's language", async () => {
    const { client, email } = await quickSignedInUser(t, "many@example.com");
    await client.request("/api/account/language", { method: "PUT", json: { language: "de" } });
    const s = (await (
      await save(client, { name: "Viele", query: "location=Manyville", alert: "daily" })
    ).json()) as SavedSearch;
    await setSearch(s.id, { last_alert_at: t0.toISOString() });
    await insertTalents(
      db(),
      Array.from({ length: 23 }, (_, i) =>
        talentRecord({ location: "Manyville", updatedAt: hours(1 + i / 60).toISOString() }),
      ),
    );
    await sendDueAlerts(alerts, hours(26));
    const mail = await smtp.waitFor(email, /Viele/);
    expect(mail.subject).toBe("23 neue Talente für „Viele“");
    expect(mail.text).toContain("Und 3 weitere");
    expect(mail.links.filter((l) => l.includes("/de/talents/model/"))).toHaveLength(20);
    expect(mail.links).toContain("http://localhost:3000/de/talents?location=Manyville");
  });
});

describe("the unsubscribe link", () => {
  async function searchWithToken(email: string) {
    const { client } = await quickSignedInUser(t, email);
    const s = (await (
      await save(client, { name: `Stop ${email}`, query: "", alert: "daily" })
    ).json()) as SavedSearch;
    const { alertToken } = await import("./alert-token.ts");
    return { client, search: s, token: alertToken(t.config.authSecret, s.id) };
  }
  const oneClick = (query: string, body = "List-Unsubscribe=One-Click") =>
    t.request(`/api/saved-search-alerts/unsubscribe${query}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    });

  it("turns the alert off with the mail client's one-click POST, without a session; the search stays", async () => {
    const { client, search, token } = await searchWithToken("one-click@example.com");
    const res = await oneClick(`?token=${token}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: search.name, alert: "none" });
    expect((await list(client))[0]).toMatchObject({ id: search.id, alert: "none" });
  });

  it("shows the search's name to the page and turns it off with the token in a header", async () => {
    const { search, token } = await searchWithToken("page@example.com");
    const visitor = apiClient(t);
    const shown = await visitor.get("/api/saved-search-alerts/subscription", {
      headers: { "x-alert-token": token },
    });
    expect(shown.status).toBe(200);
    expect(shown.headers.get("referrer-policy")).toBe("no-referrer");
    expect(await shown.json()).toEqual({ name: search.name, alert: "daily" });
    const off = await visitor.request("/api/saved-search-alerts/unsubscribe", {
      method: "POST",
      headers: { "x-alert-token": token, "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(off.status).toBe(200);
    expect((await searchRow(search.id))?.alert).toBe("none");
  });

  it("answers 404 to a bad token and 400 to another body", async () => {
    const { token } = await searchWithToken("bad-token@example.com");
    expect((await oneClick(`?token=${"A".repeat(43)}`)).status).toBe(404);
    expect((await oneClick("?token=short")).status).toBe(404);
    expect((await oneClick("")).status).toBe(404);
    expect(
      (await t.request("/api/saved-search-alerts/subscription", { headers: { "x-alert-token": "nope" } }))
        .status,
    ).toBe(404);
    expect((await oneClick(`?token=${token}`, "List-Unsubscribe=Later")).status).toBe(400);
  });
});

describe("privacy", () => {
  it("puts the searches in the account's export and deletes them with the account", async () => {
    const user = await quickSignedInUser(t, "leaving-saver@example.com");
    const { id } = (await (
      await save(user.client, { name: "Exported", query: "category=visual-arts-media" })
    ).json()) as SavedSearch;
    const data = (await (await user.client.get("/api/account/export")).json()) as {
      savedSearches: { name: string; query: string; alert: string }[];
    };
    expect(data.savedSearches).toEqual([
      expect.objectContaining({ name: "Exported", query: "category=visual-arts-media", alert: "weekly" }),
    ]);
    const res = await user.client.post("/api/account/delete", {
      confirmation: "DELETE",
      password: user.password,
    });
    expect(res.status).toBe(200);
    expect(await searchRow(id)).toBeUndefined();
  });
});

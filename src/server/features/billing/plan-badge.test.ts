import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_MODE_PRICE_IDS } from "#server/payments/test-mode-provider";
import { recordChanges } from "#tests/support/change-recorder";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { signedInUser } from "#tests/support/test-users";
import { createGrantedPlanExpiry } from "./granted-plan-expiry.ts";
import { syncPlanPrices } from "./plan-prices.service.ts";

let t: TestApp;
let changes: ReturnType<typeof recordChanges>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  await syncPlanPrices(t.database.handle.db, t.deps.payments);
  changes = recordChanges(t.deps.realtime);
  admin = await signedInUser(t, "plan-badge-admin@vitrine.test", { role: "admin" });
});
afterAll(async () => {
  await t.dispose();
});

type Client = Awaited<ReturnType<typeof signedInUser>>["client"];

async function buy(client: Client, planId: string) {
  const { url } = await (
    await client.post("/api/billing/checkout", { planId, withdrawalConsent: true })
  ).json();
  const res = await client.post(`/api/billing/test/checkout-sessions/${url.split("/").pop()}/complete`);
  expect(res.status).toBe(200);
}

/** A talent with a public (or pending) profile linked to a new account, with badges an admin set. */
async function talentWithAccount(email: string, overrides: Parameters<typeof talentRecord>[0] = {}) {
  const user = await signedInUser(t, email);
  const [talent] = await insertTalents(t.database.handle.db, [
    talentRecord({ userId: user.userId, name: `Talent ${email}`, featured: true, ...overrides }),
  ]);
  if (!talent) throw new Error("no talent");
  // Inserted behind the app's back: the public answers cached before do not know it yet.
  t.deps.publicCache.clear();
  return { ...user, talent };
}

/** The badges the public sees of this talent: on its profile, its list card, and its featured card. */
async function publicBadgesOf(talent: { id: string; slug: string }) {
  const profile = await (await t.request(`/api/talents/by-slug/${talent.slug}`)).json();
  const list = await (await t.request("/api/talents")).json();
  const featured = await (await t.request("/api/talents/featured")).json();
  const card = (items: { id: string; badges: string[] }[]) => items.find((i) => i.id === talent.id)?.badges;
  return { profile: profile.talent.badges, card: card(list.items), featured: card(featured.items) };
}

const everywhere = (badges: string[]) => ({ profile: badges, card: badges, featured: badges });

describe("the Premium badge follows the plan", () => {
  it("appears when Premium starts and goes when the plan no longer grants it, through the public cache", async () => {
    const { client, talent, userId } = await talentWithAccount("premium-buyer@example.com", {
      badges: ["verified"],
    });
    // Read once, so the public cache holds the answers from before the purchase.
    expect(await publicBadgesOf(talent)).toEqual(everywhere(["verified"]));

    await changes.clear();
    await buy(client, "premium");
    expect(await publicBadgesOf(talent)).toEqual(everywhere(["verified", "premium"]));
    expect(await changes.settled()).toEqual([
      { type: "subscription.changed", ownerId: userId },
      { type: "talent.changed", talentId: talent.id, slug: talent.slug, ownerId: userId },
    ]);

    // Cancelled at period end, it still runs: the badge stays until the plan ends.
    await changes.clear();
    expect((await client.post("/api/billing/test/portal/cancel")).status).toBe(200);
    expect(await publicBadgesOf(talent)).toEqual(everywhere(["verified", "premium"]));
    // Nothing public changed, so the public hears nothing about this account's billing.
    expect(await changes.settled()).toEqual([{ type: "subscription.changed", ownerId: userId }]);
    await client.post("/api/billing/test/portal/resume");

    // A payment due pauses what the plan grants; paying brings it back.
    expect((await client.post("/api/billing/test/portal/fail-payment")).status).toBe(200);
    expect(await publicBadgesOf(talent)).toEqual(everywhere(["verified"]));
    expect((await client.post("/api/billing/test/portal/pay")).status).toBe(200);
    expect(await publicBadgesOf(talent)).toEqual(everywhere(["verified", "premium"]));

    // Pro grants no badge.
    await client.post("/api/billing/test/portal/switch", { planId: "pro" });
    expect(await publicBadgesOf(talent)).toEqual(everywhere(["verified"]));
  });

  it("keeps the badge an administrator set, and never stores the plan's in the profile", async () => {
    const { client, talent } = await talentWithAccount("admin-premium@example.com", { badges: ["premium"] });
    expect(await publicBadgesOf(talent)).toEqual(everywhere(["premium"]));
    await buy(client, "premium");
    expect(await publicBadgesOf(talent)).toEqual(everywhere(["premium"]));
    await client.post("/api/billing/test/portal/switch", { planId: "starter" });
    expect(await publicBadgesOf(talent)).toEqual(everywhere(["premium"]));

    const { talent: other, client: buyer } = await talentWithAccount("editor-view@example.com");
    await buy(buyer, "premium");
    expect((await publicBadgesOf(other)).profile).toEqual(["premium"]);
    // The editor shows (and saves) only what an administrator set.
    const edited = await (await admin.client.get(`/api/admin/talents/${other.id}`)).json();
    expect(edited.talent.badges).toEqual([]);
    const stored = await t.database.handle.db
      .selectFrom("talents")
      .select("badges")
      .where("id", "=", other.id)
      .executeTakeFirstOrThrow();
    expect(stored.badges).toBe("[]");
  });

  it("says nothing on the public stream about an account whose profile is not public", async () => {
    const { client, userId } = await talentWithAccount("pending-buyer@example.com", { status: "pending" });
    await changes.clear();
    await buy(client, "premium");
    expect(await changes.settled()).toEqual([{ type: "subscription.changed", ownerId: userId }]);
  });

  it("comes with a plan an administrator granted, and goes when its year is over", async () => {
    const { client, talent, userId } = await talentWithAccount("granted@example.com");
    const assigned = await admin.client.request(`/api/admin/users/${userId}/plan`, {
      method: "PUT",
      json: { priceId: TEST_MODE_PRICE_IDS.premium },
    });
    expect(assigned.status).toBe(200);
    expect(await publicBadgesOf(talent)).toEqual(everywhere(["premium"]));
    const granted = (await (await client.get("/api/me/subscription")).json()).subscription;
    expect(granted).toMatchObject({ managedBy: "team", status: "active", cancelAtPeriodEnd: false });

    // The day before the end nothing happens; the day after, the plan ends with what it granted.
    const end = new Date(granted.currentPeriodEnd);
    const sweepAt = (at: Date) =>
      createGrantedPlanExpiry({
        db: t.database.handle.db,
        realtime: t.deps.realtime,
        log: t.deps.log,
        now: () => at,
      }).sweep();
    expect(await sweepAt(new Date(end.getTime() - 86_400_000))).toBe(0);
    await changes.clear();
    expect(await sweepAt(new Date(end.getTime() + 1000))).toBe(1);
    expect(await sweepAt(new Date(end.getTime() + 2000))).toBe(0);

    expect(await publicBadgesOf(talent)).toEqual(everywhere([]));
    expect((await (await client.get("/api/me/subscription")).json()).subscription).toBeNull();
    expect(await changes.settled()).toEqual([
      { type: "subscription.changed", ownerId: userId },
      { type: "talent.changed", talentId: talent.id, slug: talent.slug, ownerId: userId },
    ]);
    const table = await (await admin.client.get("/api/admin/subscriptions")).json();
    expect(table.items.find((i: { userId: string }) => i.userId === userId)).toMatchObject({
      status: "canceled",
      granted: true,
    });
    // Free again: a plan can be bought.
    expect(
      (await (await client.post("/api/billing/checkout", { planId: "pro", withdrawalConsent: true })).json())
        .destination,
    ).toBe("checkout");
  });
});

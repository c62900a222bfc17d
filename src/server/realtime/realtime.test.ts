import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "#server/lib/logger";
import type { ChangeEvent } from "#shared/realtime/change-event";
import type { Talent } from "#shared/talents/talent.schema";
import { apiClient } from "#tests/support/api-client";
import { fetchAndSolveBotCheck } from "#tests/support/solve-bot-check";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { signedInUser } from "#tests/support/test-users";
import { eventsRoutes } from "./events.routes.ts";
import { createRealtimeHub } from "./realtime-hub.ts";
import type { RealtimeMessage } from "./realtime-message.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, "admin@vitrine.test", { role: "admin" });
});
afterAll(async () => {
  await t.dispose();
});

const nextMessage = (subscribe: (listener: (m: RealtimeMessage) => void) => () => void) =>
  new Promise<RealtimeMessage>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no event arrived")), 5000);
    const stop = subscribe((message) => {
      clearTimeout(timer);
      stop();
      resolve(message);
    });
  });

type OpenStream = {
  /** Every `change` event received so far, in order. */
  events: ChangeEvent[];
  /** Everything received so far, as text (to check that an id or slug never appeared). */
  text: () => string;
  waitFor: (match: (event: ChangeEvent) => boolean) => Promise<ChangeEvent>;
  ended: Promise<void>;
  close: () => Promise<void>;
};

/** Opens an event stream (as a browser's EventSource would) and collects what it receives. */
async function openStream(response: Promise<Response>): Promise<OpenStream> {
  const res = await response;
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/event-stream");
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const events: ChangeEvent[] = [];
  let received = "";
  let waiters: (() => void)[] = [];
  const ended = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      received += decoder.decode(value, { stream: true });
      const blocks = received.split("\n\n");
      events.length = 0;
      for (const block of blocks) {
        const data = /^event: change\ndata: (.*)$/m.exec(block)?.[1];
        if (data) events.push(JSON.parse(data) as ChangeEvent);
      }
      for (const wake of waiters) wake();
    }
    for (const wake of waiters) wake();
  })();
  const stream: OpenStream = {
    events,
    text: () => received,
    ended,
    waitFor: (match) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching event; got ${JSON.stringify(events)}`)),
          5000,
        );
        const check = () => {
          const found = events.find(match);
          if (!found) return;
          clearTimeout(timer);
          waiters = waiters.filter((w) => w !== check);
          resolve(found);
        };
        waiters.push(check);
        check();
      }),
    close: async () => {
      await reader.cancel().catch(() => {});
    },
  };
  await new Promise<void>((resolve) => {
    const ready = () => {
      if (received.includes("event: ready")) {
        waiters = waiters.filter((w) => w !== ready);
        resolve();
      }
    };
    waiters.push(ready);
    ready();
  });
  return stream;
}

const visitorStream = () => openStream(t.request("/api/events"));
const signedInStream = (client: { get: (path: string) => Promise<Response> }) =>
  openStream(client.get("/api/me/events"));

async function ownProfile(email: string) {
  const user = await signedInUser(t, email);
  const res = await user.client.post("/api/me/talent", { name: `Owner ${email.split("@")[0]}` });
  expect(res.status).toBe(201);
  return { ...user, talent: ((await res.json()) as { talent: Talent }).talent };
}

describe("the realtime hub", () => {
  it("delivers a published change to every instance on the same database", async () => {
    const other = await createRealtimeHub({ pool: t.database.handle.pool, log: createLogger("silent") });
    try {
      const seenHere = nextMessage(t.deps.realtime.subscribe);
      const seenThere = t.database.handle.pool
        ? nextMessage(other.subscribe)
        : Promise.resolve<RealtimeMessage | null>(null);
      await t.deps.realtime.publish({ type: "talent.saved", talentId: "t1" }, "user-1");
      const expected = { event: { type: "talent.saved", talentId: "t1" }, ownerId: "user-1" };
      expect(await seenHere).toEqual(expected);
      // With PostgreSQL, a second instance (its own LISTEN connection) hears it too, with its audience.
      if (t.database.handle.pool) expect(await seenThere).toEqual(expected);
    } finally {
      await other.close();
    }
  });
});

describe("GET /api/events (the public stream)", () => {
  it("says nothing about a pending profile while it is created, saved and rejected, and announces its approval", async () => {
    const visitor = await visitorStream();
    try {
      const { client, talent } = await ownProfile("pending-paula@example.com");
      await client.request(`/api/talents/${talent.id}`, {
        method: "PATCH",
        json: { category: "performing-arts", subcategory: "singer", bio: "Soprano." },
      });
      await client.request(`/api/talents/${talent.id}`, { method: "PATCH", json: { submit: true } });
      expect(
        (await admin.client.post(`/api/admin/talents/${talent.id}/reject`, { reason: "A photo" })).status,
      ).toBe(200);
      await client.request(`/api/talents/${talent.id}`, {
        method: "PATCH",
        json: { bio: "Soprano, Munich." },
      });
      expect((await admin.client.post(`/api/admin/talents/${talent.id}/approve`, {})).status).toBe(200);

      const published = await visitor.waitFor((e) => e.talentId === talent.id);
      const { slug } = ((await (await client.get("/api/me/talent")).json()) as { talent: Talent }).talent;
      expect(published).toEqual({ type: "talent.published", talentId: talent.id, slug });
      // Everything before the approval left no trace of the profile on the public stream.
      const before = visitor.text().split(`"type":"talent.published","talentId":"${talent.id}"`)[0] ?? "";
      expect(before).not.toContain(talent.id);
      expect(before).not.toContain(talent.slug);
      expect(visitor.events.filter((e) => e.talentId === talent.id)).toHaveLength(1);
    } finally {
      await visitor.close();
    }
  });

  it("says nothing of a live profile's change under review, then that the approved change changed it, then that it disappeared with its account", async () => {
    const { client, talent, password } = await ownProfile("leaving-lou@example.com");
    await client.request(`/api/talents/${talent.id}`, {
      method: "PATCH",
      json: { category: "performing-arts", subcategory: "dancer", submit: true },
    });
    await admin.client.post(`/api/admin/talents/${talent.id}/approve`, {});
    const visitor = await visitorStream();
    // With PostgreSQL the first approval's event travels through NOTIFY and can reach the stream
    // after it opened; a marker published now separates it from what this test counts.
    await t.deps.realtime.publish({ type: "talents.reordered" });
    await visitor.waitFor((e) => e.type === "talents.reordered");
    const about = () =>
      visitor.events
        .slice(visitor.events.findIndex((e) => e.type === "talents.reordered") + 1)
        .filter((e) => e.talentId === talent.id)
        .map((e) => e.type);
    try {
      await client.request(`/api/talents/${talent.id}`, { method: "PATCH", json: { bio: "New bio." } });
      await admin.client.post(`/api/admin/talents/${talent.id}/approve`, {});
      const deleted = await client.post("/api/account/delete", { confirmation: "DELETE", password });
      expect(deleted.status).toBe(200);
      await visitor.waitFor(() => about().length === 2);
      // The change stays off the public stream until it is approved (ADR 41); the profile never left.
      expect(about()).toEqual(["talent.changed", "talent.unpublished"]);
    } finally {
      await visitor.close();
    }
  });

  it("does not carry contact messages", async () => {
    const visitor = await visitorStream();
    const adminStream = await signedInStream(admin.client);
    try {
      const sender = apiClient(t);
      const sent = await sender.post(
        "/api/contact",
        {
          name: "Mara Brand",
          instagram: "mara.brand",
          email: "mara@brand.example",
          company: "Brand GmbH",
          phone: "",
          message: "We are casting for a spring campaign.",
        },
        { headers: { "x-altcha": await fetchAndSolveBotCheck(sender.get) } },
      );
      expect(sent.status).toBe(201);
      await adminStream.waitFor((e) => e.type === "message.received");
      // A public event after it: the visitor's stream has delivered everything published before.
      await t.deps.realtime.publish({ type: "talents.reordered" });
      await visitor.waitFor((e) => e.type === "talents.reordered");
      expect(visitor.events.map((e) => e.type)).not.toContain("message.received");
    } finally {
      await visitor.close();
      await adminStream.close();
    }
  });
});

describe("GET /api/me/events (the signed-in stream)", () => {
  // Unconfirmed accounts are refused (403) in the authorization table.
  it("is refused to visitors with 401 UNAUTHENTICATED", async () => {
    const visitor = await t.request("/api/me/events");
    expect(visitor.status).toBe(401);
    expect((await visitor.json()).error.code).toBe("UNAUTHENTICATED");
  });

  it("gives the owner their own profile's events, the admins every event, and another account none", async () => {
    const owner = await ownProfile("owner-olga@example.com");
    const other = await ownProfile("other-otto@example.com");
    const ownerStream = await signedInStream(owner.client);
    const otherStream = await signedInStream(other.client);
    const adminStream = await signedInStream(admin.client);
    try {
      await owner.client.request(`/api/talents/${owner.talent.id}`, {
        method: "PATCH",
        json: { bio: "Hi." },
      });
      await admin.client.post(`/api/admin/talents/${owner.talent.id}/reject`, { reason: "More please." });

      for (const stream of [ownerStream, adminStream]) {
        await stream.waitFor((e) => e.type === "talent.rejected" && e.talentId === owner.talent.id);
        expect(stream.events.filter((e) => e.talentId === owner.talent.id).map((e) => e.type)).toEqual([
          "talent.saved",
          "talent.rejected",
        ]);
      }
      // The other account's own save reaches it, and nothing of the owner's profile does.
      await other.client.request(`/api/talents/${other.talent.id}`, {
        method: "PATCH",
        json: { bio: "Me." },
      });
      await otherStream.waitFor((e) => e.talentId === other.talent.id);
      expect(otherStream.text()).not.toContain(owner.talent.id);
      expect(ownerStream.text()).not.toContain(other.talent.id);
      await adminStream.waitFor((e) => e.talentId === other.talent.id);
    } finally {
      await Promise.all([ownerStream.close(), otherStream.close(), adminStream.close()]);
    }
  });

  it("ends when the session ends", async () => {
    const user = await signedInUser(t, "short-session@example.com");
    const routes = eventsRoutes({
      hub: t.deps.realtime,
      guards: t.deps.guards,
      auth: t.deps.auth,
      heartbeatMs: 50,
    });
    const cookie = [...user.client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const stream = await openStream(Promise.resolve(routes.request("/me/events", { headers: { cookie } })));
    await user.client.post("/api/auth/sign-out", {});
    await stream.ended;
    expect(stream.text()).toContain("event: ready");
  });
});

describe("talent events", () => {
  it("tell an admin of a profile no account manages", async () => {
    const adminStream = await signedInStream(admin.client);
    try {
      const orphan = talentRecord({ name: "Orphan Olli", status: "pending" });
      await insertTalents(t.database.handle.db, [orphan]);
      await admin.client.post(`/api/admin/talents/${orphan.id}/approve`, {});
      await adminStream.waitFor((e) => e.type === "talent.approved" && e.talentId === orphan.id);
    } finally {
      await adminStream.close();
    }
  });
});

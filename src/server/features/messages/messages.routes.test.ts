import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "#tests/support/api-client";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { signedInUser } from "#tests/support/test-users";
import { insertContactMessage } from "./messages.repository.ts";

let t: TestApp;
let admin: ApiClient;

type Inbox = {
  messages: { name: string; isRead: boolean; id: string }[];
  total: number;
  page: number;
  pageSize: number;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInUser(t, "admin@example.com", { role: "admin" })).client;
  for (let i = 1; i <= 5; i++) {
    await insertContactMessage(t.database.handle.db, {
      id: randomUUID(),
      name: `Sender ${i}`,
      email: `sender${i}@example.com`,
      instagram: "",
      company: "",
      phone: "",
      message: `Message ${i}`,
      created_at: new Date(Date.UTC(2026, 10, i)).toISOString(),
    });
  }
});
afterAll(() => t.dispose());

describe("GET /api/admin/messages", () => {
  it("without paging answers the whole inbox, newest first, as before paging existed", async () => {
    const body = (await (await admin.get("/api/admin/messages")).json()) as Inbox;
    expect(body.messages.map((m) => m.name)).toEqual([
      "Sender 5",
      "Sender 4",
      "Sender 3",
      "Sender 2",
      "Sender 1",
    ]);
    expect(body.total).toBe(5);
  });

  it("pages on the server", async () => {
    const first = (await (await admin.get("/api/admin/messages?page=1&pageSize=2")).json()) as Inbox;
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.messages.map((m) => m.name)).toEqual(["Sender 5", "Sender 4"]);
    const last = (await (await admin.get("/api/admin/messages?page=3&pageSize=2")).json()) as Inbox;
    expect(last.messages.map((m) => m.name)).toEqual(["Sender 1"]);
  });

  it("rejects a bad page or page size", async () => {
    expect((await admin.get("/api/admin/messages?page=0")).status).toBe(400);
    expect((await admin.get("/api/admin/messages?page=1&pageSize=1000")).status).toBe(400);
  });

  it("marks a message read, and the unread count drops", async () => {
    const overview = async () =>
      ((await (await admin.get("/api/admin/overview")).json()) as { messages: { unread: number } }).messages
        .unread;
    expect(await overview()).toBe(5);
    const inbox = (await (await admin.get("/api/admin/messages?page=1")).json()) as Inbox;
    const target = inbox.messages[0];
    expect(target?.isRead).toBe(false);
    expect((await admin.post(`/api/admin/messages/${target?.id}/read`)).status).toBe(200);
    expect(await overview()).toBe(4);
    expect((await admin.post("/api/admin/messages/nope/read")).status).toBe(404);
  });
});

import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "#server/lib/logger";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { insertInquiry, insertInquiryMessage, insertThreadToken } from "./inquiries.repository.ts";
import { createInquiryRetention } from "./inquiry-retention.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

/** A thread whose last message was at `lastActivity`, with a link that runs out at `linkExpires`. */
async function thread(talentId: string, lastActivity: string, linkExpires: string) {
  const id = randomUUID();
  await t.deps.database.db.transaction().execute(async (trx) => {
    await insertInquiry(trx, {
      id,
      talent_id: talentId,
      sender_name: "Old Sender",
      sender_email: "old@sender.example",
      sender_key: "old@sender.example",
      sender_ip: "10.1.1.1",
      job_kind: "PAY",
      date_from: "2026-01-01",
      location: "Munich",
      created_at: lastActivity,
      last_activity_at: lastActivity,
    });
    await insertInquiryMessage(trx, {
      id: randomUUID(),
      inquiry_id: id,
      author: "sender",
      body: "Personal data",
      sender_ip: "10.1.1.1",
      created_at: lastActivity,
    });
    await insertThreadToken(trx, {
      hash: randomUUID().replace(/-/g, "").padEnd(64, "0"),
      inquiryId: id,
      createdAt: new Date(lastActivity),
      expiresAt: new Date(linkExpires),
    });
  });
  return id;
}

describe("inquiry retention", () => {
  it("deletes threads without activity for 12 months, with their messages and links, on the injected clock", async () => {
    const db = t.deps.database.db;
    const [talent] = await insertTalents(db, [talentRecord()]);
    const talentId = talent?.id ?? "";
    const stale = await thread(talentId, "2026-01-10T09:00:00.000Z", "2026-04-10T09:00:00.000Z");
    const recent = await thread(talentId, "2026-06-01T09:00:00.000Z", "2026-08-30T09:00:00.000Z");
    let now = new Date("2027-01-09T09:00:00.000Z");
    const retention = createInquiryRetention({ db, log: createLogger("silent"), now: () => now });

    // Just under 12 months: nothing goes but the expired links.
    expect(await retention.sweep()).toEqual({ threads: 0, links: 2 });
    now = new Date("2027-01-10T09:00:01.000Z");
    expect(await retention.sweep()).toEqual({ threads: 1, links: 0 });
    const left = await db.selectFrom("inquiries").select("id").where("talent_id", "=", talentId).execute();
    expect(left.map((row) => row.id)).toEqual([recent]);
    const messages = await db
      .selectFrom("inquiry_messages")
      .select("id")
      .where("inquiry_id", "=", stale)
      .execute();
    expect(messages).toEqual([]);
  });

  it("is safe when two instances sweep at once", async () => {
    const db = t.deps.database.db;
    const [talent] = await insertTalents(db, [talentRecord()]);
    await thread(talent?.id ?? "", "2025-01-01T00:00:00.000Z", "2025-03-01T00:00:00.000Z");
    const now = () => new Date("2027-06-01T00:00:00.000Z");
    const log = createLogger("silent");
    const [a, b] = await Promise.all([
      createInquiryRetention({ db, log, now }).sweep(),
      createInquiryRetention({ db, log, now }).sweep(),
    ]);
    expect((a?.threads ?? 0) + (b?.threads ?? 0)).toBe(1);
  });
});

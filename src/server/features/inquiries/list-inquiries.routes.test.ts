import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listOutbox } from "#server/mail/mail-outbox.repository";
import type { InquiryList, InquiryThread } from "#shared/inquiries/inquiry.schema";
import type { ListInquiryResult, SentThread, SentThreadSummary } from "#shared/inquiries/list-inquiry.schema";
import { senderKey } from "#shared/inquiries/sender-key";
import { apiClient } from "#tests/support/api-client";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { quickSignedInUser } from "#tests/support/test-users";
import { insertBlock } from "./inquiries.repository.ts";

// One inquiry to a whole shortlist through the API: each talent who takes it gets an ordinary
// thread, the others are skipped with the reason; the account reads and answers its threads; nobody
// else can.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

const db = () => t.database.handle.db;
type User = Awaited<ReturnType<typeof quickSignedInUser>>;

const job = {
  kind: "PAY",
  dateFrom: "2027-05-01",
  dateTo: "2027-05-02",
  location: "Hamburg",
  budget: 1500,
  message: "We are casting for a spring campaign. Are you available?",
  consent: true,
};

/** A talent with an account: public, taking paid work, accepting inquiries unless told otherwise. */
async function talentWithAccount(
  email: string,
  name: string,
  overrides: Parameters<typeof talentRecord>[0] = {},
) {
  const user = await quickSignedInUser(t, email);
  const [record] = await insertTalents(db(), [talentRecord({ userId: user.userId, name, ...overrides })]);
  if (!record) throw new Error("no talent");
  return { ...user, talent: record };
}

/** A shortlist of the owner's with these talents, made directly in the tables the shortlists feature owns. */
async function shortlist(ownerId: string, talentIds: string[]) {
  const id = randomUUID();
  const at = new Date().toISOString();
  await db()
    .insertInto("shortlists")
    .values({ id, owner_id: ownerId, name: "Spring campaign", created_at: at, updated_at: at })
    .execute();
  for (const [position, talentId] of talentIds.entries()) {
    await db()
      .insertInto("shortlist_entries")
      .values({ id: randomUUID(), shortlist_id: id, talent_id: talentId, position, added_at: at })
      .execute();
  }
  return id;
}

const send = (client: User["client"], listId: string, body: object = job) =>
  client.post(`/api/me/shortlists/${listId}/inquiries`, body);
const threads = async (client: User["client"], listId: string) =>
  (
    (await (await client.get(`/api/me/shortlists/${listId}/inquiries`)).json()) as {
      items: SentThreadSummary[];
    }
  ).items;

describe("an inquiry to a whole shortlist", () => {
  let hirer: User;
  let ada: Awaited<ReturnType<typeof talentWithAccount>>;
  let listId: string;
  let result: ListInquiryResult;

  beforeAll(async () => {
    hirer = await quickSignedInUser(t, "casting@agency.example");
    await db()
      .updateTable("user")
      .set({ name: "Casey Casting", companyName: "Agency GmbH" })
      .where("id", "=", hirer.userId)
      .execute();
    ada = await talentWithAccount("ada@example.com", "Ada Accepts");
    const closed = await talentWithAccount("nora@example.com", "Nora Noinquiries", {
      inquiriesEnabled: false,
    });
    const blocking = await talentWithAccount("bea@example.com", "Bea Blocks");
    const tfpOnly = await talentWithAccount("tia@example.com", "Tia Tfp", { paymentOptions: ["TFP"] });
    await insertBlock(db(), {
      id: randomUUID(),
      talentId: blocking.talent.id,
      key: senderKey(hirer.email),
      createdBy: blocking.userId,
      createdAt: new Date().toISOString(),
    });
    listId = await shortlist(hirer.userId, [
      ada.talent.id,
      closed.talent.id,
      blocking.talent.id,
      tfpOnly.talent.id,
    ]);
    const res = await send(hirer.client, listId);
    expect(res.status).toBe(201);
    result = (await res.json()) as ListInquiryResult;
  });

  it("reaches the talents who take it and names why the others were skipped", () => {
    expect(result.sent).toBe(1);
    expect(result.talents.map(({ talentName, skipped }) => [talentName, skipped])).toEqual([
      ["Ada Accepts", null],
      ["Nora Noinquiries", "notAccepting"],
      ["Bea Blocks", "blocked"],
      ["Tia Tfp", "kindNotTaken"],
    ]);
    expect(result.talents[0]?.inquiryId).toEqual(expect.any(String));
  });

  it("gives each talent an ordinary thread from the account's name, address and company, and mails as a single inquiry does", async () => {
    const inbox = (await (await ada.client.get("/api/me/inquiries")).json()) as InquiryList;
    expect(inbox.items).toHaveLength(1);
    expect(inbox.items[0]).toMatchObject({
      senderName: "Casey Casting",
      senderCompany: "Agency GmbH",
      kind: "PAY",
      location: "Hamburg",
      unread: true,
    });
    const thread = (await (
      await ada.client.get(`/api/me/inquiries/${inbox.items[0]?.id}`)
    ).json()) as InquiryThread;
    expect(thread.senderEmail).toBe("casting@agency.example");
    expect(thread.messages.map((m) => m.body)).toEqual([job.message]);
    const mails = await listOutbox(db());
    expect(mails.filter((m) => m.recipient === "ada@example.com")).toHaveLength(1);
    expect(mails.filter((m) => m.recipient === "casting@agency.example")).toHaveLength(1);
    for (const skipped of ["nora@example.com", "bea@example.com", "tia@example.com"]) {
      expect(mails.filter((m) => m.recipient === skipped)).toEqual([]);
    }
  });

  it("lists the list's threads; the owner reads and answers one, and the talent sees the answer", async () => {
    expect(await threads(hirer.client, listId)).toEqual([
      expect.objectContaining({
        talentName: "Ada Accepts",
        state: "sent",
        unreadReplies: 0,
        talentPath: `/talents/model/${ada.talent.slug}`,
      }),
    ]);
    const inquiryId = result.talents[0]?.inquiryId ?? "";
    expect(
      (await ada.client.post(`/api/me/inquiries/${inquiryId}/replies`, { message: "Yes, I am free." }))
        .status,
    ).toBe(201);
    expect((await threads(hirer.client, listId))[0]).toMatchObject({ state: "answered", unreadReplies: 1 });

    const opened = await hirer.client.get(`/api/me/sent-inquiries/${inquiryId}`);
    expect(opened.status).toBe(200);
    const thread = (await opened.json()) as SentThread;
    expect(thread).toMatchObject({ talentName: "Ada Accepts", open: true, state: "answered", budget: 1500 });
    expect(thread.messages.map((m) => [m.author, m.body])).toEqual([
      ["sender", job.message],
      ["talent", "Yes, I am free."],
    ]);
    expect((await threads(hirer.client, listId))[0]?.unreadReplies).toBe(0);

    const answered = await hirer.client.post(`/api/me/sent-inquiries/${inquiryId}/replies`, {
      message: "Great, see you.",
    });
    expect(answered.status).toBe(201);
    expect(((await answered.json()) as SentThread).messages).toHaveLength(3);
    const seen = (await (await ada.client.get(`/api/me/inquiries/${inquiryId}`)).json()) as InquiryThread;
    expect(seen.messages.at(-1)).toMatchObject({ author: "sender", body: "Great, see you." });
  });

  it("asks nobody twice when sent again, and then takes no slot of the budget", async () => {
    const again = (await (await send(hirer.client, listId)).json()) as ListInquiryResult;
    expect(again.sent).toBe(0);
    expect(again.talents[0]).toMatchObject({ talentName: "Ada Accepts", skipped: "alreadyAsked" });
    expect((await (await ada.client.get("/api/me/inquiries")).json()).items).toHaveLength(1);
  });

  it("answers another account, a visitor and an unconfirmed account as it should", async () => {
    const other = await quickSignedInUser(t, "other-agency@example.com");
    const inquiryId = result.talents[0]?.inquiryId ?? "";
    expect((await send(other.client, listId)).status).toBe(404);
    expect((await other.client.get(`/api/me/shortlists/${listId}/inquiries`)).status).toBe(404);
    const foreign = await other.client.get(`/api/me/sent-inquiries/${inquiryId}`);
    const missing = await other.client.get("/api/me/sent-inquiries/no-such-thread");
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual(await missing.json());
    expect(
      (await other.client.post(`/api/me/sent-inquiries/${inquiryId}/replies`, { message: "Hi" })).status,
    ).toBe(404);
    // The talent cannot open it as a sent thread either: it is theirs to answer in their inbox.
    expect((await ada.client.get(`/api/me/sent-inquiries/${inquiryId}`)).status).toBe(404);
    expect((await send(apiClient(t), listId)).status).toBe(401);
    const unconfirmed = await quickSignedInUser(t, "unconfirmed-agency@example.com", {
      emailVerified: false,
    });
    expect((await unconfirmed.client.get(`/api/me/sent-inquiries/${inquiryId}`)).status).toBe(403);
  });

  it("closes the thread for the account once the talent marks it as spam", async () => {
    const inquiryId = result.talents[0]?.inquiryId ?? "";
    expect((await ada.client.post(`/api/me/inquiries/${inquiryId}/spam`, { spam: true })).status).toBe(200);
    expect((await threads(hirer.client, listId))[0]?.state).toBe("closed");
    const reply = await hirer.client.post(`/api/me/sent-inquiries/${inquiryId}/replies`, {
      message: "Hello?",
    });
    expect(reply.status).toBe(403);
    expect(
      ((await (await hirer.client.get(`/api/me/sent-inquiries/${inquiryId}`)).json()) as SentThread).open,
    ).toBe(false);
  });
});

describe("the sender's budget and the list's limits", () => {
  it("counts one inquiry to a list as one message of the address's budget", async () => {
    const hirer = await quickSignedInUser(t, "budget@agency.example");
    const talents = await Promise.all(
      [1, 2, 3].map((n) => talentWithAccount(`budget-talent-${n}@example.com`, `Budget Talent ${n}`)),
    );
    const lists = await Promise.all(
      Array.from({ length: 6 }, () =>
        shortlist(
          hirer.userId,
          talents.map((x) => x.talent.id),
        ),
      ),
    );
    for (const list of lists.slice(0, 5)) {
      const res = await send(hirer.client, list);
      expect(res.status).toBe(201);
      expect(((await res.json()) as ListInquiryResult).sent).toBe(3);
    }
    expect((await send(hirer.client, lists[5] ?? "")).status).toBe(429);
  });

  it("refuses an empty list and one with more talents than an inquiry may reach, and validates the form", async () => {
    const hirer = await quickSignedInUser(t, "limits@agency.example");
    expect((await send(hirer.client, await shortlist(hirer.userId, []))).status).toBe(409);
    const many = await insertTalents(
      db(),
      Array.from({ length: 51 }, () => talentRecord()),
    );
    expect(
      (
        await send(
          hirer.client,
          await shortlist(
            hirer.userId,
            many.map((x) => x.id),
          ),
        )
      ).status,
    ).toBe(422);
    const list = await shortlist(hirer.userId, [many[0]?.id ?? ""]);
    expect((await send(hirer.client, list, { ...job, consent: false })).status).toBe(400);
    expect((await send(hirer.client, list, { ...job, dateTo: "2027-04-01" })).status).toBe(400);
  });
});

describe("privacy", () => {
  it("keeps the threads with the talents when the sending account is deleted, without the link to it", async () => {
    const hirer = await quickSignedInUser(t, "leaving-agency@example.com");
    const talent = await talentWithAccount("stays@example.com", "Stella Stays");
    const list = await shortlist(hirer.userId, [talent.talent.id]);
    const sent = (await (await send(hirer.client, list)).json()) as ListInquiryResult;
    const inquiryId = sent.talents[0]?.inquiryId ?? "";
    const res = await hirer.client.post("/api/account/delete", {
      confirmation: "DELETE",
      password: hirer.password,
    });
    expect(res.status).toBe(200);
    const row = await db()
      .selectFrom("inquiries")
      .select(["sender_user_id"])
      .where("id", "=", inquiryId)
      .executeTakeFirst();
    expect(row).toEqual({ sender_user_id: null });
    expect((await talent.client.get(`/api/me/inquiries/${inquiryId}`)).status).toBe(200);
    expect(
      await db().selectFrom("shortlists").select("id").where("id", "=", list).executeTakeFirst(),
    ).toBeUndefined();
  });
});

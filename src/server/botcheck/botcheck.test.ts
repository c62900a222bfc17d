import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solveBotCheck } from "#tests/support/solve-bot-check";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database";
import { createBotCheck } from "./botcheck.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

const SECRET = "a-test-secret-that-is-long-enough-123";

describe("the bot check", () => {
  it("accepts a solved challenge once and refuses its replay", async () => {
    const check = createBotCheck({ db: database.handle.db, secret: SECRET });
    const payload = await solveBotCheck(await check.createChallenge());
    expect(await check.verify(payload)).toBe(true);
    expect(await check.verify(payload)).toBe(false);
  });

  it("refuses an expired challenge", async () => {
    const check = createBotCheck({ db: database.handle.db, secret: SECRET, ttlSeconds: -60 });
    const payload = await solveBotCheck(await check.createChallenge());
    expect(await check.verify(payload)).toBe(false);
  });

  it("refuses a tampered solution and a challenge signed with another secret", async () => {
    const check = createBotCheck({ db: database.handle.db, secret: SECRET });
    const solved = await solveBotCheck(await check.createChallenge());
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");

    const wrongKey = JSON.parse(Buffer.from(solved, "base64").toString());
    wrongKey.solution.derivedKey = wrongKey.solution.derivedKey.replace(/^./, (c: string) =>
      c === "0" ? "1" : "0",
    );
    expect(await check.verify(encode(wrongKey))).toBe(false);

    const easier = JSON.parse(Buffer.from(solved, "base64").toString());
    easier.challenge.parameters.cost = 1;
    expect(await check.verify(encode(easier))).toBe(false);

    const stranger = createBotCheck({
      db: database.handle.db,
      secret: "another-secret-that-is-long-enough-456",
    });
    expect(await check.verify(await solveBotCheck(await stranger.createChallenge()))).toBe(false);
  });

  it("refuses missing and malformed payloads", async () => {
    const check = createBotCheck({ db: database.handle.db, secret: SECRET });
    expect(await check.verify(undefined)).toBe(false);
    expect(await check.verify("")).toBe(false);
    expect(await check.verify("not base64 json")).toBe(false);
    expect(await check.verify(Buffer.from('{"challenge":{}}').toString("base64"))).toBe(false);
  });
});

describe("the bot check when its database fails", () => {
  it("throws the database's error rather than calling a valid solution a replay", async () => {
    const broken = await createTestDatabase();
    const check = createBotCheck({ db: broken.handle.db, secret: SECRET });
    const payload = await solveBotCheck(await check.createChallenge());
    await broken.dispose();
    await expect(check.verify(payload)).rejects.toThrow();
  });
});

import { describe, expect, it } from "vitest";
import { CHANGE_EVENT_AUDIENCES, CHANGE_EVENT_TYPES } from "#shared/realtime/change-event";
import { mayHear, type StreamListener } from "./realtime-message.ts";

const visitor: StreamListener = { stream: "public" };
const owner: StreamListener = { stream: "signed-in", userId: "owner-1", isAdmin: false };
const stranger: StreamListener = { stream: "signed-in", userId: "user-2", isAdmin: false };
const admin: StreamListener = { stream: "signed-in", userId: "admin-1", isAdmin: true };

describe("who hears an event", () => {
  it("gives the public stream only public events, whoever they concern", () => {
    expect(mayHear(visitor, { event: { type: "talent.published", slug: "a" }, ownerId: "owner-1" })).toBe(
      true,
    );
    expect(mayHear(visitor, { event: { type: "talent.saved", slug: "a" }, ownerId: "owner-1" })).toBe(false);
    expect(mayHear(visitor, { event: { type: "talent.created" } })).toBe(false);
    expect(mayHear(visitor, { event: { type: "message.received" } })).toBe(false);
  });

  it("gives an owner event to its owner and the admins only", () => {
    const saved = { event: { type: "talent.saved" as const, slug: "a" }, ownerId: "owner-1" };
    expect(mayHear(owner, saved)).toBe(true);
    expect(mayHear(admin, saved)).toBe(true);
    expect(mayHear(stranger, saved)).toBe(false);
    // A profile no account manages concerns the admins only.
    expect(mayHear(owner, { ...saved, ownerId: null })).toBe(false);
    expect(mayHear(admin, { ...saved, ownerId: null })).toBe(true);
  });

  it("gives admin events to admins only", () => {
    const message = { event: { type: "message.received" as const }, ownerId: "owner-1" };
    expect(mayHear(admin, message)).toBe(true);
    expect(mayHear(owner, message)).toBe(false);
  });

  it("keeps the signed-in stream free of public events (those travel on the public stream)", () => {
    for (const type of CHANGE_EVENT_TYPES) {
      const message = { event: { type }, ownerId: "owner-1" };
      const isPublic = CHANGE_EVENT_AUDIENCES[type] === "public";
      expect(mayHear(visitor, message)).toBe(isPublic);
      expect(mayHear(admin, message)).toBe(!isPublic);
    }
  });
});

import { describe, expect, it } from "vitest";
import type { Actor, Session } from "./policy.ts";
import {
  actorOf,
  actorOfVerified,
  isAdminRole,
  mayActAsAdmin,
  mayEditTalent,
  mayViewTalent,
} from "./policy.ts";

const session = (role: string | null, emailVerified = true) =>
  ({ user: { id: "u1", email: "a@example.com", role, emailVerified } }) as unknown as Session;
const owner: Actor = { userId: "u1", email: "a@example.com", isAdmin: false };
const stranger: Actor = { userId: "u2", email: "b@example.com", isAdmin: false };
const admin: Actor = { userId: "u3", email: "c@example.com", isAdmin: true };

describe("the access policy", () => {
  it("knows an administrator only by the exact role on a confirmed address", () => {
    expect(isAdminRole("admin")).toBe(true);
    for (const role of ["Admin", "admin,user", "user", "", null, undefined])
      expect(isAdminRole(role)).toBe(false);
    expect(mayActAsAdmin(session("admin"))).toBe(true);
    expect(mayActAsAdmin(session("admin", false))).toBe(false);
    expect(mayActAsAdmin(session("user"))).toBe(false);
    expect(mayActAsAdmin(null)).toBe(false);
  });

  it("gives unconfirmed accounts and visitors no actor", () => {
    expect(actorOf(null)).toBeNull();
    expect(actorOf(session("admin", false))).toBeNull();
    expect(actorOf(session("admin"))).toEqual({ userId: "u1", email: "a@example.com", isAdmin: true });
    expect(actorOfVerified(session("user"))).toEqual({
      userId: "u1",
      email: "a@example.com",
      isAdmin: false,
    });
  });

  it("lets the owner and administrators edit a talent, nobody else", () => {
    expect(mayEditTalent(owner, { userId: "u1" })).toBe(true);
    expect(mayEditTalent(stranger, { userId: "u1" })).toBe(false);
    expect(mayEditTalent(admin, { userId: "u1" })).toBe(true);
    expect(mayEditTalent(admin, { userId: null })).toBe(true);
    expect(mayEditTalent(owner, { userId: null })).toBe(false);
    expect(mayEditTalent(null, { userId: "u1" })).toBe(false);
  });

  it("shows approved talents to everyone and the others to their owner and administrators", () => {
    expect(mayViewTalent(null, { userId: "u1", status: "approved" })).toBe(true);
    for (const status of ["pending", "rejected"] as const) {
      expect(mayViewTalent(null, { userId: "u1", status })).toBe(false);
      expect(mayViewTalent(stranger, { userId: "u1", status })).toBe(false);
      expect(mayViewTalent(owner, { userId: "u1", status })).toBe(true);
      expect(mayViewTalent(admin, { userId: null, status })).toBe(true);
    }
  });
});

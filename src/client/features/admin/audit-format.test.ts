import { describe, expect, it } from "vitest";
import type { AuditEntry } from "#shared/audit/audit.schema";
import { auditDetails, auditSentence } from "./audit-format.ts";

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: "e1",
  actorId: "a1",
  actorEmail: "admin@vitrine.test",
  action: "talent.edit",
  recordType: "talent",
  recordId: "t1",
  recordLabel: "Lena Hartmann",
  changes: {},
  createdAt: "2026-11-23T10:00:00.000Z",
  ...overrides,
});

describe("audit entries in words", () => {
  it("say who did what to which record", () => {
    expect(auditSentence(entry({ action: "talent.approve" }))).toBe(
      "admin@vitrine.test approved Lena Hartmann",
    );
    expect(
      auditSentence(entry({ action: "talents.seed", recordId: null, recordLabel: "Sample talents" })),
    ).toBe("admin@vitrine.test loaded the sample talents");
  });

  it("list changed fields with their old and new values, briefly", () => {
    const details = auditDetails(
      entry({
        changes: {
          status: { from: "pending", to: "approved" },
          badges: { from: [], to: ["verified", "new"] },
          featured: { from: false, to: true },
          bio: { from: "old", to: "new" },
          gallery: { from: [], to: [{ id: "g1" }] },
          age: { from: null, to: 31 },
          category: { from: "", to: "performing-arts" },
          contact: { from: { email: "", instagram: "" }, to: { email: "a@b.de", instagram: "ada" } },
          specifics: { from: {}, to: { height: 181, eyes: "green" } },
          userId: { from: null, to: "u1" },
          reason: "Please add a clearer portrait.",
        },
      }),
    );
    expect(details).toEqual([
      "Status: Pending → Approved",
      "Badges: none → verified, new",
      "Featured: no → yes",
      "Bio changed",
      "Gallery: 0 items → 1 item",
      "Age: none → 31",
      "Category: none → Performing Arts",
      "Contact: none → email a@b.de, instagram ada",
      "Details: none → height 181, eyes green",
      "Linked user: none → an account",
      "Reason: Please add a clearer portrait.",
    ]);
  });

  it("cut long values", () => {
    const [line] = auditDetails(entry({ changes: { location: { from: "", to: "x".repeat(200) } } }));
    expect(line?.length).toBeLessThan(110);
    expect(line?.endsWith("…")).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import type { AuditAction, AuditEntry, AuditRecordType } from "#shared/audit/audit.schema";
import { compiledMessages } from "#shared/i18n/compile-catalogs";
import { createI18n, translatorOf } from "#shared/i18n/translator";
import { AUDIT_FIELD_WORDING, auditDetails, auditSentence } from "./audit-format.ts";

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

const t = translatorOf(createI18n("en", compiledMessages("en")));
/** An English reader in London's winter: dates read the same on every machine that runs the test. */
const READER = { t, language: "en" as const, timeZone: "UTC" };

/**
 * Every change the server records today, by action, with values as the server stores them
 * (talent-profile, talent-media, talent-moderation, featured-order and sample seed services; the
 * admin users and billing services; site content; the inquiry reports).
 */
const RECORDED: { action: AuditAction; recordType: AuditRecordType; changes: Record<string, unknown> }[] = [
  {
    action: "talent.edit",
    recordType: "talent",
    changes: {
      name: { from: "Lena", to: "Lena Hartmann" },
      age: { from: null, to: 31 },
      location: { from: "", to: "Munich" },
      place: { from: null, to: { id: 2867714, name: "Munich", country: "DE", adminCode: "02" } },
      bio: { from: "old", to: "new" },
      languages: { from: [], to: ["de", "en"] },
      paymentOptions: { from: ["TFP"], to: ["PAY", "TFP"] },
      category: { from: "", to: "performing-arts" },
      subcategory: { from: "", to: "singer" },
      specifics: { from: {}, to: { height: 181, eyes: "green", services: ["Weddings"] } },
      contact: {
        from: { email: "", instagram: "", showEmail: true },
        to: { email: "a@b.de", instagram: "ada", showEmail: false },
      },
      status: { from: "pending", to: "approved" },
      userId: { from: null, to: "u1" },
      badges: { from: [], to: ["verified", "new"] },
      featured: { from: false, to: true },
      featuredOrder: { from: null, to: 2 },
      isTopTalent: { from: true, to: false },
      image: { from: null, to: "img-1" },
      gallery: { from: [], to: [{ id: "g1", type: "image", description: "" }] },
    },
  },
  {
    action: "talent.reject",
    recordType: "talent",
    changes: { status: { from: "pending", to: "rejected" }, reason: "Blurry" },
  },
  { action: "talent.delete", recordType: "talent", changes: { status: "approved", files: 3 } },
  { action: "talents.seed", recordType: "talent", changes: { inserted: 10 } },
  {
    action: "talents.reorder",
    recordType: "talent",
    changes: { order: { from: ["Ada (a1b2c3)", "Bo (d4e5f6)"], to: ["Bo (d4e5f6)", "Ada (a1b2c3)"] } },
  },
  { action: "user.activate", recordType: "user", changes: { emailConfirmed: { from: false, to: true } } },
  { action: "user.role-change", recordType: "user", changes: { role: { from: "user", to: "admin" } } },
  {
    action: "user.assign-plan",
    recordType: "user",
    changes: {
      plan: { from: null, to: "Pro" },
      status: { from: null, to: "active" },
      currentPeriodEnd: { from: null, to: "2027-11-25T10:01:56.511Z" },
    },
  },
  {
    action: "content.edit",
    recordType: "content",
    changes: {
      quote: { from: "Great", to: "Really great" },
      authorName: { from: "Ada", to: "Ada L." },
      authorRole: { from: "", to: "Model" },
      plan: { from: null, to: "Premium" },
      visible: { from: true, to: false },
      isSample: { from: true, to: false },
      name: { from: "Bo", to: "Bo M." },
      role: { from: "Founder", to: "CEO" },
    },
  },
  {
    action: "content.reorder",
    recordType: "content",
    changes: { order: { from: ["A", "B"], to: ["B", "A"] } },
  },
  { action: "inquiry.block-sender", recordType: "inquiry", changes: { sender: "spam@example.com" } },
  { action: "inquiry.dismiss-report", recordType: "inquiry", changes: { reason: "Looks like spam" } },
];

describe("audit entries in words", () => {
  it("say who did what to which record", () => {
    expect(auditSentence(entry({ action: "talent.approve" }), t)).toBe(
      "admin@vitrine.test approved Lena Hartmann",
    );
    expect(
      auditSentence(entry({ action: "talents.seed", recordId: null, recordLabel: "Sample talents" }), t),
    ).toBe("admin@vitrine.test loaded the sample talents");
  });

  it("word every field the audit trail records, with labels, dates for the reader, on/off and — for nothing", () => {
    const lines = RECORDED.flatMap((recorded) => auditDetails(entry(recorded), READER));
    expect(lines).toEqual([
      "Name: Lena → Lena Hartmann",
      "Age: — → 31",
      "Location: — → Munich",
      "Place: — → Munich, Germany",
      "Bio changed",
      "Languages: — → German, English",
      "Payment options: Time for Prints → Paid Work, Time for Prints",
      "Category: — → Performing Arts",
      "Subcategory: — → Singer",
      "Details: — → Height 181, Eyes green, Services Weddings",
      "Contact: — → E-mail a@b.de, Instagram ada, e-mail hidden on the profile",
      "Status: Pending → Approved",
      "Linked account: — → an account",
      "Badges: — → Verified Talent, New Talent",
      "Featured: off → on",
      "Featured position: — → 2",
      "Top talent: on → off",
      "Hero image: — → an image",
      "Gallery: — → 1 item",
      "Status: Pending → Rejected",
      "Reason: Blurry",
      "Status: Approved",
      "Files removed: 3",
      "Talents loaded: 10",
      "Order: Ada (a1b2c3), Bo (d4e5f6) → Bo (d4e5f6), Ada (a1b2c3)",
      "E-mail address: not confirmed → confirmed",
      "Role: User → Administrator",
      "Plan: — → Pro",
      "Subscription status: — → Active",
      "Plan period ends: — → 25 Nov 2027, 10:01",
      "Quote changed",
      "Author: Ada → Ada L.",
      "Author's role: — → Model",
      "Plan: — → Premium",
      "On the site: shown → hidden",
      "Sample entry: yes → no",
      "Name: Bo → Bo M.",
      "Role: Founder → CEO",
      "Order: A, B → B, A",
      "Sender: spam@example.com",
      "Reason: Looks like spam",
    ]);
  });

  it("name every recorded field from the table, never by its stored key or a raw value", () => {
    for (const recorded of RECORDED) {
      for (const field of Object.keys(recorded.changes)) {
        expect([recorded.recordType, field, AUDIT_FIELD_WORDING[recorded.recordType][field]?.label]).toEqual([
          recorded.recordType,
          field,
          expect.any(String),
        ]);
      }
      for (const line of auditDetails(entry(recorded), READER)) {
        expect(line).not.toMatch(/\b(true|false|null|undefined|none)\b|\d{4}-\d{2}-\d{2}T|\[object/);
      }
    }
  });

  it("show the current contact's e-mail as shown, and a field no table names yet in plain words", () => {
    const [contact] = auditDetails(
      entry({
        changes: {
          contact: {
            from: { email: "a@b.de", instagram: "", showEmail: false },
            to: { email: "a@b.de", instagram: "", showEmail: true },
          },
        },
      }),
      READER,
    );
    expect(contact).toBe(
      "Contact: E-mail a@b.de, e-mail hidden on the profile → E-mail a@b.de, e-mail shown on the profile",
    );
    expect(
      auditDetails(
        entry({ changes: { renewedAt: { from: null, to: "2027-01-02T03:04:00.000Z" }, paused: true } }),
        READER,
      ),
    ).toEqual(["Renewed at: — → 2 Jan 2027, 03:04", "Paused: yes"]);
  });

  it("speak the reader's language, with its dates", () => {
    const de = {
      t: translatorOf(createI18n("de", compiledMessages("de"))),
      language: "de" as const,
      timeZone: "UTC",
    };
    expect(auditSentence(entry({ action: "talent.approve" }), de.t)).toBe(
      "admin@vitrine.test hat Lena Hartmann freigegeben",
    );
    expect(
      auditDetails(
        entry({
          recordType: "user",
          changes: {
            emailConfirmed: { from: false, to: true },
            currentPeriodEnd: { from: null, to: "2027-11-25T10:01:56.511Z" },
          },
        }),
        de,
      ),
    ).toEqual([
      "E-Mail-Adresse: nicht bestätigt → bestätigt",
      "Ende des Abrechnungszeitraums: — → 25.11.2027, 10:01",
    ]);
  });

  it("name a place with its region and country in the reader's language", () => {
    const de = { t: translatorOf(createI18n("de", compiledMessages("de"))), language: "de" as const };
    const springfields = entry({
      changes: {
        place: {
          from: { id: 4250542, name: "Springfield", country: "US", adminCode: "IL" },
          to: { id: 4409896, name: "Springfield", country: "US", adminCode: "MO" },
        },
      },
    });
    expect(auditDetails(springfields, READER)).toEqual([
      "Place: Springfield, IL, United States → Springfield, MO, United States",
    ]);
    expect(auditDetails(springfields, de)).toEqual([
      "Verknüpfter Ort: Springfield, IL, Vereinigte Staaten → Springfield, MO, Vereinigte Staaten",
    ]);
    const unlinked = entry({
      changes: { place: { from: { id: 1, name: "", country: "DE", adminCode: "" }, to: null } },
    });
    expect(auditDetails(unlinked, READER)).toEqual(["Place: Germany → —"]);
  });

  it("cut long values", () => {
    const [line] = auditDetails(entry({ changes: { location: { from: "", to: "x".repeat(200) } } }), READER);
    expect(line?.length).toBeLessThan(110);
    expect(line?.endsWith("…")).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { SAMPLE_TALENTS } from "#server/features/talents/sample-data/sample-talents";
import { findContactDetails, looksLikePhone } from "./contact-details.ts";

const found = (text: string) => findContactDetails(text).map(({ kind, text }) => [kind, text]);

describe("contact details in a bio", () => {
  it.each([
    [
      "mail me at a@b.de or +49 170 1234567",
      [
        ["email", "a@b.de"],
        ["phone", "+49 170 1234567"],
      ],
    ],
    ["Schreiben Sie mir: lena.hartmann@gmx.de!", [["email", "lena.hartmann@gmx.de"]]],
    ["Kontakt: lena at studio dot de", [["email", "lena at studio dot de"]]],
    ["lena(at)studio-hartmann.de", [["email", "lena(at)studio-hartmann.de"]]],
    ["lena [at] studio [dot] com", [["email", "lena [at] studio [dot] com"]]],
    ["lena (ät) web (punkt) de", [["email", "lena (ät) web (punkt) de"]]],
    ["Ruf an: 0170/1234567", [["phone", "0170/1234567"]]],
    ["Tel. 0170 123 45 67", [["phone", "0170 123 45 67"]]],
    ["Tel.: (089) 123456", [["phone", "089) 123456"]]],
    ["call +1 (415) 555-0132 today", [["phone", "+1 (415) 555-0132"]]],
    ["0049 30 1234567", [["phone", "0049 30 1234567"]]],
    ["Handy 01701234567", [["phone", "01701234567"]]],
    ["+491701234567", [["phone", "+491701234567"]]],
    ["Meine Seite: www.lena-hartmann.de", [["link", "www.lena-hartmann.de"]]],
    ["Portfolio at https://example.com/lena?x=1.", [["link", "https://example.com/lena?x=1"]]],
    ["see example.com for more", [["link", "example.com"]]],
    ["mehr auf lena.photography", [["link", "lena.photography"]]],
    ["Follow me @lena_h", [["messenger", "@lena_h"]]],
    ["insta: lena.hartmann", [["messenger", "insta: lena.hartmann"]]],
    ["IG - @lena", [["messenger", "IG - @lena"]]],
    ["Schreib mir auf WhatsApp", [["messenger", "WhatsApp"]]],
    ["oder per Telegram", [["messenger", "Telegram"]]],
    ["t.me/lenah", [["messenger", "t.me/lenah"]]],
    ["https://wa.me/491701234567", [["messenger", "https://wa.me/491701234567"]]],
    ["wa.me/491701234567", [["messenger", "wa.me/491701234567"]]],
  ])("finds %j", (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it.each([
    "Maße 86-61-89, Größe 176 cm, Schuhgröße 39.",
    "Measurements 90-60-90 and 175 cm tall",
    "Seit 2015 dabei, 2019-2023 bei der Compagnie.",
    "Tour 2019 2020 2021 with the company",
    "Am 12.05.2023 in München",
    "A 240 m² studio with 3 rooms and 2 kitchens",
    "Trained at the academy in Milan, working at Studio Nord.",
    "I work at night and at weekends.",
    "Munich.Available for shoots, z.B. Lookbooks, u.a. Kampagnen.",
    "Preis ab 1.500 € pro Tag",
    "Drone licensed (EU A2).",
    "Ich spreche Deutsch, Englisch und Italienisch.",
    "Sizes 38/40, inseam 82",
    "email me through Vitrine",
    "",
  ])("finds nothing in %j", (text) => {
    expect(found(text)).toEqual([]);
  });

  it("finds nothing in the sample talents' bios and names", () => {
    for (const sample of SAMPLE_TALENTS) {
      expect(found(sample.bio)).toEqual([]);
      expect(found(sample.name)).toEqual([]);
    }
  });

  it("reports every match in the order written, each once", () => {
    const matches = findContactDetails("a@b.de, www.x.de, 0170 1234567 und @lena");
    expect(matches.map((m) => m.kind)).toEqual(["email", "link", "phone", "messenger"]);
    expect(matches[1]).toMatchObject({ text: "www.x.de", index: 8 });
  });
});

describe("looksLikePhone", () => {
  it.each([
    ["+49 170 1234567", true],
    ["0170/1234567", true],
    ["170 1234567", true],
    ["123456", false],
    ["86-61-89", false],
    ["2019-2023", false],
    ["12.05.2023", false],
    ["90 60 90 175", false],
  ])("%s: %s", (run, expected) => {
    expect(looksLikePhone(run)).toBe(expected);
  });
});

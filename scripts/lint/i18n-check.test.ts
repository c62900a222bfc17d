import { describe, expect, it } from "vitest";
import { catalogProblems, i18nProblems, scanSource } from "./i18n-check.mjs";

describe("the catalogs' check", () => {
  it("accepts catalogs with the same keys and placeholders in both languages", () => {
    const catalogs = {
      "site/talents": {
        en: {
          "talents.count": "{count, plural, one {# talent} other {# talents}}",
          "talents.terms": "See <0>terms</0>",
        },
        de: {
          "talents.count": "{count, plural, one {# Talent} other {# Talente}}",
          "talents.terms": "Siehe <0>AGB</0>",
        },
      },
    };
    expect(catalogProblems(catalogs)).toEqual([]);
  });

  it("finds a key in one language only, a missing file, a changed placeholder, broken ICU and a key in two files", () => {
    const problems = catalogProblems({
      "site/a": {
        en: { "a.one": "One", "a.name": "Hello {name}", "a.tag": "<0>x</0>", "a.broken": "ok" },
        de: { "a.two": "Zwei", "a.name": "Hallo {nom}", "a.tag": "x", "a.broken": "{kaputt" },
      },
      "site/b": { en: { "a.name": "again" } },
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        '"a.one" is missing in de/site/a.json',
        '"a.two" is missing in en/site/a.json',
        '"a.name" has the placeholders {name} in English and {nom} in German',
        '"a.tag" has the placeholders {<0>} in English and {} in German',
        expect.stringMatching(/^"a\.broken" in de\/site\/a\.json is not valid ICU MessageFormat/),
        "de/site/b.json is missing",
        '"a.name" is in site/a and site/b',
      ]),
    );
  });
});

describe("the source scan", () => {
  const scan = (source: string) => scanSource("x.tsx", source);

  it("finds JSX text, user-facing props, data labels, zod messages and toasts written as literals", () => {
    const { literals } = scan(`
      const items = [{ to: "/a", label: "Talents" }];
      const schema = z.string().min(1, "Email is required");
      toast.success("Saved");
      export const A = () => (
        <div title="Hello" className="p-4">
          Welcome back
          <input placeholder={"Your name"} aria-label="Name" />
        </div>
      );
    `);
    expect(literals.map((l) => l.text)).toEqual([
      "Talents",
      "Email is required",
      "Saved",
      "Hello",
      "Welcome back",
      "Your name",
      "Name",
    ]);
  });

  it("leaves alone message ids, class names, punctuation, and a line marked i18n-ignore", () => {
    const { literals, strings, prefixes } = scan(`
      const items = [{ to: "/a", label: "nav.talents" }];
      const ids = z.string().min(1, "validation.email.required");
      const key = \`catalogue.category.\${value}\`;
      export const A = () => (
        <div className="p-4 flex">
          {t("home.title")} · {count}
          {/* i18n-ignore: the brand */}
          <span>Vitrine</span>
        </div>
      );
    `);
    expect(literals).toEqual([]);
    expect(strings.has("home.title")).toBe(true);
    expect(prefixes.has("catalogue.category.")).toBe(true);
  });

  // It parses every source file: seconds on a busy machine, so it has more than the default time.
  it("passes on the project as it is", { timeout: 60_000 }, () => {
    expect(i18nProblems()).toEqual([]);
  });
});

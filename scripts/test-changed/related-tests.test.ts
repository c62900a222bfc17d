import { describe, expect, it } from "vitest";
import { relatedTests, resolveImport } from "./related-tests.mjs";

/** A small repository: two server features, the app that composes them, the test app, a shared rule. */
const files = new Map<string, string>([
  ["src/shared/text/rule.ts", "export const rule = 1;"],
  ["src/shared/text/rule.test.ts", 'import { rule } from "./rule.ts";'],
  ["src/server/features/a/a.service.ts", 'import { rule } from "#shared/text/rule";'],
  ["src/server/features/a/a.routes.ts", 'import { a } from "./a.service.ts";'],
  ["src/server/features/a/routes/a-more.test.ts", 'import { createTestApp } from "#tests/support/test-app";'],
  ["src/server/features/b/b.routes.ts", "export const b = 2;"],
  ["src/server/features/b/b.routes.test.ts", 'import { createTestApp } from "#tests/support/test-app";'],
  ["src/server/features/b/b-index.ts", 'export { rule } from "#shared/text/rule";'],
  ["src/server/features/b/b-rule.test.ts", 'import { rule } from "./b-index.ts";'],
  [
    "src/server/app.ts",
    'import { a } from "./features/a/a.routes.ts";\nimport { b } from "./features/b/b.routes.ts";',
  ],
  ["src/server/app.test.ts", 'import { createApp } from "./app.ts";'],
  ["tests/support/test-app.ts", 'import { createApp } from "#server/app";'],
  ["src/client/lib/api.ts", 'import type { ApiRoutes } from "#server/app";'],
  ["src/client/lib/api.test.ts", 'import { api } from "./api.ts";'],
]);

describe("relatedTests", () => {
  it("finds the tests that import a changed file, and those of its feature, not those that reach it through the app", () => {
    expect(relatedTests(["src/server/features/a/a.service.ts"], files)).toEqual([
      "src/server/features/a/routes/a-more.test.ts",
    ]);
  });

  it("follows imports through other files and re-exports, and counts a changed test itself", () => {
    expect(
      relatedTests(["src/shared/text/rule.ts", "src/server/features/b/b.routes.test.ts"], files),
    ).toEqual([
      "src/server/features/b/b-rule.test.ts",
      "src/server/features/b/b.routes.test.ts",
      "src/shared/text/rule.test.ts",
    ]);
  });

  it("runs every test that loads the app when the app's composition itself changed; a type import is none", () => {
    expect(relatedTests(["src/server/app.ts"], files)).toEqual([
      "src/server/app.test.ts",
      "src/server/features/a/routes/a-more.test.ts",
      "src/server/features/b/b.routes.test.ts",
    ]);
  });

  it("runs everything when a configuration changed, and nothing for a file no test reaches", () => {
    expect(relatedTests(["vitest.config.ts"], files)).toBe("all");
    expect(relatedTests(["docs/development.md"], files)).toEqual([]);
  });
});

describe("resolveImport", () => {
  const exists = (file: string) => files.has(file);
  it("resolves relative imports and the package's # imports, and leaves packages alone", () => {
    expect(resolveImport("src/server/features/a/a.routes.ts", "./a.service.ts", exists)).toBe(
      "src/server/features/a/a.service.ts",
    );
    expect(resolveImport("src/server/features/a/a.service.ts", "#shared/text/rule", exists)).toBe(
      "src/shared/text/rule.ts",
    );
    expect(resolveImport("src/server/app.ts", "hono", exists)).toBeUndefined();
  });
});

// The route-input rule (validated-route-input.grit) run by Biome on sample handlers: every line marked
// "caught" must be reported, and no other.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const RULE = path.resolve("scripts/lint/validated-route-input.grit");
const BIOME = path.resolve("node_modules/.bin/biome");

const HANDLER = `type C = {
  req: {
    valid: (target: string) => unknown;
    json: () => Promise<unknown>;
    text: () => Promise<string>;
    arrayBuffer: () => Promise<ArrayBuffer>;
    blob: () => Promise<Blob>;
    formData: () => Promise<FormData>;
    parseBody: () => Promise<unknown>;
    query: (key?: string) => unknown;
    queries: (key?: string) => unknown;
    param: (key?: string) => unknown;
    header: (name?: string) => unknown;
    url: string;
    raw: Request;
    method: string;
  };
};

export async function handler(c: C) {
  const valid = c.req.valid("json");
  const method = c.req.method;
  const reads = [
    await c.req.json(), // caught
    await c.req.text(), // caught
    await c.req.arrayBuffer(), // caught
    await c.req.blob(), // caught
    await c.req.formData(), // caught
    await c.req.parseBody(), // caught
    c.req.query("q"), // caught
    c.req.queries("q"), // caught
    c.req.param("id"), // caught
    c.req.url, // caught
    c.req.header("x-token"), // caught
    c.req.raw.body, // caught
  ];
  const { req } = c; // caught
  const { req: renamed } = c; // caught
  const request = c.req; // caught
  // biome-ignore lint/plugin/validated-route-input: a sample of an allowed exception, said where it is.
  const allowed = await c.req.arrayBuffer();
  return [valid, method, reads, req, renamed, request, allowed];
}

export const destructuredInParameters = ({ req }: C) => req.valid("query"); // caught
`;

/** The same reads in middleware outside the features: not route input, not checked. */
const MIDDLEWARE = `export const middleware = (c: { req: { header: (name: string) => unknown; url: string } }) => [
  c.req.header("accept-encoding"),
  c.req.url,
];
`;

let dir: string;
const files = {
  "src/server/features/sample/sample.routes.ts": HANDLER,
  "src/server/features/sample/sample.service.ts": HANDLER,
  "src/server/media/sample.routes.ts": HANDLER,
  "src/server/http/sample-middleware.ts": MIDDLEWARE,
};

type Diagnostic = { category: string; location: { path: string; start: { line: number } } };

let reported: Diagnostic[] = [];

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "vitrine-route-input-"));
  writeFileSync(
    path.join(dir, "biome.json"),
    JSON.stringify({ plugins: [RULE], linter: { rules: { recommended: false } } }),
  );
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  const run = spawnSync(BIOME, ["lint", "--reporter=json", "--max-diagnostics=none", "src"], {
    cwd: dir,
    encoding: "utf8",
  });
  reported = (JSON.parse(run.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const caughtLines = (text: string) =>
  text.split("\n").flatMap((line, index) => (line.endsWith("// caught") ? [index + 1] : []));
const reportedLines = (file: string) =>
  reported
    .filter((d) => d.category === "plugin" && d.location.path === file)
    .map((d) => d.location.start.line)
    .sort((a, b) => a - b);

describe("the route-input rule", () => {
  it.each([
    "src/server/features/sample/sample.routes.ts",
    "src/server/features/sample/sample.service.ts",
    "src/server/media/sample.routes.ts",
  ])("reports every read of the request but c.req.valid in %s, except the one marked as allowed", (file) => {
    expect(reportedLines(file)).toEqual(caughtLines(HANDLER));
  });

  it("leaves middleware outside the features alone", () => {
    expect(reportedLines("src/server/http/sample-middleware.ts")).toEqual([]);
  });

  it("reports nothing else (an allow comment that has no effect would be reported)", () => {
    expect(reported.filter((d) => d.category !== "plugin")).toEqual([]);
  });
});

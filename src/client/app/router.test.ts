import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#shared/i18n/languages";
import { serverT } from "#shared/i18n/server-i18n";
import { declaredTitle, findPage } from "#shared/routes/page-index";
import { routes } from "./router.tsx";
import { PAGE_INDEX } from "./routes/page-table.ts";

/** Every page's full path pattern ("/talents/:category/:slug"), nested paths joined. */
function pagePaths(tree: RouteObject[], parent = ""): string[] {
  return tree.flatMap((route) => {
    const own = route.path ?? "";
    const path = own.startsWith("/") ? own : `${parent.replace(/\/$/, "")}/${own}`.replace(/\/$/, "") || "/";
    const here = route.path !== undefined || route.index ? [path] : [];
    return [...here, ...pagePaths(route.children ?? [], route.path === undefined ? parent : path)];
  });
}

describe("the route table", () => {
  const paths = pagePaths(routes);

  it("declares every page the router has (the not-found page and the dashboard's redirect aside)", () => {
    expect(paths.length).toBeGreaterThan(20);
    const undeclared = paths.filter((p) => p !== "/*" && p !== "/dashboard" && !findPage(PAGE_INDEX, p));
    expect(undeclared).toEqual([]);
  });

  it("puts every declared page into the router, once", () => {
    const declared = PAGE_INDEX.map((page) => page.path);
    expect(declared.filter((p) => !paths.includes(p))).toEqual([]);
    expect(new Set(declared).size).toBe(declared.length);
  });

  it("finds each path's own page, not one declared before it", () => {
    for (const page of PAGE_INDEX) {
      const example = page.path.replace(/:[^/]+/g, "x");
      expect(findPage(PAGE_INDEX, example)?.path).toBe(page.path);
      expect(findPage(PAGE_INDEX, `${example}/`.replace("//", "/"))?.path).toBe(page.path);
    }
    expect(findPage(PAGE_INDEX, "/no/such/page")).toBeUndefined();
  });

  it.each(LANGUAGES)(
    "gives every page a document title in %s that ends in the site's name once",
    (language) => {
      const t = serverT(language);
      for (const page of PAGE_INDEX) {
        expect(declaredTitle(t, page), page.path).toMatch(/^(?!.*\| Vitrine \| Vitrine).*Vitrine/);
        expect(page.title ? t(page.title) : "", page.path).not.toMatch(/\| Vitrine/);
        expect(t(page.description), page.path).not.toBe(page.description);
      }
    },
  );

  it("names, in each declaration's module, the file its load() imports", () => {
    const dir = path.join(import.meta.dirname, "routes");
    for (const file of ["site-pages.ts", "dashboard-pages.ts", "admin-pages.ts", "standalone-pages.ts"]) {
      const source = readFileSync(path.join(dir, file), "utf8");
      const pairs = [...source.matchAll(/module: "([^"]+)",\s*load: \(\) =>\s*import\("([^"]+)"\)/g)];
      expect(pairs.length, file).toBeGreaterThan(0);
      expect(pairs.length, `${file}: every declaration has a module and a load`).toBe(
        source.match(/module: "/g)?.length,
      );
      for (const [, module, specifier = ""] of pairs) {
        const imported = specifier.startsWith("#client/")
          ? `src/client/${specifier.slice("#client/".length)}`
          : path.relative(process.cwd(), path.resolve(dir, specifier));
        expect(imported, file).toBe(module);
      }
    }
  });
});

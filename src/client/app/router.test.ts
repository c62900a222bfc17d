import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { PRIVATE_ROUTE_PATTERNS, PROFILE_ROUTE, PUBLIC_PAGES } from "#shared/public-pages";
import { routes } from "./router.tsx";

/** Every page's full path pattern ("/talents/:category/:slug"), nested paths joined. */
function pagePaths(tree: RouteObject[], parent = ""): string[] {
  return tree.flatMap((route) => {
    const own = route.path ?? "";
    const path = own.startsWith("/") ? own : `${parent.replace(/\/$/, "")}/${own}`.replace(/\/$/, "") || "/";
    const here = route.path !== undefined || route.index ? [path] : [];
    return [...here, ...pagePaths(route.children ?? [], route.path === undefined ? parent : path)];
  });
}

const publicPaths = new Set<string>(PUBLIC_PAGES.map((page) => page.path));

// The server renders every path that is not private (ADR 32), and the tests of its HTML
// (src/server/features/seo/public-pages-render.test.ts, tests/e2e/server-rendering.spec.ts) read the
// list of public pages: a page the router has must be in one list or the other to be checked.
describe("the router's pages", () => {
  const paths = pagePaths(routes);

  it("are each a public page, a profile, the not-found page or private", () => {
    expect(paths.length).toBeGreaterThan(20);
    const unlisted = paths.filter(
      (path) =>
        !publicPaths.has(path) &&
        !PROFILE_ROUTE.test(path) &&
        path !== "/*" &&
        !PRIVATE_ROUTE_PATTERNS.some((pattern) => pattern.test(path)),
    );
    expect(unlisted).toEqual([]);
  });

  it("include every public page", () => {
    expect([...publicPaths].filter((path) => !paths.includes(path))).toEqual([]);
  });
});

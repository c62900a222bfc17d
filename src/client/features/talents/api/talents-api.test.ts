import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseTalentFilters } from "#shared/talents/talent-filters";
import { type TalentsPage, talentsListQueryOptions } from "./talents-api.ts";

const page = (names: string[], nextCursor: string | null, total?: number): TalentsPage => ({
  items: names.map((name) => ({ name }) as TalentsPage["items"][number]),
  ...(total === undefined ? {} : { total }),
  pageSize: 24,
  nextCursor,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the talents list query", () => {
  it("asks for the first page with the filters, then each next page with the cursor it was given", async () => {
    const answers = [page(["A", "B"], "after-B", 3), page(["C"], null)];
    const urls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        urls.push(url);
        return new Response(JSON.stringify(answers.shift()), {
          headers: { "content-type": "application/json" },
        });
      }),
    );
    const client = new QueryClient();
    const options = talentsListQueryOptions(parseTalentFilters(new URLSearchParams("q=a&languages=de")));
    const data = await client.fetchInfiniteQuery({ ...options, pages: 2 });
    expect(data.pages.flatMap((p) => p.items.map((i) => i.name))).toEqual(["A", "B", "C"]);
    expect(data.pages[0]?.total).toBe(3);
    expect(options.getNextPageParam(data.pages[0] as TalentsPage, [], null, [])).toBe("after-B");
    expect(options.getNextPageParam(data.pages[1] as TalentsPage, [], "after-B", [])).toBeNull();
    expect(urls).toEqual(["/api/talents?q=a&languages=de", "/api/talents?q=a&languages=de&cursor=after-B"]);
  });

  it("asks with the measurement filters, and keys the list by them", async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        urls.push(url);
        return new Response(JSON.stringify(page([], null, 0)), {
          headers: { "content-type": "application/json" },
        });
      }),
    );
    const search = "heightMin=170&bustMin=86&shoeMax=38.5&hair=red&hair=blonde&eyes=green";
    const options = talentsListQueryOptions(parseTalentFilters(new URLSearchParams(search)));
    await new QueryClient().fetchInfiniteQuery(options);
    expect(urls).toEqual([
      "/api/talents?hair=red&hair=blonde&eyes=green&heightMin=170&bustMin=86&shoeMax=38.5",
    ]);
    const other = talentsListQueryOptions(parseTalentFilters(new URLSearchParams("heightMin=170")));
    expect(options.queryKey).not.toEqual(other.queryKey);
  });

  it("asks with the distance filters as the URL has them", async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        urls.push(url);
        return new Response(JSON.stringify(page([], null, 0)), {
          headers: { "content-type": "application/json" },
        });
      }),
    );
    for (const search of ["place=2867714&radius=25", "near=48.14%2C11.58"]) {
      await new QueryClient().fetchInfiniteQuery(
        talentsListQueryOptions(parseTalentFilters(new URLSearchParams(search))),
      );
    }
    expect(urls).toEqual(["/api/talents?place=2867714&radius=25", "/api/talents?near=48.14%2C11.58"]);
  });
});

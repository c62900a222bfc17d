import { describe, expect, expectTypeOf, it } from "vitest";
import { compiledMessages } from "#shared/i18n/compile-catalogs";
import type { SiteInfo } from "#shared/site/site-info.schema";
import type { TalentCard } from "#shared/talents/talent.schema";
import {
  type ApiClient,
  ApiError,
  type ApiFetch,
  api,
  createApiClient,
  errorMessage,
  isNotFound,
  type SuccessBody,
} from "./api.ts";
import { addMessages } from "./i18n/browser-i18n.ts";

// The client's own messages (a network error) come from the browser's instance, in English here.
addMessages(compiledMessages("en"));

type Sent = { url: string; method: string; headers: Headers; body: string | null; credentials?: string };

/** A client whose transport records each request and answers `respond`'s Response. */
function clientAnswering(respond: () => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const send: ApiFetch = async (input, init) => {
    sent.push({
      url: String(input),
      method: init?.method ?? "GET",
      headers: new Headers(init?.headers),
      body: typeof init?.body === "string" ? init.body : null,
      credentials: init?.credentials,
    });
    return respond();
  };
  return { client: createApiClient(send), sent };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

describe("api", () => {
  it("answers the success body, asking for JSON on the same origin", async () => {
    const { client, sent } = clientAnswering(() => json({ items: [] }));
    await expect(api(client.api.talents.featured.$get())).resolves.toEqual({ items: [] });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe("/api/talents/featured");
    expect(sent[0]?.headers.get("Accept")).toBe("application/json");
    expect(sent[0]?.credentials).toBe("same-origin");
  });

  it("puts path parameters, the query and a JSON body where the route declares them", async () => {
    const { client, sent } = clientAnswering(() => json({ items: [] }));
    await api(client.api.talents["by-slug"][":slug"].$get({ param: { slug: encodeURIComponent("a b") } }));
    await api(client.api.talents.$get({ query: { q: "x", languages: ["de", "fr"], cursor: undefined } }));
    await api(client.api.admin["featured-talents"].order.$put({ json: { ids: ["1", "2"] } }));
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      "GET /api/talents/by-slug/a%20b",
      "GET /api/talents?q=x&languages=de&languages=fr",
      "PUT /api/admin/featured-talents/order",
    ]);
    expect(sent[2]?.body).toBe('{"ids":["1","2"]}');
    expect(sent[2]?.headers.get("Content-Type")).toBe("application/json");
  });

  it("answers null for 204 No Content", async () => {
    const { client } = clientAnswering(() => new Response(null, { status: 204 }));
    await expect(
      api(client.api.admin.talents[":id"].$delete({ param: { id: "t1" }, json: {} })),
    ).resolves.toBeNull();
  });

  it("turns our error body into an ApiError with its code, message and status", async () => {
    const { client } = clientAnswering(() =>
      json({ error: { code: "NOT_FOUND", message: "This talent profile does not exist." } }, 404),
    );
    const error = await failure(api(client.api.talents["by-slug"][":slug"].$get({ param: { slug: "x" } })));
    expect(error).toMatchObject({
      code: "NOT_FOUND",
      message: "This talent profile does not exist.",
      status: 404,
      fromServer: true,
    });
    expect(isNotFound(error)).toBe(true);
  });

  it("names an error answer without our body by its status, not as the server's", async () => {
    const { client } = clientAnswering(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    const error = await failure(api(client.api.site.$get()));
    expect(error).toMatchObject({
      code: "INTERNAL",
      message: "The request failed (502).",
      status: 502,
      fromServer: false,
    });
    expect(isNotFound(error)).toBe(false);

    const limited = clientAnswering(() => new Response("Too many", { status: 429 }));
    const upload = await failure(api(limited.client.api.site.$get(), "upload"));
    expect(upload).toMatchObject({ code: "RATE_LIMITED", message: "The upload failed (429)." });
  });

  it("reports a request that never reached the server as a network error", async () => {
    const client = createApiClient(async () => {
      throw new TypeError("Failed to fetch");
    });
    const error = await failure(api(client.api.site.$get()));
    expect(error).toMatchObject({
      code: "NETWORK",
      message: "Could not reach Vitrine. Check your connection and try again.",
      status: 0,
      fromServer: false,
    });
    expect(errorMessage(error)).toBe("Could not reach Vitrine. Check your connection and try again.");
  });

  it("answers with the types of the routes' response schemas (checked by npm run typecheck)", () => {
    type Answer<F extends (...args: never[]) => Promise<unknown>> = SuccessBody<Awaited<ReturnType<F>>>;
    expectTypeOf<Answer<ApiClient["api"]["site"]["$get"]>>().toEqualTypeOf<SiteInfo>();
    expectTypeOf<Answer<ApiClient["api"]["talents"]["featured"]["$get"]>>().toEqualTypeOf<{
      items: TalentCard[];
    }>();
    expectTypeOf<Answer<ApiClient["api"]["admin"]["talents"][":id"]["$delete"]>>().toEqualTypeOf<null>();
  });
});

describe("errorMessage", () => {
  it("answers an error's message, or the fallback for anything else", () => {
    expect(errorMessage(new Error("Boom"))).toBe("Boom");
    expect(errorMessage("nope")).toBe("An unknown error occurred.");
    expect(errorMessage(undefined, "Try again.")).toBe("Try again.");
  });
});

import type { TestApp } from "./test-app.ts";

let nextAddress = 1;

/**
 * A browser-like client of the test app: keeps its cookies, sends the app's Origin on writes,
 * and comes from its own address (so rate limits of one test do not touch another).
 */
export function apiClient(
  /** The test app, or anything answering requests for a PUBLIC_URL (a real server over HTTP). */
  t: Pick<TestApp, "request"> & { config: Pick<TestApp["config"], "publicUrl"> },
  ip = `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`,
) {
  const cookies = new Map<string, string>();
  const origin = new URL(t.config.publicUrl).origin;

  async function request(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    // The client's address as the one trusted proxy would append it (a test may send its own header).
    if (!headers.has("x-forwarded-for")) headers.set("x-forwarded-for", ip);
    if (cookies.size) headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const method = init.method ?? (init.json === undefined ? "GET" : "POST");
    if (method !== "GET") headers.set("origin", origin);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    const res = await t.request(path, { ...init, method, headers, body, redirect: "manual" });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...rest] = (pair ?? "").split("=");
      if (!name) continue;
      const value = rest.join("=");
      if (/max-age=0/i.test(line) || value === "") cookies.delete(name.trim());
      else cookies.set(name.trim(), value);
    }
    return res;
  }

  return {
    ip,
    cookies,
    request,
    get: (path: string, init?: RequestInit) => request(path, { ...init, method: "GET" }),
    post: (path: string, json?: unknown, init?: RequestInit) =>
      request(path, { ...init, method: "POST", json: json ?? {} }),
    /** Follows a link from a mail (an absolute URL on PUBLIC_URL), as a browser would. */
    follow: (link: string) => request(new URL(link).pathname + new URL(link).search),
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

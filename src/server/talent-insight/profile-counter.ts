import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import type { Guards } from "#server/auth/guards";
import { actorOf } from "#server/auth/policy";
import type { Db } from "#server/db/schema";
import type { AppEnv } from "#server/http/app-env";
import { clientAddressFrom } from "#server/http/client-ip";
import type { Logger } from "#server/lib/logger";
import type { InsightKind } from "#shared/insight/insight.schema";
import { utcDay } from "#shared/insight/insight-days";
import { findPublicProfileBySlug, incrementDailyCount } from "./daily-counts.repository.ts";
import type { DailyVisitors } from "./daily-visitors.ts";
import { isBot, isPrefetch } from "./visitor-kind.ts";

/** The environment the server's own rendering gives its in-process API requests: never a visitor. */
export const SERVER_RENDER_ENV = { serverRender: true } as const;

type Deps = {
  db: Db;
  guards: Guards;
  trustedProxies: number;
  visitors: DailyVisitors;
  log: Logger;
};

/**
 * Counts what people do with a public profile (ADR 59): a view of its page (the server-rendered
 * page, or the API the browser reads when it navigates there), a download of its comp card. Only a
 * person counts, once a day per profile and kind, whichever way they came: not a known bot, not a
 * HEAD or prefetch request, not the server's own rendering, not the profile's talent nor an
 * administrator. Only the profile's count for the day is stored; who it was is held for the day as
 * a keyed hash in memory (`DailyVisitors`) and written nowhere, nor logged.
 */
export function createProfileCounter(deps: Deps) {
  async function isOwnerOrAdmin(c: Context<AppEnv>, userId: string | null): Promise<boolean> {
    // No cookie, no session: a visitor without an account is not looked up.
    if (!c.req.header("cookie")) return false;
    const actor = actorOf(await deps.guards.optionalSession(c));
    return actor !== null && (actor.isAdmin || actor.userId === userId);
  }

  function clientAddress(c: Context<AppEnv>): string {
    let socketAddress: string | undefined;
    try {
      socketAddress = getConnInfo(c).remote.address;
    } catch {
      // In-process requests (tests) have no socket.
    }
    return clientAddressFrom(c.req.header("x-forwarded-for"), deps.trustedProxies, socketAddress) ?? "";
  }

  /** Counts the request as `kind` for the public profile at `slug`, if a person made it. */
  async function count(c: Context<AppEnv>, slug: string, kind: InsightKind): Promise<void> {
    if (c.req.method !== "GET" || c.res.status !== 200) return;
    if ((c.env as { serverRender?: boolean } | undefined)?.serverRender) return;
    const userAgent = c.req.header("user-agent");
    if (isBot(userAgent) || isPrefetch((name) => c.req.header(name))) return;
    const profile = await findPublicProfileBySlug(deps.db, slug);
    if (!profile || (await isOwnerOrAdmin(c, profile.userId))) return;
    const day = utcDay(new Date());
    if (!deps.visitors.firstToday(day, [clientAddress(c), userAgent ?? "", profile.id, kind])) return;
    await incrementDailyCount(deps.db, profile.id, day, kind);
  }

  return {
    /**
     * After the response to a public profile's page or API read, or its comp card: counts it. A
     * failure to count is logged (without the request's address) and never fails the response.
     */
    middleware(kind: InsightKind): MiddlewareHandler<AppEnv> {
      return async (c, next) => {
        // Read before the route runs: afterwards the parameters are the route's, not this path's.
        const slug = c.req.param("slug");
        await next();
        if (!slug) return;
        try {
          await count(c, slug, kind);
        } catch (err) {
          deps.log.warn({ err, kind }, "a profile's count could not be stored");
        }
      };
    },
  };
}

export type ProfileCounter = ReturnType<typeof createProfileCounter>;

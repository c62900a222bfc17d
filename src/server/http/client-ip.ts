import { getConnInfo } from "@hono/node-server/conninfo";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";
import { requestHeader } from "./request-header.ts";

/**
 * The client's address behind `trustedProxies` proxies. Each proxy appends the address it received
 * the request from to X-Forwarded-For, so only the right-most `trustedProxies` entries were written
 * by someone we trust; everything to their left came from the client and may be invented. The
 * client is therefore the entry `trustedProxies` places from the right. With fewer entries than
 * that (or none trusted), the socket's peer is the client.
 */
export function clientAddressFrom(
  forwardedFor: string | undefined,
  trustedProxies: number,
  socketAddress: string | undefined,
): string | undefined {
  if (trustedProxies === 0 || !forwardedFor) return socketAddress;
  const entries = forwardedFor.split(",").map((entry) => entry.trim());
  if (entries.length < trustedProxies) return socketAddress;
  return entries[entries.length - trustedProxies] || socketAddress;
}

/** Finds the client's address once per request, for rate limits and what sessions and messages store. */
export function clientIp(trustedProxies: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let socketAddress: string | undefined;
    try {
      socketAddress = getConnInfo(c).remote.address;
    } catch {
      // In-process requests (tests) have no socket.
    }
    const ip = clientAddressFrom(requestHeader(c, "x-forwarded-for"), trustedProxies, socketAddress);
    c.set("clientIp", ip ?? "unknown");
    await next();
  };
}

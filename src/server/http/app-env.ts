import type { AuthSession } from "#server/auth/auth";
import type { Logger } from "#server/lib/logger";

/** Values every request carries through the Hono context. */
export type AppEnv = {
  Variables: {
    requestId: string;
    /** The request's logger (a child carrying its id), made on first call. */
    log: () => Logger;
    /** The client's address (socket, or counted from the right of X-Forwarded-For behind trusted proxies). */
    clientIp: string;
    /** The session, once a guard has read it (null: signed out). */
    session: AuthSession | null | undefined;
  };
};

import type { AuthSession } from "../auth/auth.ts";
import type { Logger } from "../lib/logger.ts";

/** Values every request carries through the Hono context. */
export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    /** The client's address (socket, or counted from the right of X-Forwarded-For behind trusted proxies). */
    clientIp: string;
    /** The session, once a guard has read it (null: signed out). */
    session: AuthSession | null | undefined;
  };
};

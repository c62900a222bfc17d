import type pg from "pg";
import type { Logger } from "#server/lib/logger";
import type { ChangeEvent } from "#shared/realtime/change-event";
import { type RealtimeMessage, RealtimeMessageSchema, realtimeMessage } from "./realtime-message.ts";

const CHANNEL = "vitrine_changes";

export type RealtimeHub = {
  /**
   * Tells the open pages, on every instance, about a change; the streams pass it on only to the
   * event's audience (`ownerId` names the account an `owner` event concerns).
   */
  publish: (event: ChangeEvent, ownerId?: string | null) => Promise<void>;
  /** Listens to every message (streams filter them per listener); returns the function that stops. */
  subscribe: (listener: (message: RealtimeMessage) => void) => () => void;
  close: () => Promise<void>;
};

/**
 * In-process fan-out; with PostgreSQL, events travel through NOTIFY and every instance (this one
 * included) hears them through LISTEN, so several app processes behave like one.
 */
export async function createRealtimeHub(options: {
  pool: pg.Pool | undefined;
  log: Logger;
}): Promise<RealtimeHub> {
  const listeners = new Set<(message: RealtimeMessage) => void>();
  const deliver = (message: RealtimeMessage) => {
    for (const listener of listeners) {
      try {
        listener(message);
      } catch (err) {
        options.log.warn({ err }, "a realtime listener failed");
      }
    }
  };

  if (!options.pool) {
    return {
      publish: async (event, ownerId) => deliver(realtimeMessage(event, ownerId)),
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      close: async () => listeners.clear(),
    };
  }

  const pool = options.pool;
  // The LISTEN connection is held for the hub's life and destroyed, never returned to the pool.
  let client: pg.PoolClient | undefined;
  let closed = false;
  const connect = async (): Promise<void> => {
    try {
      const connection = await pool.connect();
      if (closed) {
        connection.release(true);
        return;
      }
      client = connection;
      connection.on("notification", (message) => {
        if (message.channel !== CHANNEL || !message.payload) return;
        const parsed = RealtimeMessageSchema.safeParse(JSON.parse(message.payload));
        if (parsed.success) deliver(parsed.data);
      });
      connection.on("error", (err) => {
        // A connection already closed or replaced may still report its end: it is no longer ours.
        if (client !== connection) return;
        client = undefined;
        connection.release(err);
        options.log.warn({ err: { message: err.message } }, "realtime connection lost; reconnecting");
        if (!closed) setTimeout(() => void connect(), 1000);
      });
      await connection.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      options.log.warn(
        { err: { message: (err as Error).message } },
        "could not listen for changes; retrying",
      );
      if (!closed) setTimeout(() => void connect(), 2000);
    }
  };
  await connect();

  return {
    publish: async (event, ownerId) => {
      await pool.query("SELECT pg_notify($1, $2)", [
        CHANNEL,
        JSON.stringify(realtimeMessage(event, ownerId)),
      ]);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {
      closed = true;
      listeners.clear();
      const connection = client;
      client = undefined;
      if (connection) {
        await connection.query(`UNLISTEN ${CHANNEL}`).catch(() => {});
        connection.release(true);
      }
    },
  };
}

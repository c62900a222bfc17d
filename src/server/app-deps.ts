import { type Auth, createAuth } from "./auth/auth.ts";
import { createGuards, type Guards } from "./auth/guards.ts";
import { type BotCheck, createBotCheck } from "./botcheck/botcheck.ts";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/database.ts";
import { createPublicCache, type PublicCache } from "./http/public-cache.ts";
import { clearPublicCacheOnChanges } from "./http/public-cache-invalidation.ts";
import type { Logger } from "./lib/logger.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";
import { createMediaStorage } from "./media/create-media-storage.ts";
import type { MediaStorage } from "./media/media-storage.ts";
import { type ConfiguredPaymentProvider, createPaymentProvider } from "./payments/create-payment-provider.ts";
import { createRealtimeHub, type RealtimeHub } from "./realtime/realtime-hub.ts";

/** What the HTTP app is built from; tests build the same object around a scratch database. */
export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  log: Logger;
  media: MediaStorage;
  mailer: Mailer;
  auth: Auth;
  guards: Guards;
  botCheck: BotCheck;
  realtime: RealtimeHub;
  /** Answers of the public read endpoints, cleared by every change event (ADR 24). */
  publicCache: PublicCache;
  /** Stripe when configured, else the built-in test-mode provider. */
  payments: ConfiguredPaymentProvider;
  /** Where the built client lives; absent in API-only tests. */
  clientDir: string | undefined;
};

/** Wires the infrastructure (media, mail, auth) around a configuration and an open database. */
export async function buildAppDeps(
  base: Pick<AppDeps, "config" | "database" | "log" | "clientDir">,
  /** Parts a test replaces (a Stripe client pointed at a local stand-in). */
  overrides: Partial<Pick<AppDeps, "payments">> = {},
): Promise<AppDeps> {
  const media = createMediaStorage(base.config);
  const mailer = createMailer(base.config, base.log);
  const auth = createAuth({ config: base.config, database: base.database, mailer, log: base.log });
  const botCheck = createBotCheck({ db: base.database.db, secret: base.config.authSecret });
  const publicCache = createPublicCache({ maxBytes: 24 * 1024 * 1024, maxAgeMs: 60_000 });
  const hub = await createRealtimeHub({ pool: base.database.pool, log: base.log });
  const realtime = clearPublicCacheOnChanges(hub, publicCache);
  const payments = overrides.payments ?? createPaymentProvider(base.config, base.database.db);
  return {
    ...base,
    media,
    mailer,
    auth,
    guards: createGuards(auth),
    botCheck,
    realtime,
    publicCache,
    payments,
  };
}

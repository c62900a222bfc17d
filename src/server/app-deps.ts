import { type Auth, createAuth } from "./auth/auth.ts";
import { createGuards, type Guards } from "./auth/guards.ts";
import { type BotCheck, createBotCheck } from "./botcheck/botcheck.ts";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/database.ts";
import { createLifecycle, type Lifecycle } from "./http/lifecycle.ts";
import { createPublicCache, type PublicCache } from "./http/public-cache.ts";
import { clearPublicCacheOnChanges } from "./http/public-cache-invalidation.ts";
import type { Logger } from "./lib/logger.ts";
import { createMailOutbox, type MailOutbox } from "./mail/mail-outbox.ts";
import { createMailTransport } from "./mail/mail-transport.ts";
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
  /** Outgoing mail: written with the change that causes it, sent by a worker (ADR 29). */
  mail: MailOutbox;
  auth: Auth;
  guards: Guards;
  botCheck: BotCheck;
  realtime: RealtimeHub;
  /** Answers of the public read endpoints, cleared by every change event (ADR 24). */
  publicCache: PublicCache;
  /** Stripe when configured, else the built-in test-mode provider. */
  payments: ConfiguredPaymentProvider;
  /** Serving, draining or closed: a graceful restart's phases (ADR 28). */
  lifecycle: Lifecycle;
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
  const mail = createMailOutbox({
    db: base.database.db,
    transport: createMailTransport(base.config, base.log),
    log: base.log,
  });
  const auth = createAuth({ config: base.config, database: base.database, mail, log: base.log });
  const botCheck = createBotCheck({ db: base.database.db, secret: base.config.authSecret });
  const publicCache = createPublicCache({ maxBytes: 24 * 1024 * 1024, maxAgeMs: 60_000 });
  const hub = await createRealtimeHub({ pool: base.database.pool, log: base.log });
  const realtime = clearPublicCacheOnChanges(hub, publicCache);
  const payments = overrides.payments ?? createPaymentProvider(base.config, base.database.db);
  return {
    ...base,
    lifecycle: createLifecycle(),
    media,
    mail,
    auth,
    guards: createGuards(auth),
    botCheck,
    realtime,
    publicCache,
    payments,
  };
}

/** Stops what runs beside the requests (the mail worker, the realtime listener); the caller closes the database. */
export async function closeAppDeps(deps: Pick<AppDeps, "mail" | "realtime">): Promise<void> {
  await deps.mail.stop();
  await deps.realtime.close();
}

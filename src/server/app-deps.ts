import { type Auth, createAuth } from "#server/auth/auth";
import { createGuards, type Guards } from "#server/auth/guards";
import { type BotCheck, createBotCheck } from "#server/botcheck/botcheck";
import type { DatabaseHandle } from "#server/db/database";
import type { RenderPage } from "#server/features/seo/page-render";
import { createLifecycle, type Lifecycle } from "#server/http/lifecycle";
import { createPublicCache, type PublicCache } from "#server/http/public-cache";
import { clearPublicCacheOnChanges } from "#server/http/public-cache-invalidation";
import type { Logger } from "#server/lib/logger";
import { createMailOutbox, type MailOutbox } from "#server/mail/mail-outbox";
import { createMailTransport } from "#server/mail/mail-transport";
import { createMediaStorage } from "#server/media/create-media-storage";
import type { MediaStorage } from "#server/media/media-storage";
import {
  type ConfiguredPaymentProvider,
  createPaymentProvider,
} from "#server/payments/create-payment-provider";
import { createRealtimeHub, type RealtimeHub } from "#server/realtime/realtime-hub";
import { createNsfwClassifier, type NudityClassifier } from "#server/review-checks/nudity-classifier";
import type { PageIndex } from "#shared/routes/page-index";
import type { Config } from "./config.ts";

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
  /** The review checks' nudity likelihood (ADR 54), loaded on first use; absent when switched off. */
  nudity: NudityClassifier | undefined;
  /** The built client; absent in API-only tests. */
  client: ClientBuild | undefined;
};

/**
 * Where the built client lives, the client's renderer of the public pages (ADR 32) and its pages'
 * addresses and heads (the client's route table). The server imports no client code: the process
 * entry (`main.ts`) and the test apps hand them in.
 */
export type ClientBuild = { dir: string; renderPage: RenderPage; pages: PageIndex };

/** Wires the infrastructure (media, mail, auth) around a configuration and an open database. */
export async function buildAppDeps(
  base: Pick<AppDeps, "config" | "database" | "log" | "client">,
  /** Parts a test replaces (a Stripe client pointed at a local stand-in, a fake score source). */
  overrides: Partial<Pick<AppDeps, "payments" | "nudity">> = {},
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
  const nudity =
    "nudity" in overrides
      ? overrides.nudity
      : base.config.nudityCheck === "off"
        ? undefined
        : createNsfwClassifier(base.config.nudityCheck);
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
    nudity,
  };
}

/** Stops what runs beside the requests (the mail worker, the realtime listener); the caller closes the database. */
export async function closeAppDeps(deps: Pick<AppDeps, "mail" | "realtime">): Promise<void> {
  await deps.mail.stop();
  await deps.realtime.close();
}

import { OpenAPIHono } from "@hono/zod-openapi";
import type { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ExtractSchema, MergeSchemaPath } from "hono/types";
import { accountRecipient } from "#server/accounts/account-language";
import { authRoutes } from "#server/auth/auth.routes";
import { createSignInBackoff } from "#server/auth/sign-in-backoff";
import { botCheckRoutes } from "#server/botcheck/botcheck.routes";
import { requireBotCheck } from "#server/botcheck/require-bot-check";
import { accountRoutes } from "#server/features/account/account.routes";
import { accountKindRoutes } from "#server/features/account/account-kind.routes";
import { adminAuditRoutes } from "#server/features/admin/admin-audit.routes";
import { adminInsightRoutes } from "#server/features/admin/admin-insight.routes";
import { adminOverviewRoutes } from "#server/features/admin/admin-overview.routes";
import { adminUsersRoutes } from "#server/features/admin/admin-users.routes";
import { cancelSubscriptionBeforeDeletion } from "#server/features/billing/account-subscription.service";
import { adminBillingRoutes } from "#server/features/billing/admin-billing.routes";
import { billingRoutes } from "#server/features/billing/billing.routes";
import { cancellationRoutes } from "#server/features/billing/cancellation.routes";
import { stripeWebhookRoutes } from "#server/features/billing/stripe-webhook.routes";
import { testModeRoutes } from "#server/features/billing/test-mode.routes";
import { exportCompCardOf } from "#server/features/comp-cards/comp-cards.repository";
import { compCardRoutes } from "#server/features/comp-cards/comp-cards.routes";
import { firstAdminRoutes } from "#server/features/first-admin/first-admin.routes";
import { databasePing, healthRoutes } from "#server/features/health/health.routes";
import { adminInquiriesRoutes } from "#server/features/inquiries/admin-inquiries.routes";
import { exportInquiriesOf } from "#server/features/inquiries/inquiries.repository";
import { inquiriesRoutes } from "#server/features/inquiries/inquiries.routes";
import { listInquiriesRoutes } from "#server/features/inquiries/list-inquiries.routes";
import { myInquiriesRoutes } from "#server/features/inquiries/my-inquiries.routes";
import { insightRoutes } from "#server/features/insight/insight.routes";
import { contactRoutes } from "#server/features/messages/contact.routes";
import { messagesRoutes } from "#server/features/messages/messages.routes";
import { placesRoutes } from "#server/features/places/places.routes";
import { reviewFindingsRoutes } from "#server/features/review-checks/review-findings.routes";
import { applyPageHead, pageHeadFor } from "#server/features/seo/page-head";
import { createPageRenderer } from "#server/features/seo/page-render";
import { seoRoutes } from "#server/features/seo/seo.routes";
import { siteRoutes } from "#server/features/site/site.routes";
import { siteContentRoutes } from "#server/features/site-content/site-content.routes";
import { adminTalentsRoutes } from "#server/features/talents/admin-talents.routes";
import { featuredOrderRoutes } from "#server/features/talents/featured-order.routes";
import { talentMediaRoutes, UPLOAD_PATH } from "#server/features/talents/talent-media.routes";
import { talentModerationRoutes } from "#server/features/talents/talent-moderation.routes";
import { createTalentNotifications } from "#server/features/talents/talent-notifications";
import { talentProfileRoutes } from "#server/features/talents/talent-profile.routes";
import { talentReportsRoutes } from "#server/features/talents/talent-reports.routes";
import { talentsRoutes } from "#server/features/talents/talents.routes";
import { talentsFirstApproved } from "#server/features/talents/talents-matching";
import { unplacedLocationsRoutes } from "#server/features/talents/unplaced-locations.routes";
import { exportFavouritesOf } from "#server/features/workspace/favourites.repository";
import { favouritesRoutes } from "#server/features/workspace/favourites.routes";
import { exportSavedSearchesOf } from "#server/features/workspace/saved-searches.repository";
import { savedSearchesRoutes } from "#server/features/workspace/saved-searches.routes";
import {
  countNewInSavedSearches,
  type MatchingTalents,
} from "#server/features/workspace/saved-searches.service";
import { sharedShortlistRoutes } from "#server/features/workspace/shared-shortlist.routes";
import { shortlistSharesRoutes } from "#server/features/workspace/shortlist-shares.routes";
import { shortlistsRoutes } from "#server/features/workspace/shortlists.routes";
import { exportShortlistsOf } from "#server/features/workspace/shortlists-export";
import { talentInterestRoutes } from "#server/features/workspace/talent-interest.routes";
import { workspaceOverviewRoutes } from "#server/features/workspace/workspace-overview.routes";
import { renderApiReference } from "#server/http/api-reference";
import type { AppEnv } from "#server/http/app-env";
import { AppError } from "#server/http/app-error";
import { mountClientAssets } from "#server/http/client-assets";
import { clientIp } from "#server/http/client-ip";
import { compression } from "#server/http/compression";
import { createErrorHandler } from "#server/http/error-handler";
import { assertRequestBodiesRequired } from "#server/http/json-body";
import { refuseWhileDraining } from "#server/http/lifecycle";
import { malformedPathNotFound } from "#server/http/malformed-path";
import { noStoreWhenSettingCookies } from "#server/http/no-store";
import { originCheck } from "#server/http/origin-check";
import { RememberingRouter } from "#server/http/remembering-router";
import { requestId } from "#server/http/request-id";
import { requestLanguage } from "#server/http/request-language";
import { requestLogger } from "#server/http/request-logger";
import { privateLinkHeaders, securityHeaders } from "#server/http/security-headers";
import { validationHook } from "#server/http/validation-hook";
import { emailChangeNoticeMail } from "#server/mail/account-mails";
import { mediaFileRoutes } from "#server/media/media-files.routes";
import { placeCoordinates } from "#server/places/place-lookup";
import { eventsRoutes } from "#server/realtime/events.routes";
import { checkSubmission } from "#server/review-checks/review-checks";
import { exportDailyCountsOf } from "#server/talent-insight/daily-counts.repository";
import { createDailyVisitors } from "#server/talent-insight/daily-visitors";
import { createProfileCounter, SERVER_RENDER_ENV } from "#server/talent-insight/profile-counter";
import { LANGUAGES, languageBase, localizedPath, splitLanguagePath } from "#shared/i18n/languages";
import { serverT } from "#shared/i18n/server-i18n";
import { findPage } from "#shared/routes/page-index";
import type { AppDeps } from "./app-deps.ts";

const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * The talents feature's query as the saved searches need it (public talents matching filters, by
 * when they first went public): handed to the workspace feature, which does not import talents.
 */
export const matchingTalents: MatchingTalents = talentsFirstApproved(placeCoordinates);

/** The one Hono app: API under /api, its OpenAPI document and reference, then the built client. */
export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook, router: new RememberingRouter() });

  app.use(requestId());
  app.use(requestLogger(deps.log));
  app.use(refuseWhileDraining(deps.lifecycle));
  app.use(privateLinkHeaders());
  app.use(securityHeaders());
  app.use(noStoreWhenSettingCookies());
  app.use(compression());
  app.use("/api/*", malformedPathNotFound());
  app.use("/media/*", malformedPathNotFound());
  app.use("/api/*", clientIp(deps.config.trustedProxies));
  // A public profile's views and comp card downloads are counted after the answer, before the
  // response cache can answer in place of the route (ADR 59).
  const profileCounter = createProfileCounter({
    db: deps.database.db,
    guards: deps.guards,
    trustedProxies: deps.config.trustedProxies,
    visitors: createDailyVisitors(),
    log: deps.log,
  });
  app.use("/api/talents/by-slug/:slug", profileCounter.middleware("view"));
  app.use("/api/talents/:slug/comp-card", profileCounter.middleware("comp-card"));
  for (const language of LANGUAGES) {
    app.use(`${languageBase(language)}/talents/:category/:slug`, profileCounter.middleware("view"));
  }
  app.use("/api/*", originCheck(new URL(deps.config.publicUrl).origin));
  const jsonBodyLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new AppError("PAYLOAD_TOO_LARGE", "errors.http.bodyOver1Mb");
    },
  });
  // File uploads stream in with their own, larger limits (see talent-media.routes.ts). GET and HEAD
  // carry no body; asking for one would make the server build a full Request object for nothing.
  app.use("/api/*", (c, next) =>
    c.req.method === "GET" || c.req.method === "HEAD" || UPLOAD_PATH.test(c.req.path)
      ? next()
      : jsonBodyLimit(c, next),
  );

  const db = deps.database.db;
  const signInBackoff = createSignInBackoff(db);
  app.route(
    "/api/auth",
    authRoutes(deps.auth, signInBackoff, {
      beforeSignUp: (request) => requireBotCheck(deps.botCheck, request.headers.get("x-altcha")),
      afterEmailChangeRequested: async (user, newEmail) => {
        const to = accountRecipient(user);
        await deps.mail.enqueue(
          db,
          emailChangeNoticeMail(to, newEmail, {
            resetUrl: `${deps.config.publicUrl}${localizedPath(to.language, "/forgot-password")}`,
            contactEmail: deps.config.site.contactEmail,
          }),
        );
      },
    }),
  );

  const talentNotifications = createTalentNotifications({
    db,
    mail: deps.mail,
    realtime: deps.realtime,
    publicUrl: deps.config.publicUrl,
    checkSubmission: (talentId) =>
      checkSubmission({ db, media: deps.media, log: deps.log, nudity: deps.nudity }, talentId),
  });
  const api = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  // Every admin route checks the role before its input is read, so a new one cannot forget it.
  api.use("/admin/*", async (c, next) => {
    await deps.guards.requireAdmin(c);
    await next();
  });
  api.route("/", healthRoutes(databasePing(deps.database), deps.lifecycle));
  api.route("/", botCheckRoutes(deps.botCheck));
  api.route("/", firstAdminRoutes({ db, auth: deps.auth }));
  api.route(
    "/",
    accountRoutes({
      db,
      media: deps.media,
      log: deps.log,
      guards: deps.guards,
      afterTalentDeleted: talentNotifications.deleted,
      endSubscription: (userId) => cancelSubscriptionBeforeDeletion({ db, payments: deps.payments }, userId),
      auth: deps.auth,
      signInBackoff,
      exportMore: async (userId) => ({
        inquiries: await exportInquiriesOf(db, userId),
        compCard: await exportCompCardOf(db, userId),
        shortlists: await exportShortlistsOf(db, userId),
        savedSearches: await exportSavedSearchesOf(db, userId),
        favourites: await exportFavouritesOf(db, userId),
        profileDailyCounts: await exportDailyCountsOf(db, userId),
      }),
    }),
  );
  api.route("/", accountKindRoutes({ db, guards: deps.guards }));
  api.route(
    "/",
    billingRoutes({ db, guards: deps.guards, payments: deps.payments, publicUrl: deps.config.publicUrl }),
  );
  // Stripe's webhook exists only with Stripe; the test-mode checkout and portal only without it.
  if (deps.payments.kind === "stripe") {
    api.route(
      "/",
      stripeWebhookRoutes({ db, realtime: deps.realtime, payments: deps.payments, log: deps.log }),
    );
  } else {
    api.route(
      "/",
      testModeRoutes({
        db,
        realtime: deps.realtime,
        payments: deps.payments,
        log: deps.log,
        guards: deps.guards,
      }),
    );
  }
  // The cancellation button (§ 312k BGB, ADR 47): open to everyone, signed in or not.
  api.route(
    "/",
    cancellationRoutes({
      db,
      realtime: deps.realtime,
      payments: deps.payments,
      log: deps.log,
      mail: deps.mail,
      publicUrl: deps.config.publicUrl,
      guards: deps.guards,
      botCheck: deps.botCheck,
    }),
  );
  api.route("/", messagesRoutes({ db, guards: deps.guards }));
  api.route("/", adminOverviewRoutes({ db, guards: deps.guards }));
  api.route("/", adminAuditRoutes({ db, guards: deps.guards }));
  api.route("/", adminInsightRoutes({ db, guards: deps.guards }));
  api.route("/", adminUsersRoutes({ db, auth: deps.auth, guards: deps.guards }));
  api.route("/", adminBillingRoutes({ db, guards: deps.guards, realtime: deps.realtime }));
  api.route("/", featuredOrderRoutes({ db, guards: deps.guards, realtime: deps.realtime }));
  api.route(
    "/",
    siteContentRoutes({
      db,
      guards: deps.guards,
      realtime: deps.realtime,
      showSamples: deps.config.seedSampleData,
    }),
  );
  api.route(
    "/",
    contactRoutes({
      db,
      botCheck: deps.botCheck,
      mail: deps.mail,
      realtime: deps.realtime,
      log: deps.log,
      publicUrl: deps.config.publicUrl,
    }),
  );
  const inquiries = { db, mail: deps.mail, realtime: deps.realtime, publicUrl: deps.config.publicUrl };
  api.route("/", inquiriesRoutes({ ...inquiries, botCheck: deps.botCheck }));
  api.route("/", myInquiriesRoutes({ ...inquiries, guards: deps.guards }));
  api.route("/", adminInquiriesRoutes({ ...inquiries, guards: deps.guards }));
  api.route("/", listInquiriesRoutes({ ...inquiries, guards: deps.guards }));
  api.route(
    "/",
    eventsRoutes({ hub: deps.realtime, guards: deps.guards, auth: deps.auth, lifecycle: deps.lifecycle }),
  );
  api.route("/", siteRoutes(deps.config.site));
  api.route("/", placesRoutes());
  api.route("/", unplacedLocationsRoutes({ db, guards: deps.guards }));
  api.route(
    "/",
    talentModerationRoutes({
      db,
      media: deps.media,
      log: deps.log,
      guards: deps.guards,
      notifications: talentNotifications,
    }),
  );
  api.route(
    "/",
    adminTalentsRoutes({
      db,
      media: deps.media,
      guards: deps.guards,
      realtime: deps.realtime,
      notifications: talentNotifications,
    }),
  );
  api.route(
    "/",
    talentProfileRoutes({
      db,
      media: deps.media,
      log: deps.log,
      guards: deps.guards,
      notifications: talentNotifications,
    }),
  );
  api.route(
    "/",
    talentMediaRoutes({
      db,
      media: deps.media,
      log: deps.log,
      guards: deps.guards,
      mails: talentNotifications.saveMails,
      afterChange: talentNotifications.saved,
    }),
  );
  api.route("/", reviewFindingsRoutes({ db, guards: deps.guards }));
  api.route(
    "/",
    talentsRoutes({ db, guards: deps.guards, publicCache: deps.publicCache, placeCentre: placeCoordinates }),
  );
  api.route(
    "/",
    talentReportsRoutes({
      db,
      botCheck: deps.botCheck,
      guards: deps.guards,
      mail: deps.mail,
      media: deps.media,
      log: deps.log,
      realtime: deps.realtime,
      notifications: talentNotifications,
      publicUrl: deps.config.publicUrl,
    }),
  );
  api.route(
    "/",
    compCardRoutes({
      db,
      media: deps.media,
      guards: deps.guards,
      realtime: deps.realtime,
      publicUrl: deps.config.publicUrl,
      dataDir: deps.config.dataDir,
    }),
  );
  const shortlists = { db, realtime: deps.realtime };
  api.route("/", shortlistsRoutes({ ...shortlists, guards: deps.guards }));
  api.route("/", shortlistSharesRoutes({ ...shortlists, guards: deps.guards }));
  api.route("/", sharedShortlistRoutes(shortlists));
  const savedSearches = { db, matching: matchingTalents, secret: deps.config.authSecret };
  api.route("/", savedSearchesRoutes({ ...savedSearches, guards: deps.guards }));
  api.route("/", favouritesRoutes({ db, guards: deps.guards }));
  api.route(
    "/",
    workspaceOverviewRoutes({
      db,
      guards: deps.guards,
      newInSavedSearches: (userId) => countNewInSavedSearches(savedSearches, userId),
    }),
  );
  api.route("/", talentInterestRoutes({ db, guards: deps.guards }));
  api.route("/", insightRoutes({ db, guards: deps.guards }));
  assertRequestBodiesRequired(api.openAPIRegistry.definitions);
  app.route("/api", api);

  const openApiConfig = {
    openapi: "3.1.0",
    info: {
      title: "Vitrine",
      version: "1.0.0",
      description: 'The creative-talent directory\'s HTTP API. Errors answer {"error": {"code", "message"}}.',
    },
  };
  app.get("/api/openapi.json", (c) =>
    c.json(api.getOpenAPI31Document({ ...openApiConfig, servers: [{ url: "/api" }] })),
  );
  app.get("/api/docs", (c) =>
    c.html(
      renderApiReference(api.getOpenAPI31Document(openApiConfig) as Parameters<typeof renderApiReference>[0]),
    ),
  );

  app.all("/api/*", (c) => {
    throw new AppError("NOT_FOUND", "errors.http.noRoute", {
      values: { method: c.req.method, path: c.req.path },
    });
  });
  app.all("/api", () => {
    throw new AppError("NOT_FOUND", "errors.http.seeApiDocs");
  });

  app.route("/media", mediaFileRoutes(deps.media));

  app.route(
    "/",
    seoRoutes({
      db,
      publicUrl: deps.config.publicUrl,
      publicCache: deps.publicCache,
      pages: deps.client?.pages ?? [],
    }),
  );
  if (deps.client) {
    const { pages } = deps.client;
    // Public pages are rendered on the server from the app's own public API (ADR 32).
    const renderPage = createPageRenderer({
      clientDir: deps.client.dir,
      renderPage: deps.client.renderPage,
      // Marked as the server's own request: the page's view is counted once, on the page itself.
      fetchApi: async (input, init) => app.request(input, init, SERVER_RENDER_ENV),
      log: deps.log,
    });
    mountClientAssets(
      app,
      deps.client.dir,
      async (requestPath, url) => {
        const { language, path } = splitLanguagePath(requestPath);
        const page = findPage(pages, path);
        const head = await pageHeadFor(db, deps.config.publicUrl, language, path, page);
        if (page?.kind === "private") {
          return { status: head.status, apply: (html) => applyPageHead(html, head) };
        }
        const body = await renderPage(new URL(url));
        // A page that failed to render goes out as the plain shell, not kept, so the next request tries again.
        if (!body) return { status: head.status, apply: (html) => applyPageHead(html, head) };
        // The same for every visitor (no cookie is read), so the response cache keeps it; browsers revalidate.
        // A page near the visitor's position is kept nowhere (ADR 56).
        return {
          status: head.status,
          cacheControl: new URL(url).searchParams.has("near") ? "private, no-store" : "public, no-cache",
          apply: (html) => applyPageHead(html, head, body),
        };
      },
      deps.publicCache.middleware,
    );
  }

  app.onError(createErrorHandler(deps.log));
  app.notFound((c) =>
    c.json(
      { error: { code: "NOT_FOUND", message: serverT(requestLanguage(c))("errors.http.notFound") } },
      404,
    ),
  );
  return app;
}

export type App = ReturnType<typeof createApp>;

/**
 * The API's routes as a type, for the client's typed calls (`hc<ApiRoutes>`, ADR 25): every route
 * group mounted under /api above, with the response types of its `createRoute` definitions. A group
 * missing here cannot be called from the client (its calls fail to typecheck).
 */
type ApiRouteGroups =
  | typeof healthRoutes
  | typeof botCheckRoutes
  | typeof firstAdminRoutes
  | typeof accountRoutes
  | typeof billingRoutes
  | typeof stripeWebhookRoutes
  | typeof testModeRoutes
  | typeof cancellationRoutes
  | typeof messagesRoutes
  | typeof adminOverviewRoutes
  | typeof adminAuditRoutes
  | typeof adminInsightRoutes
  | typeof adminUsersRoutes
  | typeof adminBillingRoutes
  | typeof featuredOrderRoutes
  | typeof siteContentRoutes
  | typeof contactRoutes
  | typeof inquiriesRoutes
  | typeof myInquiriesRoutes
  | typeof adminInquiriesRoutes
  | typeof listInquiriesRoutes
  | typeof eventsRoutes
  | typeof siteRoutes
  | typeof placesRoutes
  | typeof unplacedLocationsRoutes
  | typeof talentModerationRoutes
  | typeof talentReportsRoutes
  | typeof adminTalentsRoutes
  | typeof talentProfileRoutes
  | typeof talentMediaRoutes
  | typeof reviewFindingsRoutes
  | typeof talentsRoutes
  | typeof compCardRoutes
  | typeof shortlistsRoutes
  | typeof shortlistSharesRoutes
  | typeof sharedShortlistRoutes
  | typeof savedSearchesRoutes
  | typeof accountKindRoutes
  | typeof favouritesRoutes
  | typeof workspaceOverviewRoutes
  | typeof talentInterestRoutes
  | typeof insightRoutes;
export type ApiRoutes = Hono<AppEnv, MergeSchemaPath<ExtractSchema<ReturnType<ApiRouteGroups>>, "/api">>;

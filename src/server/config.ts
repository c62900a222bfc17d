import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { makeOwnerOnlyDir, OWNER_ONLY_FILE } from "#server/lib/owner-only";
import { CONTACT_EMAIL } from "#shared/contact/contact.schema";
import { DEFAULT_COMPANY_NAME, type SiteInfo } from "#shared/site/site-info.schema";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
const NUDITY_CHECKS = ["wasm", "cpu", "off"] as const;

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const urlWithProtocols = (protocols: string[], example: string) =>
  optionalText.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL like ${example}` },
  );

// Operators often copy the id with spaces ("DE 123 456 789"); the legal notice shows it without.
const vatId = optionalText.pipe(
  z
    .string()
    .transform((value) => value.replace(/\s+/g, "").toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}[0-9A-Z+*]{2,12}$/, "must be a VAT id like DE123456789"))
    .optional(),
);

const booleanFlag = (fallback: boolean) =>
  optionalText.transform((value, ctx) => {
    if (value === undefined) return fallback;
    if (["true", "1", "yes"].includes(value.toLowerCase())) return true;
    if (["false", "0", "no"].includes(value.toLowerCase())) return false;
    ctx.addIssue({ code: "custom", message: "must be true or false" });
    return z.NEVER;
  });

// `true` and `false` stay valid for the configurations written when this was a switch (ADR 14).
const trustedProxyCount = optionalText.transform((value, ctx) => {
  if (value === undefined) return 0;
  const lower = value.toLowerCase();
  if (["true", "yes"].includes(lower)) return 1;
  if (["false", "no"].includes(lower)) return 0;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  ctx.addIssue({
    code: "custom",
    message: "must be the number of trusted proxies (0, 1, 2 ...), or true (1) or false (0)",
  });
  return z.NEVER;
});

const EnvSchema = z
  .object({
    PORT: optionalText.transform((value, ctx) => {
      if (value === undefined) return 3000;
      const port = Number(value);
      if (!/^\d+$/.test(value) || port > 65535) {
        ctx.addIssue({ code: "custom", message: "must be a port number between 0 and 65535" });
        return z.NEVER;
      }
      return port;
    }),
    PUBLIC_URL: urlWithProtocols(["http:", "https:"], "https://vitrine.example"),
    DATA_DIR: optionalText.default("./data"),
    DATABASE_URL: urlWithProtocols(
      ["postgres:", "postgresql:"],
      "postgres://user:password@host:5432/vitrine",
    ),
    SMTP_URL: urlWithProtocols(["smtp:", "smtps:"], "smtp://user:password@host:587"),
    MAIL_FROM: optionalText.default("Vitrine <no-reply@vitrine.local>"),
    ADMIN_EMAIL: optionalText.pipe(z.email("must be an e-mail address").optional()),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, "must be at least 8 characters").optional()),
    AUTH_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    STRIPE_SECRET_KEY: optionalText.pipe(
      z.string().startsWith("sk_", "must be a Stripe secret key (sk_...)").optional(),
    ),
    STRIPE_WEBHOOK_SECRET: optionalText.pipe(
      z.string().startsWith("whsec_", "must be a Stripe webhook secret (whsec_...)").optional(),
    ),
    STRIPE_PRICE_STARTER: optionalText,
    STRIPE_PRICE_PRO: optionalText,
    STRIPE_PRICE_PREMIUM: optionalText,
    S3_ENDPOINT: urlWithProtocols(["http:", "https:"], "https://s3.eu-central-1.amazonaws.com"),
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    COMPANY_NAME: optionalText,
    COMPANY_ADDRESS: optionalText,
    COMPANY_MANAGING_DIRECTOR: optionalText,
    COMPANY_REGISTER: optionalText,
    COMPANY_VAT_ID: vatId,
    CONTACT_EMAIL: optionalText.pipe(z.email("must be an e-mail address").optional()),
    SOCIAL_INSTAGRAM_URL: urlWithProtocols(["https:"], "https://www.instagram.com/vitrine"),
    SOCIAL_TIKTOK_URL: urlWithProtocols(["https:"], "https://www.tiktok.com/@vitrine"),
    SOCIAL_LINKEDIN_URL: urlWithProtocols(["https:"], "https://www.linkedin.com/company/vitrine"),
    SEED_SAMPLE_DATA: booleanFlag(true),
    TRUST_PROXY: trustedProxyCount,
    LOG_LEVEL: optionalText.pipe(
      z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
    ),
    NUDITY_CHECK: optionalText.pipe(
      z.enum(NUDITY_CHECKS, { message: `must be one of ${NUDITY_CHECKS.join(", ")}` }).default("wasm"),
    ),
  })
  .superRefine((env, ctx) => {
    // Several instances share one PostgreSQL: a secret generated per data directory would differ
    // between them, and sessions and bot-check proofs made by one would fail on the other (ADR 28).
    if (env.DATABASE_URL !== undefined && env.AUTH_SECRET === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message:
          "is required when DATABASE_URL is set (every instance must sign with the same secret; generate one with `openssl rand -base64 32`)",
      });
    }
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      const missing = env.ADMIN_EMAIL === undefined ? "ADMIN_EMAIL" : "ADMIN_PASSWORD";
      ctx.addIssue({
        code: "custom",
        path: [missing],
        message: "must be set together with the other admin variable",
      });
    }
    const stripeCompanions = [
      "STRIPE_WEBHOOK_SECRET",
      "STRIPE_PRICE_STARTER",
      "STRIPE_PRICE_PRO",
      "STRIPE_PRICE_PREMIUM",
    ] as const;
    if (env.STRIPE_SECRET_KEY !== undefined) {
      for (const name of stripeCompanions) {
        if (env[name] === undefined) {
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: "is required when STRIPE_SECRET_KEY is set",
          });
        }
      }
    } else {
      // Half a Stripe configuration would silently fall back to test mode: say so instead.
      const given = stripeCompanions.find((name) => env[name] !== undefined);
      if (given) {
        ctx.addIssue({
          code: "custom",
          path: ["STRIPE_SECRET_KEY"],
          message: `is required when ${given} is set`,
        });
      }
    }
    const s3Set =
      env.S3_BUCKET !== undefined ||
      env.S3_ACCESS_KEY_ID !== undefined ||
      env.S3_SECRET_ACCESS_KEY !== undefined;
    if (s3Set) {
      for (const name of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
        if (env[name] === undefined) {
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: "is required when S3 storage is configured",
          });
        }
      }
    }
  });

export type Config = {
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  admin: { email: string; password: string } | undefined;
  authSecret: string;
  stripe:
    | {
        secretKey: string;
        webhookSecret: string;
        prices: { starter: string; pro: string; premium: string };
      }
    | undefined;
  s3:
    | {
        endpoint: string | undefined;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
      }
    | undefined;
  /** The company, contact address and social accounts the public pages show (GET /api/site). */
  site: SiteInfo;
  seedSampleData: boolean;
  /**
   * How many reverse proxies in front append to X-Forwarded-For; the client address is the entry
   * that many places from the right (0: the socket address). See ADR 14.
   */
  trustedProxies: number;
  logLevel: (typeof LOG_LEVELS)[number];
  /** How the review checks score nudity (ADR 54): TensorFlow.js on WebAssembly or in JavaScript, or not. */
  nudityCheck: (typeof NUDITY_CHECKS)[number];
};

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? "environment");
    const raw = env[name];
    const shown =
      raw === undefined || /SECRET|PASSWORD|KEY|DATABASE_URL|SMTP_URL/.test(name) ? "" : ` (got "${raw}")`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? "is invalid"}${shown}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    authSecret: e.AUTH_SECRET ?? readOrCreateAuthSecret(dataDir),
    stripe:
      e.STRIPE_SECRET_KEY &&
      e.STRIPE_WEBHOOK_SECRET &&
      e.STRIPE_PRICE_STARTER &&
      e.STRIPE_PRICE_PRO &&
      e.STRIPE_PRICE_PREMIUM
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            prices: {
              starter: e.STRIPE_PRICE_STARTER,
              pro: e.STRIPE_PRICE_PRO,
              premium: e.STRIPE_PRICE_PREMIUM,
            },
          }
        : undefined,
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION ?? "us-east-1",
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    site: {
      company: {
        name: e.COMPANY_NAME ?? DEFAULT_COMPANY_NAME,
        address: e.COMPANY_ADDRESS ?? null,
        managingDirector: e.COMPANY_MANAGING_DIRECTOR ?? null,
        register: e.COMPANY_REGISTER ?? null,
        vatId: e.COMPANY_VAT_ID ?? null,
      },
      contactEmail: e.CONTACT_EMAIL ?? CONTACT_EMAIL,
      social: {
        instagram: e.SOCIAL_INSTAGRAM_URL ?? null,
        tiktok: e.SOCIAL_TIKTOK_URL ?? null,
        linkedin: e.SOCIAL_LINKEDIN_URL ?? null,
      },
    },
    seedSampleData: e.SEED_SAMPLE_DATA,
    trustedProxies: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    nudityCheck: e.NUDITY_CHECK,
  };
}

/** An unset AUTH_SECRET is generated once and kept beside the data, so sessions survive restarts. */
function readOrCreateAuthSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not there yet: create it below.
  }
  makeOwnerOnlyDir(dataDir);
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: OWNER_ONLY_FILE });
  return secret;
}

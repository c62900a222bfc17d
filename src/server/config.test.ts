import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const scratch = () => mkdtempSync(path.join(tmpdir(), "vitrine-config-"));

describe("loadConfig", () => {
  it("has working defaults", () => {
    const dir = scratch();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedSampleData).toBe(true);
    expect(config.logLevel).toBe("info");
    expect(config.stripe).toBeUndefined();
    expect(config.s3).toBeUndefined();
  });

  it("generates AUTH_SECRET once and keeps it in DATA_DIR", () => {
    const dir = scratch();
    const first = loadConfig({ DATA_DIR: dir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8").trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first);
  });

  it.each([
    [{ PORT: "abc" }, /^Invalid configuration: PORT must be a port number/],
    [{ PORT: "70000" }, /PORT/],
    [{ DATABASE_URL: "nonsense" }, /^Invalid configuration: DATABASE_URL must be a URL/],
    [{ SMTP_URL: "http://mail" }, /SMTP_URL/],
    [{ LOG_LEVEL: "loud" }, /LOG_LEVEL must be one of/],
    [{ SEED_SAMPLE_DATA: "maybe" }, /SEED_SAMPLE_DATA must be true or false/],
    [{ ADMIN_EMAIL: "admin@example.com" }, /ADMIN_PASSWORD must be set together/],
    [{ ADMIN_EMAIL: "not-an-email", ADMIN_PASSWORD: "long-enough" }, /ADMIN_EMAIL must be an e-mail address/],
    [{ STRIPE_SECRET_KEY: "sk_test_123" }, /STRIPE_WEBHOOK_SECRET is required/],
    [{ S3_BUCKET: "media" }, /S3_ACCESS_KEY_ID is required/],
  ])("rejects %o with one line naming the variable", (env, message) => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: scratch(), ...env });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const text = (error as Error).message;
    expect(text).toMatch(message);
    expect(text).not.toContain("\n");
  });

  it("never echoes secret values in its message", () => {
    expect(() => loadConfig({ DATA_DIR: scratch(), AUTH_SECRET: "short-secret" })).toThrow(
      /^Invalid configuration: AUTH_SECRET must be at least 32 characters$/,
    );
  });

  it("reads a complete Stripe and S3 configuration", () => {
    const config = loadConfig({
      DATA_DIR: scratch(),
      STRIPE_SECRET_KEY: "sk_test_1",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
      STRIPE_PRICE_STARTER: "price_s",
      STRIPE_PRICE_PRO: "price_p",
      STRIPE_PRICE_PREMIUM: "price_x",
      S3_BUCKET: "media",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_ENDPOINT: "http://127.0.0.1:9000",
    });
    expect(config.stripe?.prices).toEqual({ starter: "price_s", pro: "price_p", premium: "price_x" });
    expect(config.s3).toMatchObject({
      bucket: "media",
      region: "us-east-1",
      endpoint: "http://127.0.0.1:9000",
    });
  });
});

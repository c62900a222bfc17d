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
    expect(config.nudityCheck).toBe("wasm");
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
    [
      { DATABASE_URL: "postgres://vitrine@127.0.0.1:5432/vitrine" },
      /^Invalid configuration: AUTH_SECRET is required when DATABASE_URL is set/,
    ],
    [{ SMTP_URL: "http://mail" }, /SMTP_URL/],
    [{ LOG_LEVEL: "loud" }, /LOG_LEVEL must be one of/],
    [{ NUDITY_CHECK: "gpu" }, /NUDITY_CHECK must be one of wasm, cpu, off/],
    [{ SEED_SAMPLE_DATA: "maybe" }, /SEED_SAMPLE_DATA must be true or false/],
    [{ TRUST_PROXY: "-1" }, /^Invalid configuration: TRUST_PROXY must be the number of trusted proxies/],
    [{ TRUST_PROXY: "1.5" }, /TRUST_PROXY must be the number of trusted proxies/],
    [
      { TRUST_PROXY: "cloudflare" },
      /TRUST_PROXY must be the number of trusted proxies .* \(got "cloudflare"\)$/,
    ],
    [{ ADMIN_EMAIL: "admin@example.com" }, /ADMIN_PASSWORD must be set together/],
    [{ ADMIN_EMAIL: "not-an-email", ADMIN_PASSWORD: "long-enough" }, /ADMIN_EMAIL must be an e-mail address/],
    [{ STRIPE_SECRET_KEY: "sk_test_123" }, /STRIPE_WEBHOOK_SECRET is required/],
    [{ STRIPE_PRICE_PRO: "price_p" }, /STRIPE_SECRET_KEY is required when STRIPE_PRICE_PRO is set/],
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

  it.each([
    [undefined, 0],
    ["false", 0],
    ["true", 1],
    ["TRUE", 1],
    ["0", 0],
    ["1", 1],
    ["2", 2],
    [" 3 ", 3],
  ])("reads TRUST_PROXY=%s as %i trusted proxies", (value, count) => {
    const env: Record<string, string> = { DATA_DIR: scratch() };
    if (value !== undefined) env.TRUST_PROXY = value;
    expect(loadConfig(env).trustedProxies).toBe(count);
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

describe("the site information (legal notice, contact address, social accounts)", () => {
  it("has a company name and a contact address by default, and nothing it cannot know", () => {
    const { site } = loadConfig({ DATA_DIR: scratch() });
    expect(site).toEqual({
      company: { name: "Vitrine GmbH", address: null, managingDirector: null, register: null, vatId: null },
      contactEmail: "hello@vitrine.example",
      social: { instagram: null, tiktok: null, linkedin: null },
    });
  });

  it("reads every variable, normalising the VAT id and treating blank values as unset", () => {
    const { site } = loadConfig({
      DATA_DIR: scratch(),
      COMPANY_NAME: " Vitrine Talents GmbH ",
      COMPANY_ADDRESS: "Leopoldstraße 1, 80802 München, Germany",
      COMPANY_MANAGING_DIRECTOR: "Jana Example",
      COMPANY_REGISTER: "Amtsgericht München, HRB 123456",
      COMPANY_VAT_ID: "de 123 456 789",
      CONTACT_EMAIL: "team@vitrine.example",
      SOCIAL_INSTAGRAM_URL: "https://www.instagram.com/vitrine",
      SOCIAL_TIKTOK_URL: "",
      SOCIAL_LINKEDIN_URL: "https://www.linkedin.com/company/vitrine",
    });
    expect(site).toEqual({
      company: {
        name: "Vitrine Talents GmbH",
        address: "Leopoldstraße 1, 80802 München, Germany",
        managingDirector: "Jana Example",
        register: "Amtsgericht München, HRB 123456",
        vatId: "DE123456789",
      },
      contactEmail: "team@vitrine.example",
      social: {
        instagram: "https://www.instagram.com/vitrine",
        tiktok: null,
        linkedin: "https://www.linkedin.com/company/vitrine",
      },
    });
  });

  it.each([
    [
      { COMPANY_VAT_ID: "123456789" },
      /^Invalid configuration: COMPANY_VAT_ID must be a VAT id like DE123456789/,
    ],
    [
      { CONTACT_EMAIL: "hello at vitrine" },
      /^Invalid configuration: CONTACT_EMAIL must be an e-mail address/,
    ],
    [
      { SOCIAL_INSTAGRAM_URL: "instagram.com/vitrine" },
      /^Invalid configuration: SOCIAL_INSTAGRAM_URL must be a URL/,
    ],
    [{ SOCIAL_TIKTOK_URL: "http://www.tiktok.com/@vitrine" }, /SOCIAL_TIKTOK_URL must be a URL like https:/],
    [{ SOCIAL_LINKEDIN_URL: "javascript:alert(1)" }, /SOCIAL_LINKEDIN_URL must be a URL/],
  ])("rejects %o with one line naming the variable", (env, message) => {
    expect(() => loadConfig({ DATA_DIR: scratch(), ...env })).toThrow(message);
  });
});

import { createHmac } from "node:crypto";
import { type Challenge, createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Kysely } from "kysely";
import { z } from "zod";
import { isUniqueViolation } from "#server/db/database-errors";
import type { Database } from "#server/db/schema";

const ALGORITHM = "PBKDF2/SHA-256";

/** Proof-of-work sized so a phone solves it in about a second; see docs/decisions/0004. */
const BOT_CHECK_DIFFICULTY = { cost: 500, counterMin: 500, counterMax: 1500 } as const;

const PayloadSchema = z.object({
  challenge: z.object({
    parameters: z.record(z.string(), z.unknown()),
    signature: z.string().min(16),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string() }),
});

export type BotCheck = {
  createChallenge: () => Promise<Challenge>;
  /**
   * True once for a valid, unexpired, correctly signed solution; a replay answers false. A database
   * failure throws (the API answers 503), never "replayed".
   */
  verify: (payload: string | undefined | null) => Promise<boolean>;
};

export type BotCheckOptions = {
  db: Kysely<Database>;
  /** The server's secret; the signing keys are derived from it. */
  secret: string;
  ttlSeconds?: number;
  difficulty?: { cost: number; counterMin: number; counterMax: number };
};

const derive = (secret: string, purpose: string) =>
  createHmac("sha256", secret).update(purpose).digest("hex");

/** Self-hosted ALTCHA: signed, expiring challenges whose solutions are accepted once only. */
export function createBotCheck({
  db,
  secret,
  ttlSeconds = 600,
  difficulty = BOT_CHECK_DIFFICULTY,
}: BotCheckOptions): BotCheck {
  const hmacSignatureSecret = derive(secret, "vitrine-botcheck-signature");
  const hmacKeySignatureSecret = derive(secret, "vitrine-botcheck-key-signature");

  return {
    createChallenge: () =>
      createChallenge({
        algorithm: ALGORITHM,
        cost: difficulty.cost,
        counter: randomInt(difficulty.counterMin, difficulty.counterMax),
        deriveKey,
        expiresAt: new Date(Date.now() + ttlSeconds * 1000),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }),

    async verify(payload) {
      if (!payload) return false;
      let parsed: z.infer<typeof PayloadSchema>;
      try {
        const decoded = PayloadSchema.safeParse(JSON.parse(Buffer.from(payload, "base64").toString("utf8")));
        if (!decoded.success) return false;
        parsed = decoded.data;
      } catch {
        return false;
      }
      if (parsed.challenge.parameters.algorithm !== ALGORITHM) return false;
      const result = await verifySolution({
        challenge: parsed.challenge as unknown as Challenge,
        solution: parsed.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }).catch(() => null);
      if (!result?.verified) return false;

      const now = new Date();
      await db.deleteFrom("botcheck_used").where("expires_at", "<", now.toISOString()).execute();
      const expiresAt =
        typeof parsed.challenge.parameters.expiresAt === "number" ? parsed.challenge.parameters.expiresAt : 0;
      try {
        await db
          .insertInto("botcheck_used")
          .values({
            signature: parsed.challenge.signature,
            expires_at: new Date(Math.max(expiresAt * 1000, now.getTime() + ttlSeconds * 1000)).toISOString(),
          })
          .execute();
        return true;
      } catch (err) {
        // The signature is already recorded: this solution was used before. Any other failure (the
        // database is down) is not the visitor's doing and is answered as what it is.
        if (isUniqueViolation(err)) return false;
        throw err;
      }
    },
  };
}

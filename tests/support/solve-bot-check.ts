import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

/** Solves a challenge as the widget does, and returns the payload it would send (base64 JSON). */
export async function solveBotCheck(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("The bot-check challenge could not be solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** Fetches a challenge from the app and solves it. */
export async function fetchAndSolveBotCheck(get: (path: string) => Promise<Response>): Promise<string> {
  const res = await get("/api/botcheck/challenge");
  return solveBotCheck((await res.json()) as Challenge);
}

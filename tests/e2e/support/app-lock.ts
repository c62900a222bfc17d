import { mkdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { E2E_VARIANTS, e2eVariantAt } from "#tests/support/e2e-constants";

/** Longer than any test may run: a lock this old was left by a worker that was stopped. */
const STALE_AFTER_MS = 180_000;

/**
 * Runs `fn` while no other test holds the lock `name` on the e2e app at `baseURL`. Most data a spec
 * counts is its own, but a few things exist once per app (the featured order, which the server
 * saves only as a whole; the empty app's emptiness), and specs in parallel, or a spec repeated with
 * --repeat-each, take turns on them. The lock is a directory in the app's data directory (made
 * atomically; the app's start removes it with the data).
 */
export async function withAppLock<T>(
  baseURL: string | undefined,
  name: string,
  fn: () => Promise<T>,
  timeoutMs = 150_000,
): Promise<T> {
  const dir = path.join(E2E_VARIANTS[e2eVariantAt(baseURL)].dataDir, `e2e-lock-${name}`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      mkdirSync(dir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const age = Date.now() - (statSafe(dir) ?? Date.now());
      if (age > STALE_AFTER_MS) rmSync(dir, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`The lock ${name} stayed taken for ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function statSafe(dir: string): number | undefined {
  try {
    return statSync(dir).mtimeMs;
  } catch {
    return undefined;
  }
}

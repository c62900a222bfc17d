import type { Result, Router } from "hono/router";
import { RegExpRouter } from "hono/router/reg-exp-router";
import { SmartRouter } from "hono/router/smart-router";
import { TrieRouter } from "hono/router/trie-router";

/** How many answers are kept; when full, they are forgotten and the next requests fill it again. */
const MAX_ANSWERS = 2000;
/** Longer paths (junk, mostly) are looked up each time, not kept. */
const MAX_PATH_LENGTH = 200;

/**
 * Hono's router (RegExpRouter, else TrieRouter), remembering what it answered for a method and
 * path. The app's routes name the same place by different parameter names (`/api/talents/:slug/...`
 * beside `/api/talents/:id/...`), which RegExpRouter refuses, so Hono falls back to TrieRouter, which
 * walks its tree on every request: 5 to 9 µs for /api/health or /api/talents among the app's
 * middleware and ~380 routes. The routes are fixed once the app is built (an added one forgets
 * every answer), so the same method and path always match the same handlers with the same
 * parameters, and Hono only reads what a match returns.
 */
export class RememberingRouter<T> implements Router<T> {
  readonly #router: Router<T>;
  readonly #answers = new Map<string, Result<T>>();

  constructor(router: Router<T> = new SmartRouter<T>({ routers: [new RegExpRouter(), new TrieRouter()] })) {
    this.#router = router;
  }

  /** How many answers it holds. */
  get remembered(): number {
    return this.#answers.size;
  }

  get name(): string {
    return `RememberingRouter + ${this.#router.name}`;
  }

  add(method: string, path: string, handler: T): void {
    this.#answers.clear();
    this.#router.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    if (path.length > MAX_PATH_LENGTH) return this.#router.match(method, path);
    const key = `${method} ${path}`;
    let answer = this.#answers.get(key);
    if (!answer) {
      answer = this.#router.match(method, path);
      if (this.#answers.size >= MAX_ANSWERS) this.#answers.clear();
      this.#answers.set(key, answer);
    }
    return answer;
  }
}

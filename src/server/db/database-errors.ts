/** Socket errors that mean the database server cannot be reached (pg's connection failures). */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);

/** PostgreSQL's SQLSTATEs for "not now": shutting down, starting up, too many connections. */
const POSTGRES_UNAVAILABLE = new Set(["57P01", "57P02", "57P03", "53300"]);

/** SQLite's codes for a database that is busy past the timeout, or cannot be opened, read or written. */
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|FULL|READONLY)/;

/** pg's own messages when a connection ends or cannot be had in time. */
const POOL_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Cannot use a pool after calling end",
];

function codesOf(err: unknown): string[] {
  if (typeof err !== "object" || err === null) return [];
  const codes: string[] = [];
  const code = (err as { code?: unknown }).code;
  if (typeof code === "string") codes.push(code);
  // Node reports a refused connection to every address of a host as one AggregateError.
  for (const inner of (err as { errors?: unknown[] }).errors ?? []) codes.push(...codesOf(inner));
  const cause = (err as { cause?: unknown }).cause;
  if (cause && cause !== err) codes.push(...codesOf(cause));
  return codes;
}

/**
 * Whether an error means the database is unreachable or unavailable for now (rather than a fault of
 * the query): the API answers those 503 UNAVAILABLE, and the pool recovers once the database is back.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const codes = codesOf(err);
  if (codes.some((code) => NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE.has(code))) return true;
  if (codes.some((code) => code.startsWith("08") && code.length === 5)) return true; // connection exception
  if (codes.some((code) => SQLITE_UNAVAILABLE.test(code))) return true;
  const message = err instanceof Error ? err.message : "";
  return POOL_MESSAGES.some((text) => message.includes(text));
}

/** A short reason for the health check, without addresses or credentials. */
export function describeDatabaseError(err: unknown): string {
  const codes = codesOf(err);
  if (codes.includes("ECONNREFUSED")) return "the database server refused the connection";
  if (codes.includes("ETIMEDOUT") || (err instanceof Error && err.message.includes("timeout")))
    return "the database server did not answer in time";
  if (codes.some((code) => POSTGRES_UNAVAILABLE.has(code)))
    return "the database server is shutting down or starting";
  if (codes.some((code) => code.startsWith("SQLITE_BUSY"))) return "the database is busy";
  if (codes.some((code) => code.startsWith("SQLITE_")))
    return `the database file cannot be used (${codes[0]})`;
  if (isDatabaseUnavailable(err)) return "the connection to the database server was lost";
  return "the database answered with an error";
}

/** Whether an insert failed only because the key is already there (SQLite and PostgreSQL alike). */
export function isUniqueViolation(err: unknown): boolean {
  return codesOf(err).some(
    (code) =>
      code === "23505" || code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "SQLITE_CONSTRAINT_UNIQUE",
  );
}

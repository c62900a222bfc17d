import type { BetterAuthOptions } from "better-auth";
import type { DBAdapter, DBTransactionAdapter, Where } from "better-auth/adapters";
import { hashToken } from "./token-hash.ts";

type Adapter = DBAdapter<BetterAuthOptions>;
type TransactionAdapter = DBTransactionAdapter<BetterAuthOptions>;
type Row = Record<string, unknown>;

const SESSION = "session";
const TOKEN = "token";

/** Hashes of the raw tokens a call named, so the rows it returns can carry the raw token again. */
type KnownTokens = Map<string, string>;

function hashValue(value: Where["value"], known: KnownTokens): Where["value"] {
  const hash = (raw: string) => {
    const hashed = hashToken(raw);
    known.set(hashed, raw);
    return hashed;
  };
  if (typeof value === "string") return hash(value);
  if (Array.isArray(value)) return value.map((item) => hash(String(item)));
  return value;
}

function hashWhere<W extends Where[] | undefined>(where: W, known: KnownTokens): W {
  return where?.map((clause) =>
    clause.field === TOKEN ? { ...clause, value: hashValue(clause.value, known) } : clause,
  ) as W;
}

function hashFields<D extends Record<string, unknown> | undefined>(data: D, known: KnownTokens): D {
  if (!data || typeof data[TOKEN] !== "string") return data;
  return { ...data, [TOKEN]: hashValue(data[TOKEN] as string, known) };
}

/**
 * A row as better-auth expects it: the raw token where the call named it. A row found by another
 * field (a user's sessions) keeps the hash, which matches no session when presented: such a list
 * cannot be turned back into cookies, and no endpoint Vitrine serves uses one that way.
 */
function restoreToken<T>(row: T, known: KnownTokens): T {
  if (!row || typeof row !== "object") return row;
  const token = (row as Row)[TOKEN];
  const raw = typeof token === "string" ? known.get(token) : undefined;
  return raw === undefined ? row : ({ ...row, [TOKEN]: raw } as T);
}

function hashingSessionTokens<A extends TransactionAdapter>(adapter: A): A {
  const isSession = (model: string) => model === SESSION;
  return {
    ...adapter,
    create: async (input) => {
      if (!isSession(input.model)) return adapter.create(input);
      const known: KnownTokens = new Map();
      const data = hashFields(input.data as Row, known) as typeof input.data;
      return restoreToken(await adapter.create({ ...input, data }), known);
    },
    findOne: async (input) => {
      if (!isSession(input.model)) return adapter.findOne(input);
      const known: KnownTokens = new Map();
      return restoreToken(await adapter.findOne({ ...input, where: hashWhere(input.where, known) }), known);
    },
    findMany: async (input) => {
      if (!isSession(input.model)) return adapter.findMany(input);
      const known: KnownTokens = new Map();
      const rows = await adapter.findMany({ ...input, where: hashWhere(input.where, known) });
      return rows.map((row) => restoreToken(row, known));
    },
    count: async (input) =>
      isSession(input.model)
        ? adapter.count({ ...input, where: hashWhere(input.where, new Map()) })
        : adapter.count(input),
    update: async (input) => {
      if (!isSession(input.model)) return adapter.update(input);
      const known: KnownTokens = new Map();
      const row = await adapter.update({
        ...input,
        where: hashWhere(input.where, known),
        update: hashFields(input.update, known),
      });
      return restoreToken(row, known);
    },
    updateMany: async (input) => {
      if (!isSession(input.model)) return adapter.updateMany(input);
      const known: KnownTokens = new Map();
      return adapter.updateMany({
        ...input,
        where: hashWhere(input.where, known),
        update: hashFields(input.update, known),
      });
    },
    delete: async (input) =>
      isSession(input.model)
        ? adapter.delete({ ...input, where: hashWhere(input.where, new Map()) })
        : adapter.delete(input),
    deleteMany: async (input) =>
      isSession(input.model)
        ? adapter.deleteMany({ ...input, where: hashWhere(input.where, new Map()) })
        : adapter.deleteMany(input),
    consumeOne: async (input) => {
      if (!isSession(input.model)) return adapter.consumeOne(input);
      const known: KnownTokens = new Map();
      return restoreToken(
        await adapter.consumeOne({ ...input, where: hashWhere(input.where, known) }),
        known,
      );
    },
    incrementOne: async (input) => {
      if (!isSession(input.model)) return adapter.incrementOne(input);
      const known: KnownTokens = new Map();
      const row = await adapter.incrementOne({
        ...input,
        where: hashWhere(input.where, known),
        set: hashFields(input.set, known),
      });
      return restoreToken(row, known);
    },
  };
}

/**
 * better-auth's database adapter with session tokens stored as their SHA-256. better-auth (1.7) has
 * no option for it: the cookie carries the token and the session is looked up by its value. So every
 * call on the session table hashes the token it writes or looks for, and hands the raw token back in
 * the rows it returns; the cookie and every lookup keep working, and the table holds no credential.
 * Calls inside better-auth's transactions go through the same wrapper.
 */
export function withHashedSessionTokens(adapter: Adapter): Adapter {
  return {
    ...hashingSessionTokens(adapter),
    transaction: (callback) => adapter.transaction((trx) => callback(hashingSessionTokens(trx))),
  };
}

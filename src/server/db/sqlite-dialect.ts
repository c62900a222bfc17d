import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from "kysely";

/**
 * SQLite's plain BEGIN takes the write lock only at the transaction's first write. If another process
 * (the admin command line, a backup, a test's fixture) wrote after the transaction's first read, that
 * write fails at once with SQLITE_BUSY_SNAPSHOT, which busy_timeout does not wait out. BEGIN IMMEDIATE
 * takes the write lock at the start, waiting up to busy_timeout for it. Within the server's one
 * connection transactions run one at a time anyway, so taking the lock early costs nothing.
 */
class ImmediateTransactionsDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

/** Kysely's SQLite dialect whose transactions begin immediately (see ImmediateTransactionsDriver). */
export class SqliteDialectWithImmediateTransactions extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateTransactionsDriver(this.#config);
  }
}

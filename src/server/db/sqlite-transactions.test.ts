import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, expect, it } from "vitest";
import { openSqlite } from "./database.ts";

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it("a transaction that read before another process wrote still writes, as that process waits for it", async () => {
  dir = mkdtempSync(path.join(tmpdir(), "vitrine-sqlite-"));
  const file = path.join(dir, "vitrine.db");
  const handle = openSqlite(file);
  await sql`create table notes (text text not null)`.execute(handle.db);
  // Another process's connection (the admin command line, a backup), not waiting for locks.
  const other = new SqliteDatabase(file);
  other.pragma("busy_timeout = 0");

  let otherWrite = "written";
  await handle.db.transaction().execute(async (trx) => {
    await sql`select count(*) from notes`.execute(trx);
    try {
      other.prepare("insert into notes (text) values ('from the other process')").run();
    } catch (err) {
      otherWrite = (err as { code?: string }).code ?? String(err);
    }
    await sql`insert into notes (text) values ('from the transaction')`.execute(trx);
  });

  expect(otherWrite).toBe("SQLITE_BUSY");
  other.prepare("insert into notes (text) values ('from the other process')").run();
  const rows = other.prepare("select text from notes order by rowid").all();
  expect(rows).toEqual([{ text: "from the transaction" }, { text: "from the other process" }]);
  other.close();
  await handle.close();
});

// The earlier product's approach, for comparison: every approved talent in one JSON document, read
// with selectAll and the hydration queries. Runs in a process of its own on DATA_DIR's database.
// Usage: tsx scripts/bench/fetch-everything.server.ts (PORT, DATA_DIR)
import path from "node:path";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { openSqlite } from "#server/db/database";
import { hydrateTalents } from "#server/talent-records/talents.repository";

const database = openSqlite(path.join(process.env.DATA_DIR ?? "", "vitrine.db"));
const app = new Hono().get("/all", async (c) => {
  const rows = await database.db
    .selectFrom("talents")
    .selectAll()
    .where("status", "=", "approved")
    .orderBy("created_at", "desc")
    .execute();
  return c.json(await hydrateTalents(database.db, rows));
});
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" });

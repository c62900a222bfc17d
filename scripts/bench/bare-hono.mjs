// The floor the bench sets Vitrine beside: a bare Hono app on @hono/node-server, started like
// `npm start` starts Vitrine (plain node, its own process), answering each of the bench's paths with
// the bytes Vitrine answered, from memory. Usage: PORT=<port> node bare-hono.mjs <dir of files>
// (each file <name> is served at /<name> as JSON).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const dir = process.argv[2] ?? "";
const bodies = new Map(readdirSync(dir).map((name) => [`/${name}`, readFileSync(path.join(dir, name))]));
const app = new Hono();
app.get("*", (c) => {
  const body = bodies.get(c.req.path);
  return body ? c.body(body, 200, { "content-type": "application/json" }) : c.notFound();
});
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" });

import { escapeHtml } from "#server/lib/escape-html";

type OpenApiOperation = {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown; description?: string }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string }>;
};

type OpenApiDocument = {
  info: { title: string; version: string; description?: string };
  paths?: Record<string, Record<string, OpenApiOperation>>;
};

const METHODS = ["get", "post", "put", "patch", "delete"];

function renderOperation(method: string, route: string, op: OpenApiOperation): string {
  const params = (op.parameters ?? [])
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? "yes" : "no"}</td><td><code>${escapeHtml(JSON.stringify(p.schema ?? {}))}</code></td></tr>`,
    )
    .join("");
  const body = Object.entries(op.requestBody?.content ?? {})
    .map(
      ([type, media]) =>
        `<p>Body (<code>${escapeHtml(type)}</code>)</p><pre>${escapeHtml(JSON.stringify(media.schema ?? {}, null, 2))}</pre>`,
    )
    .join("");
  const responses = Object.entries(op.responses ?? {})
    .map(([status, r]) => `<li><code>${status}</code> ${escapeHtml(r.description ?? "")}</li>`)
    .join("");
  return `<section class="op">
<h3><span class="m m-${method}">${method.toUpperCase()}</span> <code>${escapeHtml(route)}</code></h3>
${op.summary ? `<p>${escapeHtml(op.summary)}</p>` : ""}
${op.description ? `<p class="muted">${escapeHtml(op.description)}</p>` : ""}
${params ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Schema</th></tr></thead><tbody>${params}</tbody></table>` : ""}
${body}
${responses ? `<ul>${responses}</ul>` : ""}
</section>`;
}

/** A plain, script-free reference page rendered from the generated OpenAPI document. */
export function renderApiReference(doc: OpenApiDocument): string {
  const operations = Object.entries(doc.paths ?? {}).flatMap(([route, item]) =>
    METHODS.filter((m) => item[m]).map((m) => renderOperation(m, route, item[m] as OpenApiOperation)),
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} API reference</title>
<style>
body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1c1c1e;background:#fafaf9;line-height:1.5}
@media (prefers-color-scheme: dark){body{color:#ececec;background:#141414}.op{border-color:#333!important}pre{background:#1f1f1f!important}}
.op{border:1px solid #ddd;border-radius:.5rem;padding:0 1rem 1rem;margin:1rem 0}
.m{font-size:.8rem;padding:.1rem .4rem;border-radius:.25rem;color:#fff;background:#555}
.m-get{background:#1d6b3a}.m-post{background:#1f4fa3}.m-put,.m-patch{background:#8a5a00}.m-delete{background:#a32020}
pre{background:#f0f0ee;padding:.75rem;overflow:auto;border-radius:.25rem}table{border-collapse:collapse}td,th{padding:.25rem .5rem;text-align:left}
.muted{opacity:.8}
</style></head><body>
<header><h1>${escapeHtml(doc.info.title)} API</h1><p>Version ${escapeHtml(doc.info.version)}. ${escapeHtml(doc.info.description ?? "")}
The machine-readable document is at <a href="/api/openapi.json">/api/openapi.json</a>.</p></header>
<main><h2>Operations</h2>${operations.join("\n")}</main>
</body></html>`;
}

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { escapeHtml, jsonForScript } from "#server/lib/escape-html";
import type { Logger } from "#server/lib/logger";
import type { ImageAsset } from "#shared/media/media.schema";
import { PRELOAD_AFTER_PAINT } from "#shared/page-head/scripts-after-paint";
import type { PageBody } from "./page-head.ts";

/** A request to the app's own API (the client's ApiFetch), answered in-process. */
type ApiFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** What rendering a page's React tree gives: what goes into the built index.html. */
export type RenderedPage = {
  /** The markup inside `<div id="root">`. */
  html: string;
  /** What the browser hydrates from: written as JSON into the page. */
  state: unknown;
  /** The source files of the page's lazy route modules, for modulepreload links. */
  modules: string[];
  lcpImage: { image: ImageAsset; sizes: string } | undefined;
};

/**
 * Renders a public page's React tree, fetching its first screen's data through `fetchApi`. The server
 * does not import the client's code: the process entry (`main.ts`) hands in the client's renderer.
 */
export type RenderPage = (url: URL, fetchApi: ApiFetch) => Promise<RenderedPage>;

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** The id of the data block the browser hydrates from (src/client/app/main.tsx). */
const STATE_ID = "vitrine-state";

function readManifest(clientDir: string): Manifest {
  const file = path.join(clientDir, ".vite", "manifest.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Manifest) : {};
}

/** A chunk and everything it imports statically (its manifest keys). */
function withStaticImports(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

/**
 * Server rendering of the public pages (ADR 32). `render(url)` renders the page's React tree with its
 * first screen's data, fetched through `fetchApi` (the app's own public API and its response cache), and
 * answers what goes into the built index.html: a high-priority preload of its LCP picture, first in
 * the head (over HTTP/1.1 a browser opens six connections to a host, and the picture asked for after
 * the thirty-odd scripts waited for one), links naming the page's lazy route chunks, preloaded once
 * the page has painted (the entry's own are in index.html already; the first screen needs none of
 * them: src/shared/page-head/scripts-after-paint.ts), the markup, and the query cache as a JSON data
 * block.
 * Every value is escaped for its context. A page that fails to render answers undefined (and is logged):
 * the caller sends the plain shell.
 */
export function createPageRenderer(deps: {
  clientDir: string;
  renderPage: RenderPage;
  fetchApi: ApiFetch;
  log: Logger;
}) {
  const manifest = readManifest(deps.clientDir);
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loadedByEntry = withStaticImports(manifest, entries);

  const preloadsFor = (modules: string[]): string[] =>
    [...withStaticImports(manifest, modules)]
      .filter((key) => !loadedByEntry.has(key))
      .map((key) => `<link rel="${PRELOAD_AFTER_PAINT}" href="/${escapeHtml(manifest[key]?.file ?? "")}" />`);

  return async function render(url: URL): Promise<PageBody | undefined> {
    let page: RenderedPage;
    try {
      page = await deps.renderPage(url, deps.fetchApi);
    } catch (err) {
      // The browser still renders the page from the plain shell; an error page in its place would be
      // what crawlers and visitors without JavaScript see, and would not match what the browser renders.
      deps.log.error({ err, path: url.pathname }, "server rendering failed; the page is left to the browser");
      return undefined;
    }
    const early: string[] = [];
    if (page.lcpImage) {
      const { image, sizes } = page.lcpImage;
      const largest = image.variants.at(-1);
      const srcset = image.variants.map((v) => `${v.url} ${v.width}w`).join(", ");
      early.push(
        `<link rel="preload" as="image" href="${escapeHtml(largest?.url ?? "")}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`,
      );
    }
    return {
      early,
      extra: preloadsFor(page.modules),
      root: page.html,
      afterRoot: `<script type="application/json" id="${STATE_ID}">${jsonForScript(page.state)}</script>`,
    };
  };
}

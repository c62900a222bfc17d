import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { compileMessages } from "./scripts/build/compile-messages.mjs";
import { scriptsAfterPaint } from "./scripts/build/scripts-after-paint.ts";
import { INLINE_HEAD_SCRIPTS } from "./src/shared/page-head/inline-scripts.ts";

/** The inline scripts (the theme's) in the head of index.html, where the source's head ends (ADR 33). */
const inlineHeadScripts = (): Plugin => ({
  name: "vitrine:inline-head-scripts",
  transformIndexHtml: {
    order: "pre",
    handler: () =>
      INLINE_HEAD_SCRIPTS.map((script) => ({ tag: "script", children: script, injectTo: "head" as const })),
  },
});

const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [compileMessages(), react(), tailwindcss(), inlineHeadScripts(), scriptsAfterPaint()],
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    assetsDir: "assets",
    // No source maps in the served folder (issue 13); the server build keeps its own, never served.
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the entry imports statically loads on every first visit anyway: one file, not ten.
          groups: [
            { name: "initial", tags: ["$initial"] },
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": apiTarget,
      "/media": apiTarget,
      "/sitemap.xml": apiTarget,
      "/robots.txt": apiTarget,
    },
  },
});

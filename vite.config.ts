import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { lowScriptPriority } from "./scripts/build/script-priority.mjs";
import { THEME_INIT_SCRIPT } from "./src/shared/theme/theme-init-script.ts";

/** The theme script inline in the head of index.html, where the source's head ends (ADR 33). */
const inlineThemeScript = (): Plugin => ({
  name: "vitrine:inline-theme-script",
  transformIndexHtml: {
    order: "pre",
    handler: () => [{ tag: "script", children: THEME_INIT_SCRIPT, injectTo: "head" }],
  },
});

const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), inlineThemeScript(), lowScriptPriority()],
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

import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { lowScriptPriority } from "./scripts/build/script-priority.mjs";

const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), lowScriptPriority()],
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
          groups: [{ name: "initial", tags: ["$initial"] }],
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

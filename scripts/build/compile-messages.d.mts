import type { Plugin } from "vite";

/** Compiles the translation catalogs for the browser (ADR 45). */
export function compileMessages(): Plugin;

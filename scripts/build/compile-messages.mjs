// A Vite plugin: the translation catalogs (src/shared/i18n/messages/**.json, ICU MessageFormat) reach
// the browser compiled to Lingui's form, so the browser carries no message parser (ADR 45). The
// result is still JSON, which Vite's own JSON plugin turns into a module.
import { compileMessage } from "@lingui/message-utils/compileMessage";

const CATALOG = /[\\/]src[\\/]shared[\\/]i18n[\\/]messages[\\/].+\.json$/;

/** @returns {import("vite").Plugin} */
export function compileMessages() {
  return {
    name: "vitrine:compile-messages",
    enforce: "pre",
    transform(code, id) {
      if (!CATALOG.test(id.split("?")[0] ?? "")) return null;
      const catalog = JSON.parse(code);
      const compiled = {};
      for (const [key, message] of Object.entries(catalog)) {
        try {
          compiled[key] = compileMessage(message);
        } catch (err) {
          this.error(`${id}: the message "${key}" is not valid ICU MessageFormat: ${err.message}`);
        }
      }
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

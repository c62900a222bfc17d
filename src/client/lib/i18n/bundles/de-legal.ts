import type { Messages } from "@lingui/core";

// The de legal catalogs, compiled at build, as one chunk (ADR 45).
const files = import.meta.glob<Messages>("/src/shared/i18n/messages/de/legal/*.json", {
  eager: true,
  import: "default",
});

export default Object.assign({}, ...Object.values(files)) as Messages;

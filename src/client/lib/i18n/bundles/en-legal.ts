import type { Messages } from "@lingui/core";

// The en legal catalogs, compiled at build, as one chunk (ADR 45).
const files = import.meta.glob<Messages>("/src/shared/i18n/messages/en/legal/*.json", {
  eager: true,
  import: "default",
});

export default Object.assign({}, ...Object.values(files)) as Messages;

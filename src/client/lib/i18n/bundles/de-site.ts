import type { Messages } from "@lingui/core";

// The de catalogs of the public site and the shell (./areas.ts), compiled at build, as one chunk (ADR 45).
const files = import.meta.glob<Messages>("/src/shared/i18n/messages/de/site/*.json", {
  eager: true,
  import: "default",
});

export default Object.assign({}, ...Object.values(files)) as Messages;

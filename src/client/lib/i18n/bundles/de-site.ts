import type { Messages } from "@lingui/core";

// The de catalogs of the first visits (./areas.ts), compiled at build, as one chunk (ADR 45).
const files = import.meta.glob<Messages>(
  "/src/shared/i18n/messages/de/site/{common,pages,catalogue,talents,site-content}.json",
  {
    eager: true,
    import: "default",
  },
);

export default Object.assign({}, ...Object.values(files)) as Messages;

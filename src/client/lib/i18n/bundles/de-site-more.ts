import type { Messages } from "@lingui/core";

// The de catalogs of the rest of the public site (./areas.ts), compiled at build, as one chunk (ADR 45).
const files = import.meta.glob<Messages>(
  "/src/shared/i18n/messages/de/site/{accounts,billing,inquiries,messages,validation}.json",
  {
    eager: true,
    import: "default",
  },
);

export default Object.assign({}, ...Object.values(files)) as Messages;

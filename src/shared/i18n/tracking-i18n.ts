import type { I18n, Messages } from "@lingui/core";

/**
 * An instance that answers like `i18n` and notes every message id asked for, so a server render can
 * send along exactly the messages its markup used (ADR 45).
 */
export function trackingI18n(i18n: I18n): { i18n: I18n; used: () => Messages } {
  const ids = new Set<string>();
  const tracking = Object.create(i18n) as I18n;
  const translate = ((id: unknown, ...rest: unknown[]) => {
    if (typeof id === "string") ids.add(id);
    else if (id && typeof id === "object" && "id" in id && typeof id.id === "string") ids.add(id.id);
    return (i18n._ as (...args: unknown[]) => string)(id, ...rest);
  }) as I18n["_"];
  tracking._ = translate;
  tracking.t = translate;
  return {
    i18n: tracking,
    used: () => {
      const messages: Messages = {};
      for (const id of ids) {
        const message = i18n.messages[id];
        if (message !== undefined) messages[id] = message;
      }
      return messages;
    },
  };
}

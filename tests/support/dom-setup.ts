import { addMessages, siteMessagesLoaded } from "#client/lib/i18n/browser-i18n.ts";
import { compiledMessages } from "#shared/i18n/compile-catalogs";

// jsdom lacks matchMedia; the app reads it for the theme and the mobile breakpoint.
if (!window.matchMedia) {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

// Components read their texts from the browser's Lingui instance when no provider wraps them: every
// catalog in English, the default language, as a page would have loaded it.

addMessages(compiledMessages("en"));
siteMessagesLoaded();

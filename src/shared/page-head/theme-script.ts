/** Where the visitor's chosen theme is kept in the browser (src/client/lib/theme.ts writes it). */
export const THEME_STORAGE_KEY = "vitrine-theme";

/**
 * The script that sets the theme before the first paint, so that a page never flashes the wrong one:
 * the visitor's choice, else the system's preference. It is written inline into the head of every
 * page (vite.config.ts), where it costs no request before the first paint (a script request there
 * would hold up the first paint of a server-rendered page), and the Content-Security-Policy allows
 * exactly this text by its hash (src/server/http/security-headers.ts).
 * Plain JavaScript in a string, so that the browser runs the very bytes the hash was taken of.
 */
export const THEME_SCRIPT = `(() => {
  let theme = null;
  try {
    theme = localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});
  } catch {}
  if (theme !== "light" && theme !== "dark") {
    theme = window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  }
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
})();`;

// Runs before the first paint so the page never flashes the wrong theme.
(() => {
  let theme = null;
  try {
    theme = localStorage.getItem("vitrine-theme");
  } catch {}
  if (theme !== "light" && theme !== "dark") {
    theme = window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  }
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
})();

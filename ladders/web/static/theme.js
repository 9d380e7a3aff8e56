// The colours the player chose in the daily page's Settings (localStorage, this browser only), put on <html>
// before the page is drawn, so it never flashes the other palette: data-theme="light", "dark" or "contrast"
// (high contrast); with no
// choice stored, the system's own setting (prefers-color-scheme) decides. Loaded by both pages.
"use strict";
(() => {
  let chosen = null;
  try { chosen = localStorage.getItem("ladders.theme"); } catch { chosen = null; }
  if (chosen === "light" || chosen === "dark" || chosen === "contrast") document.documentElement.dataset.theme = chosen;
})();

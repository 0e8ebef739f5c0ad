// @ts-check
// The page's colours: theme=light|dark|auto (auto by default; state/ checks the value). auto
// follows the reader's system setting (prefers-color-scheme); light and dark are the course page's
// choice and win over it. The choice is html[data-theme="light" | "dark"]: every
// @media (prefers-color-scheme: dark) block of web/css is also compiled into rules that obey it
// (postcss-dark-theme-class, in scripts/build-web.mjs), so the stylesheets keep one dark block each.

import { onMediaChange } from "./environment.js";

export const themes = ["auto", "light", "dark"];

/** @type {Set<() => void>} */
const listeners = new Set();

/**
 * Shows the page in `theme` ("auto": the system's scheme), and tells the onColourSchemeChange
 * listeners when that changes what they see.
 * @param {string} theme
 */
export function applyTheme(theme) {
  const root = document.documentElement;
  const before = root.dataset.theme ?? "auto";
  const next = theme === "light" || theme === "dark" ? theme : "auto";
  if (next === "auto") delete root.dataset.theme;
  else root.dataset.theme = next;
  if (next !== before) for (const listener of listeners) listener();
}

/**
 * Calls `callback` whenever the colours the page shows may have changed: the system's scheme
 * (under theme=auto) or the theme itself. Figures that read their colours once per drawing
 * (canvas plots) draw again. Returns a function that stops it.
 * @param {() => void} callback
 */
export function onColourSchemeChange(callback) {
  // Where the system's scheme cannot be watched (no matchMedia, or one that throws), only the
  // theme's changes are followed.
  const stopWatching = onMediaChange("(prefers-color-scheme: dark)", callback);
  listeners.add(callback);
  return () => {
    stopWatching();
    listeners.delete(callback);
  };
}

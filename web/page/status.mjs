// The pages' status block, written once: scripts/assemble-pages.mjs writes it into index.html and
// embed.html. The calculator's status while it starts (web/js/startPage.js words it from then on),
// the alert that says why it could not start, and the notices about the link (web/js/notices.js).
// Build-time only (node), never bundled.

import { attribute } from "./head.mjs";

/**
 * The block's lines, unindented, in the page's language.
 * @param {{ starting: string, noticesLabel: string, statusClass?: string }} words  the status
 *   line's text and the notices' name (the catalogue's shell.starting, shell.noticesLabel);
 *   statusClass: classes added to the status line (the embed page hides it visually: its frame
 *   has no header to show it in)
 */
export function statusBlock({ starting, noticesLabel, statusClass }) {
  const status = statusClass ? `core-status ${statusClass}` : "core-status";
  return [
    `<p class="${status}" id="core-status" role="status">${attribute(starting)}</p>`,
    '<p class="core-error" id="core-error" role="alert" hidden></p>',
    `<div class="notices" id="notices" role="status" aria-label="${attribute(noticesLabel)}" hidden></div>`,
  ].join("\n");
}

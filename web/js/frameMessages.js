// @ts-check
// The message an embedded section (embed.html) posts to the page around its frame on every change
// of its height, { type: "pe-explorer:resize", section, height }, and the check every listener
// makes before it trusts one (pe-explorer-resize.js, the <pe-explorer> element): our type, and a
// height that is a number a frame can sensibly take. Which frame it came from is the listener's
// check (event.source); its origin cannot be, as a sandboxed frame's origin is "null".

export const resizeMessageType = "pe-explorer:resize";
const maxHeight = 100000;

/**
 * The height (CSS pixels, rounded up) a resize message asks for, or null when `data` is not one.
 * @param {unknown} data
 * @returns {number | null}
 */
export function resizeHeight(data) {
  if (!data || typeof data !== "object") return null;
  const message = /** @type {{ type?: unknown, height?: unknown }} */ (data);
  if (message.type !== resizeMessageType) return null;
  const height = Number(message.height);
  return height > 0 && height < maxHeight ? Math.ceil(height) : null;
}

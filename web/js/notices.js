// @ts-check
// Polite, visible messages about the link the reader opened (a value out of range, a fallback).
// Text only: messages may quote the URL, which is the reader's (or anyone's) text.
import { button, el } from "./dom.js";

/**
 * @param {HTMLElement} container
 * @param {string[]} messages
 */
export function showNotices(container, messages) {
  for (const message of messages) {
    const notice = el("div", "notice");
    const dismiss = button("notice-dismiss", "Dismiss");
    dismiss.setAttribute("aria-label", "Dismiss this message");
    dismiss.addEventListener("click", () => notice.remove());
    notice.append(el("p", "", message), dismiss);
    container.append(notice);
  }
  container.hidden = container.childElementCount === 0;
}

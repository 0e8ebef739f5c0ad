// @ts-check
// Polite, visible messages about the link the reader opened (a value out of range, a fallback,
// a parameter given twice), and the embed's small note that saving figures is off, each with its
// own Dismiss button. Text only: messages may quote the URL, which is the reader's (or anyone's)
// text.
import { button, el } from "./dom.js";
import { t } from "./strings.js";

/**
 * One dismissible message. Dismissing removes it, and hides `container` once it holds no other.
 * @param {HTMLElement} container
 * @param {string} message
 * @param {string} [className] "notice", or "notice notice-small" for a note in the margin
 */
export function addNotice(container, message, className = "notice") {
  const notice = el("div", className);
  const dismiss = button("notice-dismiss", t("notice.dismiss"));
  dismiss.setAttribute("aria-label", t("notice.dismissLabel"));
  dismiss.addEventListener("click", () => {
    notice.remove();
    container.hidden = container.childElementCount === 0;
  });
  notice.append(el("p", "", message), dismiss);
  container.append(notice);
  container.hidden = false;
  return notice;
}

/**
 * @param {HTMLElement} container
 * @param {string[]} messages
 */
export function showNotices(container, messages) {
  for (const message of messages) addNotice(container, message);
  container.hidden = container.childElementCount === 0;
}

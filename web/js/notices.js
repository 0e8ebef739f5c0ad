// @ts-check
// Polite, visible messages about the link the reader opened (a value out of range, a fallback).
// Text only: messages may quote the URL, which is the reader's (or anyone's) text.

export function showNotices(container, messages) {
  for (const message of messages) {
    const notice = document.createElement("div");
    notice.className = "notice";
    const text = document.createElement("p");
    text.textContent = message;
    const dismiss = document.createElement("button");
    dismiss.type = "button";
    dismiss.className = "notice-dismiss";
    dismiss.textContent = "Dismiss";
    dismiss.setAttribute("aria-label", "Dismiss this message");
    dismiss.addEventListener("click", () => notice.remove());
    notice.append(text, dismiss);
    container.append(notice);
  }
  container.hidden = container.childElementCount === 0;
}

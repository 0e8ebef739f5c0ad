// @ts-check
// "Copy link" for one section: the current state as a URL that opens at that section.
// The clipboard API can be missing or refused (older browsers, some iframes, file:// in a few
// browsers), so the link is then shown in a read-only field, selected, for the reader to copy.
// Every section with a "Copy link" also gets "Embed this" (embedSnippet.js) beside it.
// On embed.html (one section, inside someone else's page) neither is shown: the embed page has
// its own "Open the full article" link.
import { button as pushButton, el } from "./dom.js";
import { createEmbedSnippet } from "./embedSnippet.js";
import { t } from "./strings.js";

/**
 * @param {HTMLElement} container
 * @param {import("./state/index.js").Store} store
 * @param {string} sectionId
 */
export function createCopyLink(container, store, sectionId) {
  if (document.documentElement.dataset.page === "embed") return { destroy() {} };
  const wrapper = el("div", "copy-link");
  const button = pushButton("copy-link-button", t("copyLink.button"));
  const sectionName = container.closest("section")?.querySelector("h2")?.textContent ?? sectionId;
  button.setAttribute("aria-label", t("copyLink.label", { section: sectionName }));
  const status = el("span", "copy-link-status");
  status.setAttribute("aria-live", "polite");
  const field = el("input", "copy-link-field");
  field.type = "text";
  field.readOnly = true;
  field.hidden = true;
  field.setAttribute("aria-label", t("copyLink.field"));
  wrapper.append(button);
  container.append(wrapper);
  // "Embed this" sits next to "Copy link", before the status text and the fallback field.
  const embed = createEmbedSnippet(wrapper, store, sectionId);
  wrapper.append(status, field);

  async function onClick() {
    const link = store.linkFor(sectionId);
    try {
      await navigator.clipboard.writeText(link);
      field.hidden = true;
      status.textContent = t("copyLink.copied");
    } catch {
      field.value = link;
      field.hidden = false;
      field.focus();
      field.select();
      status.textContent = t("copyLink.selected");
    }
  }
  button.addEventListener("click", onClick);

  return {
    destroy() {
      embed.destroy();
      button.removeEventListener("click", onClick);
      wrapper.remove();
    },
  };
}

// @ts-check
// A "Show hint" / "Hide hint" button for a panel (aria-expanded, aria-controls): the exam's hint
// and worked solution. onToggle(open) hears each change.
import { button } from "../dom.js";
import { t } from "../strings.js";

/**
 * @param {string} label what the panel holds ("hint")
 * @param {HTMLElement} panel starts hidden; needs an id
 * @param {(open: boolean) => void} [onToggle]
 */
export function createDisclosureButton(label, panel, onToggle = () => {}) {
  const toggle = button("control-button", t("control.show", { what: label }));
  toggle.setAttribute("aria-expanded", "false");
  toggle.setAttribute("aria-controls", panel.id);
  panel.hidden = true;
  toggle.addEventListener("click", () => {
    const open = panel.hidden !== false;
    panel.hidden = !open;
    toggle.setAttribute("aria-expanded", String(open));
    toggle.textContent = t(open ? "control.hide" : "control.show", { what: label });
    onToggle(open);
  });
  return toggle;
}

// @ts-check
// "Embed this": the HTML a teacher pastes into a course page to show one section, with the
// settings the reader has now. copyLink.js adds it beside every section's "Copy link" button.
//
// Three forms of the code, none with an inline <script> (a course page whose Content-Security-
// Policy has script-src 'self' without 'unsafe-inline' would block one; the panel says so):
//   frame      an <iframe sandbox="allow-scripts"> around embed.html?section=<id>&<params>: the
//              frame runs with an opaque origin, so it can read nothing of the course page, and it
//              works on platforms that allow an iframe and nothing else; it keeps its first height;
//   script     the same frame and <script src=".../pe-explorer-resize.js">, which fits the frame to
//              its content from the frame's messages ({ type: "pe-explorer:resize", section,
//              height }); under script-src 'self' the file is copied to the course site;
//   component  the <pe-explorer> element (pe-explorer-element.js), which makes that frame itself.
// A "Colours" choice adds theme=light or theme=dark (the course page's look, not the student's
// system setting), or leaves it to the student (auto).
//
// The code is in a read-only textarea: focusable, its text selected on focus, so that it can be
// copied with the keyboard. The Copy button uses the clipboard API, which can be missing or
// refused (some browsers on file://, sandboxed frames): then the text is selected and the reader
// is told to press Ctrl+C.

import { button as pushButton, el } from "./dom.js";
import { createQuizOptions } from "./quizOptions.js";
import { t } from "./strings.js";
import { themes } from "./theme.js";

let nextId = 0;
// The first height of a quiz's frame (one question and the progress under it).
const quizHeight = 1400;

/** @param {string} text */
function escapeAttribute(text) {
  return text
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

// The address of embed.html beside the current page, with the store's parameters and section,
// and `theme` ("auto" leaves the student's setting).
export function embedUrl(store, sectionId, theme = store.get("theme")) {
  const url = new URL(store.linkFor(sectionId));
  url.hash = "";
  url.pathname = url.pathname.replace(/[^/]*$/, "embed.html");
  if (theme === "light" || theme === "dark") url.searchParams.set("theme", theme);
  else url.searchParams.delete("theme");
  return url.href.replace(/%2C/gi, ",");
}

export function iframeSnippet({ src, title, height }) {
  return (
    `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(title)}" ` +
    `width="100%" height="${height}" sandbox="allow-scripts" loading="lazy"></iframe>`
  );
}

// <pe-explorer section="identity" pos="5" ...>: the embed address's parameters as attributes,
// section first (the element turns them back into that address).
export function componentSnippet(src) {
  const url = new URL(src);
  const script = new URL("pe-explorer-element.js", url).href;
  const entries = [...url.searchParams].sort(([a], [b]) =>
    a === "section" ? -1 : b === "section" ? 1 : 0,
  );
  const attributes = entries
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join("");
  return (
    `<script src="${escapeAttribute(script)}"></script>\n` +
    `<pe-explorer${attributes}></pe-explorer>`
  );
}

// The kinds of code to paste; each has a label and a note in the catalogue
// (embed.format.<value>, embed.format.<value>Note).
const formats = ["frame", "script", "component"];

// wrapper: the row that holds the "Copy link" button (the "Embed this" button joins it);
// the panel goes after the section's heading row.
export function createEmbedSnippet(wrapper, store, sectionId) {
  const id = `embed-snippet-${(nextId += 1)}`;
  const section = wrapper.closest("section");
  const sectionName = section?.querySelector("h2")?.textContent.trim() || sectionId;

  const button = pushButton("embed-snippet-button", t("embed.button"));
  button.setAttribute("aria-expanded", "false");
  button.setAttribute("aria-controls", id);
  button.setAttribute("aria-label", t("embed.buttonLabel", { section: sectionName }));
  wrapper.append(button);

  const panel = el("div", "embed-snippet");
  panel.id = id;
  panel.hidden = true;
  panel.setAttribute("role", "group");
  panel.setAttribute("aria-label", t("embed.panelLabel", { section: sectionName }));
  const intro = el("p", "embed-snippet-intro", t("embed.intro"));
  const fileNote = el("p", "embed-snippet-note", t("embed.fileNote"));
  fileNote.hidden = window.location.protocol !== "file:";
  const label = el("label", "embed-snippet-label", t("embed.codeLabel"));
  label.htmlFor = `${id}-code`;
  const code = el("textarea", "embed-snippet-code");
  code.id = `${id}-code`;
  code.readOnly = true;
  code.rows = 5;
  code.spellcheck = false;
  code.setAttribute("autocapitalize", "off");
  code.setAttribute("autocomplete", "off");
  // The form of the code (radio buttons) and the colours (a select).
  const formatGroup = el("fieldset", "embed-snippet-choice");
  formatGroup.append(el("legend", "embed-snippet-legend", t("embed.formatLegend")));
  /** @type {HTMLInputElement[]} */
  const formatInputs = formats.map((value, index) => {
    const option = el("label", "embed-snippet-option");
    const input = el("input");
    input.type = "radio";
    input.name = `${id}-format`;
    input.value = value;
    input.checked = index === 0;
    option.append(input, " ", t(`embed.format.${value}`));
    formatGroup.append(option);
    return input;
  });
  const themeLabel = el("label", "embed-snippet-theme", `${t("embed.theme")} `);
  const themeSelect = el("select", "control-select embed-snippet-theme-select");
  for (const theme of themes) {
    const option = el("option", "", t(`embed.theme.${theme}`));
    option.value = theme;
    themeSelect.append(option);
  }
  themeSelect.value = store.get("theme");
  themeLabel.append(themeSelect);
  const formatNote = el("p", "embed-snippet-note");
  formatNote.setAttribute("aria-live", "polite");
  const inlineNote = el("p", "embed-snippet-note", t("embed.inlineNote"));
  const actions = el("div", "embed-snippet-actions");
  const copy = pushButton("embed-snippet-copy", t("embed.copy"));
  copy.setAttribute("aria-label", t("embed.copyLabel"));
  const close = pushButton("embed-snippet-close", t("embed.close"));
  const status = el("span", "embed-snippet-status");
  status.setAttribute("aria-live", "polite");
  actions.append(copy, close, status);
  panel.append(
    intro,
    fileNote,
    formatGroup,
    themeLabel,
    formatNote,
    inlineNote,
    label,
    code,
    actions,
  );
  (wrapper.closest(".section-head") ?? wrapper).after(panel);
  // Classroom kit: the exam's panel also sets a quiz (quizOptions.js), before the code.
  const quiz =
    sectionId === "exam"
      ? createQuizOptions(document.createElement("div"), store, () => refresh())
      : null;
  if (quiz) fileNote.after(quiz.element);

  const format = () => formatInputs.find((input) => input.checked)?.value ?? formats[0];

  function snippet() {
    // Classroom kit: the quiz's link, or a note while one of its fields is refused.
    const link = embedUrl(store, sectionId, themeSelect.value);
    const src = quiz ? quiz.apply(link) : link;
    if (src === null) return t("embed.fixQuiz");
    if (format() === "component") return componentSnippet(src);
    // A first height close to the section's own; the script (or the web component) then
    // follows the frame's messages.
    const sectionHeight = section?.getBoundingClientRect().height ?? 0;
    // Classroom kit: a quiz shows one question at a time, far shorter than the whole section.
    const height = quiz?.active()
      ? quizHeight
      : Math.max(400, Math.ceil((sectionHeight + 60) / 10) * 10);
    const frame = iframeSnippet({
      src,
      title: t("embed.frameTitle", { section: sectionName }),
      height,
    });
    if (format() !== "script") return frame;
    const helper = new URL("pe-explorer-resize.js", src).href;
    return `${frame}\n<script src="${escapeAttribute(helper)}"></script>`;
  }

  function refresh() {
    code.value = snippet();
    code.rows = format() === "frame" ? 4 : 6;
    formatNote.textContent = t(`embed.format.${format()}Note`);
  }

  function open() {
    panel.hidden = false;
    button.setAttribute("aria-expanded", "true");
    status.textContent = "";
    refresh();
    code.focus();
  }

  function hide({ focusButton = true } = {}) {
    panel.hidden = true;
    button.setAttribute("aria-expanded", "false");
    if (focusButton) button.focus();
  }

  async function onCopy() {
    refresh();
    try {
      await navigator.clipboard.writeText(code.value);
      status.textContent = t("embed.copied");
    } catch {
      code.focus();
      code.select();
      status.textContent = t("embed.selected");
    }
  }

  const onButton = () => (panel.hidden ? open() : hide());
  const onFocus = () => code.select();
  const onKeyDown = (event) => {
    if (event.key === "Escape") {
      event.preventDefault();
      hide();
    }
  };
  const onClose = () => hide();
  button.addEventListener("click", onButton);
  code.addEventListener("focus", onFocus);
  panel.addEventListener("keydown", onKeyDown);
  formatGroup.addEventListener("change", refresh);
  themeSelect.addEventListener("change", refresh);
  copy.addEventListener("click", onCopy);
  close.addEventListener("click", onClose);
  // While open, the code follows the settings.
  const unsubscribe = store.subscribe(() => {
    if (!panel.hidden) refresh();
  });

  return {
    destroy() {
      unsubscribe();
      quiz?.destroy();
      button.removeEventListener("click", onButton);
      button.remove();
      panel.remove();
    },
  };
}

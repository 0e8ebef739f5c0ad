// @ts-check
// "Embed this": the HTML a teacher pastes into a course page to show one section, with the
// settings the reader has now. copyLink.js adds it beside every section's "Copy link" button.
//
// The snippet is an <iframe sandbox="allow-scripts"> around embed.html?section=<id>&<params>:
// the frame runs with an opaque origin, so it can read nothing of the course page, and it works
// on platforms that allow an iframe and nothing else. It tells the page its height in a message
// ({ type: "pe-explorer:resize", section, height }); a page that allows a script can resize the
// frame with the small listener that the checkbox adds (the same one as in the README).
//
// The code is in a read-only textarea: focusable, its text selected on focus, so that it can be
// copied with the keyboard. The Copy button uses the clipboard API, which can be missing or
// refused (some browsers on file://, sandboxed frames): then the text is selected and the reader
// is told to press Ctrl+C.

import { button as pushButton, el } from "./dom.js";
import { createQuizOptions } from "./quizOptions.js";

let nextId = 0;
// The first height of a quiz's frame (one question and the progress under it).
const quizHeight = 1400;

// A ten-line listener: checks that the message comes from one of the page's own frames and has
// our type, then sets that frame's height.
export const resizeListener = `<script>
  window.addEventListener("message", (event) => {
    if (!event.data || event.data.type !== "pe-explorer:resize") return;
    const height = Number(event.data.height);
    if (!(height > 0 && height < 100000)) return;
    for (const frame of document.querySelectorAll("iframe")) {
      if (frame.contentWindow === event.source) frame.style.height = height + "px";
    }
  });
</script>`;

function escapeAttribute(text) {
  return text
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

// The address of embed.html beside the current page, with the store's parameters and section.
export function embedUrl(store, sectionId) {
  const url = new URL(store.linkFor(sectionId));
  url.hash = "";
  url.pathname = url.pathname.replace(/[^/]*$/, "embed.html");
  return url.href;
}

export function iframeSnippet({ src, title, height }) {
  return (
    `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(title)}" ` +
    `width="100%" height="${height}" sandbox="allow-scripts" loading="lazy"></iframe>`
  );
}

// wrapper: the row that holds the "Copy link" button (the "Embed this" button joins it);
// the panel goes after the section's heading row.
export function createEmbedSnippet(wrapper, store, sectionId) {
  const id = `embed-snippet-${(nextId += 1)}`;
  const section = wrapper.closest("section");
  const sectionName = section?.querySelector("h2")?.textContent.trim() || sectionId;

  const button = pushButton("embed-snippet-button", "Embed this");
  button.setAttribute("aria-expanded", "false");
  button.setAttribute("aria-controls", id);
  button.setAttribute("aria-label", `Embed “${sectionName}” in another page`);
  wrapper.append(button);

  const panel = el("div", "embed-snippet");
  panel.id = id;
  panel.hidden = true;
  panel.setAttribute("role", "group");
  panel.setAttribute("aria-label", `Embed code for “${sectionName}”`);
  const intro = el(
    "p",
    "embed-snippet-intro",
    "Paste this HTML into your course page (in its HTML or source view). It shows this section " +
      "alone, with the settings you have now, in a sandboxed frame that needs nothing from your page.",
  );
  const fileNote = el(
    "p",
    "embed-snippet-note",
    "This copy is opened from disk, so the address below is a file on this computer. Put the " +
      "folder (or the zip from the build) on a web server and embed from its address there.",
  );
  fileNote.hidden = window.location.protocol !== "file:";
  const label = el("label", "embed-snippet-label", "Embed code");
  label.htmlFor = `${id}-code`;
  const code = el("textarea", "embed-snippet-code");
  code.id = `${id}-code`;
  code.readOnly = true;
  code.rows = 5;
  code.spellcheck = false;
  code.setAttribute("autocapitalize", "off");
  code.setAttribute("autocomplete", "off");
  const optionLabel = el("label", "embed-snippet-option");
  const withScript = el("input");
  withScript.type = "checkbox";
  optionLabel.append(
    withScript,
    " Add a script that fits the frame’s height to its content (if your page allows scripts)",
  );
  const actions = el("div", "embed-snippet-actions");
  const copy = pushButton("embed-snippet-copy", "Copy");
  copy.setAttribute("aria-label", "Copy the embed code");
  const close = pushButton("embed-snippet-close", "Close");
  const status = el("span", "embed-snippet-status");
  status.setAttribute("aria-live", "polite");
  actions.append(copy, close, status);
  panel.append(intro, fileNote, label, code, optionLabel, actions);
  (wrapper.closest(".section-head") ?? wrapper).after(panel);
  // Classroom kit: the exam's panel also sets a quiz (quizOptions.js), before the code.
  const quiz =
    sectionId === "exam"
      ? createQuizOptions(document.createElement("div"), store, () => refresh())
      : null;
  if (quiz) fileNote.after(quiz.element);

  function snippet() {
    // A first height close to the section's own; the listener (or the web component) then
    // follows the frame's messages.
    const sectionHeight = section?.getBoundingClientRect().height ?? 0;
    // Classroom kit: a quiz shows one question at a time, far shorter than the whole section.
    const height = quiz?.active()
      ? quizHeight
      : Math.max(400, Math.ceil((sectionHeight + 60) / 10) * 10);
    // Classroom kit: the quiz's link, or a note while one of its fields is refused.
    const src = quiz ? quiz.apply(embedUrl(store, sectionId)) : embedUrl(store, sectionId);
    if (src === null) return "Fix the marked field of the quiz first.";
    const frame = iframeSnippet({
      src,
      title: `Positional Encoding Explorer: ${sectionName}`,
      height,
    });
    return withScript.checked ? `${frame}\n${resizeListener}` : frame;
  }

  function refresh() {
    code.value = snippet();
    code.rows = withScript.checked ? 14 : 4;
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
      status.textContent = "Embed code copied.";
    } catch {
      code.focus();
      code.select();
      status.textContent = "The code is selected: press Ctrl+C (⌘C on a Mac) to copy it.";
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
  withScript.addEventListener("change", refresh);
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

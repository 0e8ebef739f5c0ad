// @ts-check
// Where each model looks: for one sentence, a strip per model with the words in order, a bar
// over each word as tall as the attention weight the verb gives it, and the model's answer.
//
//   const strips = createAttentionStrips(element, { label });
//   strips.update({
//     tokens,                     // the sentence's words
//     verb,                       // the verb's index (the query row the weights come from)
//     rows: [{ id, name, weights: ArrayLike<number> | null, answer, note }],
//   });                           // weights null: the model could not read the sentence (note)
//   strips.destroy();
//
// The figure draws what it is given: no maths, only layout and text. Words wrap onto new lines,
// so a 64-word sentence fits a phone. Access: each strip is a list of words, each read with its
// weight; the bars are decoration; a <details> holds every weight as a table (full precision in
// data-value), and "Download: CSV" saves it.
import { addDownloads } from "../downloads.js";
import { el, headerCell, setText, tableHead } from "../dom.js";
import { fixed } from "../format.js";
import { t } from "../strings.js";

/**
 * @typedef {object} StripRow
 * @property {string} id
 * @property {string} name
 * @property {ArrayLike<number> | null} weights one per token
 * @property {string} answer e.g. "answers “dog” (0.998)"
 * @property {string} [note] why there are no weights
 */

/**
 * @param {HTMLElement} element
 * @param {{ label?: string }} [options]
 */
export function createAttentionStrips(element, { label = t("attentionStrips.label") } = {}) {
  element.classList.add("attention-strips");
  const list = el("div", "attention-strips-list");
  const details = el("details", "attention-strips-details");
  const summary = el("summary", "", t("attentionStrips.tableSummary"));
  // The mirror table looks like a line plot's (line-plot.css): the same kind of numbers table.
  const tableBox = el("div", "line-plot-table-box");
  const table = el("table", "line-plot-table");
  tableBox.append(table);
  details.append(summary, tableBox);
  element.append(list, details);
  /** @type {{ tokens: string[], verb: number, rows: StripRow[] } | null} */
  let data = null;
  const downloads = addDownloads(element, {
    name: () => label,
    csv: () =>
      data && {
        header: ["position", "word", ...data.rows.map((row) => row.name)],
        rows: data.tokens.map((token, k) => [
          k,
          token,
          ...data.rows.map((row) => (row.weights ? row.weights[k] : null)),
        ]),
      },
  });

  // Strips are rebuilt only when the words change; otherwise their bars and numbers are
  // rewritten in place (the lab updates them while it trains).
  /** @type {{ head: HTMLElement, answer: HTMLElement, words: HTMLOListElement, note: HTMLElement, cells: { bar: HTMLElement, value: HTMLElement }[] }[]} */
  let strips = [];
  let shape = "";

  function build() {
    if (!data) return;
    const { tokens, verb, rows } = data;
    strips = rows.map((row) => {
      const strip = el("div", "attention-strip");
      strip.dataset.kind = row.id;
      const head = el("p", "attention-strip-head");
      const name = el("span", "attention-strip-name", row.name);
      const answer = el("span", "attention-strip-answer");
      head.append(name, " ", answer);
      const words = el("ol", "attention-strip-words");
      words.setAttribute(
        "aria-label",
        t("attentionStrips.wordsLabel", { name: row.name, word: tokens[verb] }),
      );
      const cells = tokens.map((token, k) => {
        const item = el("li", k === verb ? "attention-word is-verb" : "attention-word");
        const barBox = el("span", "attention-bar-box");
        barBox.setAttribute("aria-hidden", "true");
        const bar = el("span", "attention-bar");
        barBox.append(bar);
        const value = el("span", "attention-word-value");
        const text = el("span", "attention-word-text", token);
        text.translate = false;
        item.append(barBox, text, value);
        words.append(item);
        return { bar, value };
      });
      const note = el("p", "attention-strip-note");
      strip.append(head, words, note);
      list.append(strip);
      return { head, answer, words, note, cells };
    });
  }

  function paint() {
    if (!data) return;
    data.rows.forEach((row, r) => {
      const strip = strips[r];
      setText(strip.answer, row.answer);
      strip.words.hidden = !row.weights;
      strip.note.hidden = !row.note;
      setText(strip.note, row.note ?? "");
      if (!row.weights) return;
      strip.cells.forEach(({ bar, value }, k) => {
        const weight = row.weights[k];
        const height = `${Math.round(Math.max(0, Math.min(1, weight)) * 100)}%`;
        if (bar.style.height !== height) bar.style.height = height;
        setText(value, fixed(weight, 2));
      });
    });
  }

  function renderTable() {
    if (!details.open || !data) return;
    const { tokens, rows } = data;
    const caption = el("caption", "", t("attentionStrips.tableCaption", { label }));
    const head = tableHead([
      t("attentionStrips.position"),
      t("attentionStrips.word"),
      ...rows.map((row) => row.name),
    ]);
    const body = el("tbody");
    tokens.forEach((token, k) => {
      const tr = el("tr");
      // The word is the reader's token, shown alone: not for translation.
      const word = headerCell(token, "row");
      word.translate = false;
      tr.append(el("td", "", String(k)), word);
      for (const row of rows) {
        const cell = el("td", "", row.weights ? fixed(row.weights[k], 4) : "—");
        if (row.weights) cell.dataset.value = String(row.weights[k]);
        tr.append(cell);
      }
      body.append(tr);
    });
    table.replaceChildren(caption, head, body);
  }
  details.addEventListener("toggle", renderTable);

  return {
    /** @param {{ tokens: string[], verb: number, rows: StripRow[] }} next */
    update(next) {
      data = next;
      const nextShape = JSON.stringify([next.tokens, next.verb, next.rows.map((row) => row.id)]);
      if (nextShape !== shape) {
        shape = nextShape;
        list.replaceChildren();
        build();
      }
      paint();
      renderTable();
      downloads.update();
    },
    destroy() {
      details.removeEventListener("toggle", renderTable);
      downloads.destroy();
      element.replaceChildren();
      element.classList.remove("attention-strips");
    },
  };
}

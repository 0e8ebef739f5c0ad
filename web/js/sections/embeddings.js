// Section "embeddings": input_i = E(token_i) + PE(i) for the words of sentence s1, as numbers: for
// each word a small table of its embedding, its position's encoding and their sum (the toy of the
// "why-order" section with sinusoidal positions, attentionToy(s1, "sinusoidal", 8)); then what a
// concatenation would cost instead of the sum, in widths and weight counts.
// Every vector comes from the core; the only arithmetic here is counting weights (3 · width · d).
import { createCopyLink } from "../copyLink.js";
import { createMatrixTable } from "../figures/matrixTable.js";
import { createSentenceControl } from "../sentenceControl.js";
import { renderWhenVisible } from "../visibility.js";

const toyDModel = 8;
const peKind = "sinusoidal";
// Words shown as tables; a longer sentence is summed all the same, the rest is only not drawn.
const maxShownWords = 8;
// The cost comparison: the toy's width and the original Transformer's (base model).
const costWidths = [toyDModel, 512];

const quoted = (text) => `“${text}”`;
const fixed3 = (v) => v.toFixed(3).replace(/^-/, "−");
const count = (v) => v.toLocaleString("en-US");

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

// A colour range symmetric about 0 and rounded to half units, shared by every table.
function symmetricRange(arrays) {
  let edge = 0;
  for (const array of arrays) for (const v of array) edge = Math.max(edge, Math.abs(v));
  const rounded = Math.ceil(edge * 2) / 2;
  return [-rounded, rounded];
}

export function createEmbeddingsSection({ root, store, core }) {
  const slot = (name) => root.querySelector(`[data-slot="${name}"]`);
  const errorSlot = slot("error");
  const copyLink = createCopyLink(slot("copy-link"), store, root.id);
  const sentence = createSentenceControl(slot("controls"), store, {
    key: "s1",
    id: "embeddings-s1",
    label: "sentence",
    hint: "letters a–z; 1 to 32 words; punctuation and capitals are dropped",
    validate: (text) => {
      const toy = core.attentionToy(text, peKind, toyDModel);
      return toy.ok ? "" : toy.error;
    },
  });

  // 1. One table per word: rows = dimensions, columns = E(word), PE(i), their sum.
  let tables = [];
  const tokensSlot = slot("tokens");
  const rowLabels = Array.from(
    { length: toyDModel },
    (_, j) => `${j} ${j % 2 === 0 ? "sin" : "cos"}`,
  );

  function renderTokens(toy) {
    const d = toyDModel;
    const shown = Math.min(toy.n, maxShownWords);
    for (const table of tables) table.destroy();
    tokensSlot.replaceChildren();
    const domain = symmetricRange([toy.embeddings, toy.positions, toy.inputs]);
    tables = [];
    for (let r = 0; r < shown; r += 1) {
      const box = el("div", "embeddings-token");
      box.dataset.token = String(r);
      tokensSlot.append(box);
      const table = createMatrixTable(box, {
        rowHeading: "dim",
        colHeading: "vector",
        legendLabel: "value",
        formatValue: fixed3,
        formatTick: (v) => String(v).replace(/^-/, "−"),
      });
      const values = new Float32Array(d * 3);
      for (let j = 0; j < d; j += 1) {
        values[3 * j] = toy.embeddings[r * d + j];
        values[3 * j + 1] = toy.positions[r * d + j];
        values[3 * j + 2] = toy.inputs[r * d + j];
      }
      const word = toy.tokens[r];
      table.update({
        caption: `Word ${r}: ${quoted(word)}` + (toy.known[r] ? "" : " (not in the vocabulary)"),
        values,
        rows: d,
        cols: 3,
        rowLabels,
        colLabels: [`E(${word})`, `PE(${r})`, "sum"],
        domain,
      });
      tables.push(table);
    }
    const unknown = toy.tokens.filter((word, r) => !toy.known[r]);
    slot("tokens-text").textContent =
      (toy.n > shown
        ? `The sentence has ${toy.n} words; the first ${shown} are shown. `
        : `The sentence has ${toy.n} word${toy.n === 1 ? "" : "s"}. `) +
      `Each column holds ${d} numbers: E is the word’s embedding (the same for the same word ` +
      `wherever it stands), PE depends only on the position (row 0 of every PE column is ` +
      `sin(i), row 1 is cos(i)), and the sum adds them number by number, so it has ${d} ` +
      `numbers too.` +
      (unknown.length
        ? ` Not in the toy’s vocabulary: ${[...new Set(unknown)].map(quoted).join(", ")}; ` +
          `such a word gets an embedding derived from its spelling, the same every time.`
        : "");
  }

  // 2. Sum versus concatenation: widths and the weights of W_Q, W_K, W_V (3 · width · d each).
  function renderCosts() {
    const table = el("table", "embeddings-costs");
    table.append(
      el(
        "caption",
        "",
        "Input width, and the weights of the query, key and value matrices together (one layer)",
      ),
    );
    const head = el("thead");
    const headRow = el("tr");
    for (const name of ["", "sum: E + PE", "concatenation: [E | PE]"]) {
      const th = el(name ? "th" : "td", "", name);
      if (name) th.scope = "col";
      headRow.append(th);
    }
    head.append(headRow);
    const body = el("tbody");
    for (const d of costWidths) {
      const widths = [d, 2 * d];
      const rows = [
        { name: `d_model = ${d}: input width`, cells: widths.map((w) => count(w)) },
        {
          name: `d_model = ${d}: weights`,
          cells: widths.map((w) => `3 × ${count(w)} × ${count(d)} = ${count(3 * w * d)}`),
        },
      ];
      for (const row of rows) {
        const tr = el("tr");
        tr.dataset.width = String(d);
        const th = el("th", "", row.name);
        th.scope = "row";
        tr.append(th, ...row.cells.map((text) => el("td", "", text)));
        body.append(tr);
      }
    }
    table.append(head, body);
    slot("costs").replaceChildren(table);
  }
  renderCosts();

  function render() {
    const toy = core.attentionToy(store.get("s1"), peKind, toyDModel);
    errorSlot.hidden = toy.ok;
    errorSlot.textContent = toy.ok ? "" : `The core refused the sentence: ${toy.error}`;
    if (toy.ok) renderTokens(toy);
  }

  const stopRendering = renderWhenVisible(root, store, ["s1"], render);

  return {
    destroy() {
      stopRendering();
      sentence.destroy();
      copyLink.destroy();
      for (const table of tables) table.destroy();
    },
  };
}

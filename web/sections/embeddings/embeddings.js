// @ts-check
// Section "embeddings": X = E + P, row pos = E(word at pos) + PE(pos), for the words of sentence
// s1, as numbers: for
// each word a small table of its embedding, its position's encoding and their sum (the toy of the
// "why-order" section with sinusoidal positions, attentionToy(s1, "sinusoidal", 8)); then what a
// concatenation would cost instead of the sum, in widths and weight counts.
// Every vector comes from the core; the only arithmetic here is counting weights (3 · width · d).
import { createSentenceControl } from "../../js/controls/sentenceControl.js";
import { el, headerCell, tableHead } from "../../js/dom.js";
import { createMatrixTable } from "../../js/figures/matrixTable.js";
import { countText, fixedDigits, quoted, symmetricRange, tickText } from "../../js/format.js";
import { defineSection } from "../../js/section.js";
import { renderWhenVisible } from "../../js/visibility.js";
import { t } from "./strings.js";
import { refusalText } from "../../js/refusal.js";

const toyDModel = 8;
const peKind = "sinusoidal";
// Words shown as tables; a longer sentence is summed all the same, the rest is only not drawn.
const maxShownWords = 8;
// The cost comparison: the toy's width and the original Transformer's (base model).
const costWidths = [toyDModel, 512];

export const createSection = defineSection(({ section, slot, root, store, core }) => {
  section.own(
    createSentenceControl(slot("controls"), store, {
      key: "s1",
      id: "embeddings-s1",
      label: t("control.sentence"),
      hint: t("control.sentenceHint"),
      validate: (text) => refusalText(core.attentionToy(text, peKind, toyDModel)),
    }),
  );

  // 1. One table per word: rows = dimensions, columns = E(word), PE(i), their sum.
  let tables = [];
  const tokensSlot = slot("tokens");
  const rowLabels = Array.from({ length: toyDModel }, (_, j) =>
    t(j % 2 === 0 ? "table.rowSin" : "table.rowCos", { dim: String(j) }),
  );

  function renderTokens(toy) {
    const d = toyDModel;
    const shown = Math.min(toy.n, maxShownWords);
    for (const table of tables) table.destroy();
    tokensSlot.replaceChildren();
    // One colour scale for every table, symmetric about 0 and rounded to half units.
    const domain = symmetricRange([toy.embeddings, toy.positions, toy.inputs], 0.5);
    tables = [];
    for (let r = 0; r < shown; r += 1) {
      const box = el("div", "embeddings-token");
      box.dataset.token = String(r);
      tokensSlot.append(box);
      const table = createMatrixTable(box, {
        rowHeading: t("table.rowHeading"),
        colHeading: t("table.colHeading"),
        legendLabel: t("table.legend"),
        formatValue: fixedDigits(3),
        formatTick: (v) => tickText(v, 1),
      });
      const values = new Float32Array(d * 3);
      for (let j = 0; j < d; j += 1) {
        values[3 * j] = toy.embeddings[r * d + j];
        values[3 * j + 1] = toy.positions[r * d + j];
        values[3 * j + 2] = toy.inputs[r * d + j];
      }
      const word = toy.tokens[r];
      table.update({
        caption: t(toy.known[r] ? "table.caption" : "table.captionUnknown", {
          index: String(r),
          word: quoted(word),
        }),
        values,
        rows: d,
        cols: 3,
        rowLabels,
        colLabels: [
          t("table.colEmbedding", { word }),
          t("table.colPosition", { index: String(r) }),
          t("table.colSum"),
        ],
        domain,
      });
      tables.push(table);
    }
    const unknown = toy.tokens.filter((word, r) => !toy.known[r]);
    const sentences = [
      toy.n > shown
        ? t("tokens.countShown", { count: String(toy.n), shown: String(shown) })
        : t("tokens.count", { count: toy.n }),
      t("tokens.explain", { d: String(d) }),
    ];
    if (unknown.length) {
      const words = [...new Set(unknown)].map(quoted).join(t("list.separator"));
      sentences.push(t("tokens.unknown", { words }));
    }
    slot("tokens-text").textContent = sentences.join(" ");
  }

  // 2. Sum versus concatenation: widths and the weights of W_Q, W_K, W_V (3 · width · d each).
  function renderCosts() {
    const table = el("table", "embeddings-costs");
    table.append(el("caption", "", t("costs.caption")));
    const head = tableHead([t("costs.colSum"), t("costs.colConcat")]);
    head.firstElementChild.prepend(el("td"));
    const body = el("tbody");
    for (const d of costWidths) {
      const widths = [d, 2 * d];
      const rows = [
        { name: t("costs.rowWidth", { d: String(d) }), cells: widths.map(countText) },
        {
          name: t("costs.rowWeights", { d: String(d) }),
          cells: widths.map((w) =>
            t("costs.weights", {
              width: countText(w),
              d: countText(d),
              weights: countText(3 * w * d),
            }),
          ),
        },
      ];
      for (const row of rows) {
        const tr = el("tr");
        tr.dataset.width = String(d);
        tr.append(headerCell(row.name, "row"), ...row.cells.map((text) => el("td", "", text)));
        body.append(tr);
      }
    }
    table.append(head, body);
    slot("costs").replaceChildren(table);
  }
  renderCosts();

  function render() {
    const toy = core.attentionToy(store.get("s1"), peKind, toyDModel);
    section.refused(refusalText(toy), t("refusal.theSentence"));
    if (toy.ok) renderTokens(toy);
  }

  section.own(renderWhenVisible(root, store, ["s1"], render), () => {
    for (const table of tables) table.destroy();
  });
});

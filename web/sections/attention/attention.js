// @ts-check
// Section "attention": the toy of "why-order" again, now with positions added to the words (store
// key pe: none, sinusoidal or learned), on two sentences the reader can type (s1, s2). Shows both
// attention matrices (linked cell to cell through the word matching compareSentences reports), how
// far every word's output vector moved (tokenShift), one word's output vector in both sentences,
// and which words are not in the toy's vocabulary.
// Every number comes from the core (compareSentences, which also returns both toys, and
// attentionToy to check a sentence before it is taken); this file arranges, formats and matches
// cells by index.
import { createPeControl } from "../../js/controls/peControl.js";
import { createSentenceControl } from "../../js/controls/sentenceControl.js";
import { el, headerCell } from "../../js/dom.js";
import { createWeightsFigure } from "../../js/figures/weightsFigure.js";
import {
  fixed,
  listText,
  numberText,
  quoted,
  roundedRange,
  sentencesText,
  subscriptText,
} from "../../js/format.js";
import { defineSection } from "../../js/section.js";
import { renderWhenVisible } from "../../js/visibility.js";
import { createLinkedWeights, createOutputPair } from "../../js/figures/sentencePair.js";
import { t } from "./strings.js";
import { refusalText } from "../../js/refusal.js";
import { toyFocusWord } from "../../js/toySentences.js";

/** @typedef {import("pe-core").PeKind} PeKind */
/** @typedef {import("../../js/figures/sentencePair.js").Cell} Cell */

const toyDModel = 8;
// Weight matrices of sentences up to this many words are tables of numbers; longer ones are
// heatmaps (both of a pair in the same view, so that they can be compared).
const tableMaxWords = 6;

// What is added to the words, as a phrase ("sinusoidal positions").
const peName = (/** @type {string} */ pe) => t(`pe.${pe}`);
// A word with its position as a subscript: the same word in two places is two different inputs.
const labelOf = (word, position) => `${word}${subscriptText(position)}`;

// The word of b whose vector is shown: "bites" when both sentences have it, else a matched word
// that kept its place (only its neighbours moved), else the first matched word; -1 if none.
function focusIndex(b, permutation) {
  // The word whose output vector is shown when it is in both sentences (the first section's story).
  const storyWord = toyFocusWord();
  const story = b.tokens.findIndex((word, r) => word === storyWord && permutation[r] >= 0);
  if (story >= 0) return story;
  const kept = permutation.findIndex((p, r) => p === r);
  if (kept >= 0) return kept;
  return permutation.findIndex((p) => p >= 0);
}

export const createSection = defineSection(({ section, slot, root, store, core }) => {
  // 1. Controls: the two sentences, checked by the core under the current pe; the kind of pe,
  //    checked against both sentences.
  /** @param {string} text */
  const checkSentence = (text) => refusalText(core.attentionToy(text, store.get("pe"), toyDModel));
  const sentences = /** @type {const} */ (["s1", "s2"]).map((key, side) =>
    section.own(
      createSentenceControl(slot("controls"), store, {
        key,
        id: `attention-${key}`,
        label: t(side === 0 ? "control.first" : "control.second"),
        hint: t("control.sentenceHint"),
        validate: checkSentence,
      }),
    ),
  );
  const peControl = createPeControl(slot("controls"), store, {
    id: "attention-pe",
    legend: t("control.peLegend"),
    choices: [
      { value: "none", label: t("control.peNone") },
      { value: "sinusoidal", label: t("control.peSinusoidal") },
      { value: "learned", label: t("control.peLearned") },
    ],
    // Each sentence on its own, so the message can say which one is too long for the choice.
    validate: (pe) => {
      for (const [key, name] of /** @type {const} */ ([
        ["s1", t("refusal.firstSentence")],
        ["s2", t("refusal.secondSentence")],
      ])) {
        const toy = core.attentionToy(store.get(key), /** @type {PeKind} */ (pe), toyDModel);
        if (!toy.ok) return t("refusal.named", { name, refusal: refusalText(toy) });
      }
      return "";
    },
  });

  // 2. The two weight matrices; pointing at a cell marks the same pair of words in the other.
  /** @param {number} v */
  const formatWeight = (v) => fixed(v, 4);
  const weights = section.own(
    createLinkedWeights(
      [slot("weights-0"), slot("weights-1")],
      slot("pair"),
      (box, onCell) => createWeightsFigure(box, { onCell }),
      ({ side, toys, cells }) => {
        const [here, there] = [toys[side], toys[1 - side]];
        const { row, col } = /** @type {Cell} */ (cells[side]);
        const other = cells[1 - side];
        const value = here.weights[row * here.tokens.length + col];
        const args = {
          side: side === 0 ? "first" : "second",
          query: quoted(labelOf(here.tokens[row], row)),
          key: quoted(labelOf(here.tokens[col], col)),
          weight: formatWeight(value),
        };
        if (!other) return t("pair.unmatched", args);
        const otherValue = there.weights[other.row * there.tokens.length + other.col];
        return t("pair.matched", {
          ...args,
          otherQuery: quoted(labelOf(there.tokens[other.row], other.row)),
          otherKey: quoted(labelOf(there.tokens[other.col], other.col)),
          otherWeight: formatWeight(otherValue),
        });
      },
    ),
  );
  const outputTable = section.own(
    createOutputPair(slot("outputs"), {
      rowHeading: t("outputs.rowHeading"),
      colHeading: t("outputs.colHeading"),
      legendLabel: t("outputs.legend"),
    }),
  );

  // The words of a sentence the toy does not know, as a list, or "none".
  function unknownText(toy) {
    const unknown = [...new Set(toy.tokens.filter((word, r) => !toy.known[r]))];
    return unknown.length ? listText(unknown.map(quoted)) : t("unknown.none");
  }

  function renderWeights(state, c) {
    const { a, b } = c;
    weights.link(a, b, c.permutation);
    // One colour scale for both, so that equal weights get equal colours.
    const domain = roundedRange([a.weights, b.weights], 0.05);
    const view = Math.max(a.n, b.n) > tableMaxWords ? "heatmap" : "table";
    [a, b].forEach((toy, side) =>
      weights.tables[side].update({
        values: toy.weights,
        labels: toy.tokens.map(labelOf),
        caption: t("weights.caption", {
          sentence: quoted(state[side === 0 ? "s1" : "s2"]),
          pe: peName(state.pe),
        }),
        domain,
        view,
      }),
    );
    weights.showPair(0, 0, a.n - 1);

    slot("unknown").textContent = t("unknown.text", {
      first: unknownText(a),
      second: unknownText(b),
    });
  }

  function renderComparison(state, c) {
    const { a, b } = c;
    const permutation = Array.from(c.permutation);
    const matched = permutation.filter((p) => p >= 0).length;
    const pe = peName(state.pe);
    const order = c.isPermutation
      ? t("compare.permutation", { permutation: permutation.join(", ") })
      : t("compare.notPermutation", { matched, count: b.n });
    // How the sentence on the difference ends: see compare.difference.
    let ending = "other";
    let plainDiff = "";
    if (state.pe !== "none") {
      const plain = core.compareSentences(state.s1, state.s2, "none", toyDModel);
      if (plain.ok) {
        ending = c.isPermutation ? "withoutSame" : "without";
        plainDiff = numberText(plain.maxWeightDiff, 4);
      }
    } else if (c.isPermutation) {
      ending = "moved";
    }
    const difference = t("compare.difference", {
      pe,
      diff: numberText(c.maxWeightDiff, 4),
      plain: plainDiff,
      ending,
    });
    slot("weights-text").textContent = sentencesText([order, difference]);

    // How far each word's output vector moved: one row per word of the second sentence.
    const rows = b.tokens.map((word, r) => {
      const tr = el("tr");
      // The words are the reader's: not translated.
      const th = headerCell(labelOf(word, r), "row");
      th.setAttribute("translate", "no");
      const partner = permutation[r];
      const from = el("td", "", partner >= 0 ? labelOf(a.tokens[partner], partner) : "—");
      from.setAttribute("translate", "no");
      const shift = el("td", "attention-shift");
      if (partner >= 0) {
        shift.textContent = numberText(c.tokenShift[r], 4);
        shift.dataset.value = String(c.tokenShift[r]);
      } else {
        shift.textContent = t("shifts.noPartner");
      }
      tr.append(th, from, shift);
      return tr;
    });
    slot("shifts-body").replaceChildren(...rows);
    slot("shifts-caption").textContent = t("shifts.caption", { pe });
  }

  function renderFocus(state, c) {
    const { a, b } = c;
    const permutation = Array.from(c.permutation);
    const r = focusIndex(b, permutation);
    const figure = slot("outputs-figure");
    figure.hidden = r < 0;
    const text = slot("outputs-text");
    if (r < 0) {
      text.textContent = t("outputs.none");
      return;
    }
    const p = permutation[r];
    const word = b.tokens[r];
    outputTable.update({
      caption: t("outputs.caption", {
        word: quoted(word),
        d: String(toyDModel),
        pe: peName(state.pe),
      }),
      a,
      rowA: p,
      b,
      rowB: r,
      d: toyDModel,
      colLabels: [
        t("outputs.colFirst", { label: labelOf(a.tokens[p], p) }),
        t("outputs.colSecond", { label: labelOf(word, r) }),
      ],
    });
    const shift = c.tokenShift[r];
    const place =
      p === r
        ? t("outputs.samePlace", { position: String(r) })
        : t("outputs.moved", { first: String(p), second: String(r) });
    const moved =
      shift === 0
        ? t("outputs.same")
        : t("outputs.shift", {
            shift: numberText(shift, 4),
            max: numberText(c.maxOutputDiff, 4),
          });
    text.textContent = sentencesText([place, moved]);
  }

  function render() {
    const state = store.getAll();
    const c = core.compareSentences(state.s1, state.s2, state.pe, toyDModel);
    // Only a link can get here (the fields and the pe choice are checked first); the last good
    // figures stay, with the core's reason.
    section.refused(refusalText(c), t("refusal.theseSentences"));
    if (!c.ok) return;
    renderWeights(state, c);
    renderComparison(state, c);
    renderFocus(state, c);
  }

  section.own(
    peControl,
    renderWhenVisible(root, store, ["s1", "s2", "pe"], render),
    // A refused sentence may become acceptable under another pe (17 words and back to sinusoidal).
    store.subscribe((state, changed) => {
      if (changed.has("pe")) for (const control of sentences) control.recheck();
    }),
  );
});

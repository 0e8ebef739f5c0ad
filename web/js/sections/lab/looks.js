// @ts-check
// The lab's part 3, where each model looks: the verb's attention over the words of the reader's
// sentence (labsentence) and each model's answer (labPredict), with a palette of the lab's words
// to build the sentence from.
import { createSentenceControl } from "../../controls/sentenceControl.js";
import { button, el, setText } from "../../dom.js";
import { createAttentionStrips } from "../../figures/attentionStrips.js";
import { countText, fixed, quoted, truncated } from "../../format.js";
import { groupVocabulary } from "../../lab/grammar.js";
import { canonicalSentence } from "../../state/index.js";
import { slotsOf } from "./shared.js";

/** @typedef {import("../../lab/run.js").LabRun} LabRun */
/** @typedef {{ lab: import("pe-core").PeLab | null, run: LabRun | null }} LabNow */

/**
 * Where each model looks, in `part` (its slots sentence-controls, looks and looks-caption).
 * @param {HTMLElement} part
 * @param {object} context
 * @param {import("../../state/index.js").Store} context.store
 * @param {() => LabNow} context.now the lab module and the main run, once loaded
 * @param {(error: string, what?: string) => void} context.refused the section's error line
 */
export function createLabLooks(part, { store, now, refused }) {
  const slot = slotsOf(part);
  const strips = createAttentionStrips(slot("looks"), { label: "Where each model looks" });
  const sentenceNote = el("p", "lab-sentence-note");
  sentenceNote.setAttribute("aria-live", "polite");
  const sentenceControl = createSentenceControl(slot("sentence-controls"), store, {
    key: "labsentence",
    id: "lab-sentence",
    label: "Sentence",
    hint: "words of the lab’s vocabulary, exactly one verb, up to 64 words",
    validate: (text) => {
      setText(sentenceNote, "");
      const { lab, run } = now();
      const model = run?.models[0];
      return model && lab ? lab.labPredict(model.id, text).error : "";
    },
  });
  const palette = el("div", "lab-palette");
  slot("sentence-controls").append(palette, sentenceNote);
  const sentenceInput = /** @type {HTMLInputElement} */ (part.querySelector("#lab-sentence"));

  // Word buttons add to the sentence field as typing would (the field checks the sentence).
  /** @param {string} text */
  function typeSentence(text) {
    sentenceInput.value = text;
    sentenceInput.dispatchEvent(new Event("input", { bubbles: true }));
  }
  /** @param {string[]} vocabulary the lab's words */
  function buildPalette(vocabulary) {
    palette.replaceChildren();
    for (const group of groupVocabulary(vocabulary)) {
      const box = el("div", "lab-palette-group");
      box.setAttribute("role", "group");
      const name = el("span", "lab-palette-name", group.name);
      name.id = `lab-palette-${group.name}`;
      box.setAttribute("aria-labelledby", name.id);
      box.append(name);
      for (const word of group.words) {
        const add = button("lab-word", word);
        add.dataset.word = word;
        add.setAttribute("aria-label", `Add “${word}”`);
        box.append(add);
      }
      palette.append(box);
    }
    const edits = el("div", "lab-palette-group");
    const removeLast = button("lab-word lab-edit", "Remove the last word");
    removeLast.dataset.edit = "last";
    const restore = button("lab-word lab-edit", "Back to the example");
    restore.dataset.edit = "example";
    edits.append(removeLast, restore);
    palette.append(edits);
  }
  /** @param {MouseEvent} event */
  function onPalette(event) {
    const target = /** @type {HTMLElement} */ (event.target).closest?.("button");
    if (!target) return;
    const words = canonicalSentence(sentenceInput.value).split(" ").filter(Boolean);
    if (target.dataset.word) typeSentence([...words, target.dataset.word].join(" "));
    else if (target.dataset.edit === "last") typeSentence(words.slice(0, -1).join(" "));
    else if (target.dataset.edit === "example") typeSentence(String(store.defaults.labsentence));
  }
  palette.addEventListener("click", onPalette);

  // A sentence from the link that the lab refuses (a word it does not know, no verb) gives way
  // to the example, and the note under the field says why.
  function checkLinkSentence() {
    const { lab, run } = now();
    const model = run?.models[0];
    if (!model || !lab) return;
    const sentence = store.get("labsentence");
    const checked = lab.labPredict(model.id, sentence);
    if (checked.ok) return;
    const fallback = String(store.defaults.labsentence);
    store.set({ labsentence: fallback });
    setText(
      sentenceNote,
      `The link asked for labsentence=${truncated(sentence, 40)}; ${checked.error}, so the ` +
        `example ${quoted(fallback)} is used.`,
    );
  }

  function draw() {
    const { lab, run } = now();
    if (!run || !lab) return;
    const sentence = store.get("labsentence");
    const predictions = run.models.map((model) => ({
      model,
      p: lab.labPredict(model.id, sentence),
    }));
    const any = predictions.find(({ p }) => p.ok)?.p;
    if (!any || !any.ok) {
      refused(predictions[0].p.error, "the sentence");
      return;
    }
    refused("");
    const { tokens, verb, nouns } = any;
    const before = tokens[verb - 1];
    const expected = verb > 0 && nouns.includes(before) ? before : "";
    const present = nouns.filter((noun) => tokens.includes(noun));
    strips.update({
      tokens,
      verb,
      rows: predictions.map(({ model, p }) => {
        if (!p.ok) {
          return {
            id: model.kind,
            name: model.kind,
            weights: null,
            answer: "cannot read it",
            note: `The core: ${p.error}.`,
          };
        }
        const probability = (/** @type {string} */ noun) => p.probabilities[p.nouns.indexOf(noun)];
        const others = present.filter((noun) => noun !== p.agent);
        const verdict = expected ? (p.agent === expected ? " (right)" : " (wrong)") : "";
        return {
          id: model.kind,
          name: model.kind,
          weights: p.attention,
          answer:
            `answers ${quoted(p.agent)}${verdict}, probability ${fixed(probability(p.agent), 3)}` +
            (others.length
              ? `; ${others.map((noun) => `${noun} ${fixed(probability(noun), 3)}`).join(", ")}`
              : ""),
        };
      }),
    });
    const learnedModel = run.models.find((model) => model.kind === "learned");
    setText(
      slot("looks-caption"),
      `After ${countText(run.step)} of ${countText(run.steps)} steps. Each bar is the attention ` +
        `weight the verb, ${quoted(tokens[verb])}, gives to that word (each model’s weights sum ` +
        `to 1); the models answer at the verb. ` +
        (expected
          ? `The agent is ${quoted(expected)}, the noun just before the verb.`
          : "This sentence has no noun just before the verb, so no answer is right.") +
        (learnedModel && tokens.length > learnedModel.maxLen
          ? ` The learned model reads at most ${learnedModel.maxLen} words.`
          : ""),
    );
  }

  return {
    draw,
    buildPalette,
    checkLinkSentence,
    destroy() {
      palette.removeEventListener("click", onPalette);
      palette.remove();
      sentenceNote.remove();
      sentenceControl.destroy();
      strips.destroy();
    },
  };
}

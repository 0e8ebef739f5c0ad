// @ts-check
// The lab's part 3, where each model looks: the verb's attention over the words of the reader's
// sentence (labsentence) and each model's answer (labPredict), with a palette of the lab's words
// to build the sentence from.
import { createSentenceControl } from "../../js/controls/sentenceControl.js";
import { button, el, setText } from "../../js/dom.js";
import { createAttentionStrips } from "../../js/figures/attentionStrips.js";
import { countText, fixed, quoted, truncated } from "../../js/format.js";
import { numberSeparator } from "../../js/i18n/numbers.js";
import { groupVocabulary } from "../../js/lab/grammar.js";
import { canonicalSentence } from "../../js/state/index.js";
import { kindName, slotsOf } from "./shared.js";
import { keys, t } from "./strings.js";
import { refusalText } from "../../js/refusal.js";

/** @typedef {import("../../js/lab/run.js").LabRun} LabRun */

const glossed = new Set(keys().filter((key) => key.startsWith("vocab.")));
/** @param {string} word */
const hasGloss = (word) => glossed.has(`vocab.${word}`);
/**
 * The lab's host (lab/labHost.js: its calls answer asynchronously) and the main run, once loaded.
 * @typedef {{ host: import("../../js/lab/labHost.js").LabHost | null, run: LabRun | null }} LabNow
 */

/**
 * Where each model looks, in `part` (its slots sentence-controls, looks and looks-caption).
 * @param {HTMLElement} part
 * @param {object} context
 * @param {import("../../js/state/index.js").Store} context.store
 * @param {() => LabNow} context.now the lab module and the main run, once loaded
 * @param {(error: string, what?: string) => void} context.refused the section's error line
 */
export function createLabLooks(part, { store, now, refused }) {
  const slot = slotsOf(part);
  const strips = createAttentionStrips(slot("looks"), { label: t("looks.label") });
  const sentenceNote = el("p", "lab-sentence-note");
  sentenceNote.setAttribute("aria-live", "polite");
  const sentenceControl = createSentenceControl(slot("sentence-controls"), store, {
    key: "labsentence",
    id: "lab-sentence",
    label: t("looks.sentence"),
    hint: t("looks.sentenceHint"),
    validate: (text) => {
      setText(sentenceNote, "");
      const { host, run } = now();
      const model = run?.models[0];
      return model && host
        ? host.predict(model.id, text).then((answer) => refusalText(answer, run))
        : "";
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
  // A word's button: the lab's (English) word, which the model reads, and under it the word in
  // the page's language, where the catalogue has a gloss that differs (vocab.<word>).
  /** @param {string} word */
  function wordButton(word) {
    const add = button("lab-word", "");
    const token = el("span", "lab-word-token", word);
    token.translate = false;
    add.append(token);
    add.dataset.word = word;
    const gloss = hasGloss(word) ? t(`vocab.${word}`) : word;
    if (gloss === word) {
      add.setAttribute("aria-label", t("palette.add", { word }));
    } else {
      add.append(el("span", "lab-word-gloss", gloss));
      add.setAttribute("aria-label", t("palette.addGlossed", { word, gloss }));
    }
    return add;
  }
  /** @param {string[]} vocabulary the lab's words */
  function buildPalette(vocabulary) {
    palette.replaceChildren();
    for (const group of groupVocabulary(vocabulary)) {
      const box = el("div", "lab-palette-group");
      box.setAttribute("role", "group");
      const name = el("span", "lab-palette-name", t("palette.group", { group: group.name }));
      name.id = `lab-palette-${group.name}`;
      box.setAttribute("aria-labelledby", name.id);
      box.append(name);
      for (const word of group.words) box.append(wordButton(word));
      palette.append(box);
    }
    const edits = el("div", "lab-palette-group");
    const removeLast = button("lab-word lab-edit", t("palette.removeLast"));
    removeLast.dataset.edit = "last";
    const restore = button("lab-word lab-edit", t("palette.example"));
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
  async function checkLinkSentence() {
    const { host, run } = now();
    const model = run?.models[0];
    if (!model || !host) return;
    const sentence = store.get("labsentence");
    const checked = await host.predict(model.id, sentence);
    if (checked.ok || store.get("labsentence") !== sentence) return;
    const fallback = String(store.defaults.labsentence);
    store.set({ labsentence: fallback });
    setText(
      sentenceNote,
      t("looks.linkRefused", {
        sentence: truncated(sentence, 40),
        refusal: refusalText(checked, run),
        fallback: quoted(fallback),
      }),
    );
  }

  // Each drawing's number: the answers of an older one, arriving late, are dropped.
  let drawing = 0;
  async function draw() {
    const { host, run } = now();
    if (!run || !host) return;
    const mine = ++drawing;
    const sentence = store.get("labsentence");
    const predictions = await Promise.all(
      run.models.map(async (model) => ({ model, p: await host.predict(model.id, sentence) })),
    );
    if (mine !== drawing) return;
    const any = predictions.find(({ p }) => p.ok)?.p;
    if (!any || !any.ok) {
      refused(refusalText(predictions[0].p, run), t("looks.theSentence"));
      return;
    }
    refused("");
    const { tokens, verb, reader, nouns } = any;
    const before = tokens[verb - 1];
    const expected = verb > 0 && nouns.includes(before) ? before : "";
    const present = nouns.filter((noun) => tokens.includes(noun));
    strips.update({
      tokens,
      // the highlighted word is where the models answer: the verb, or the far task's query
      verb: reader,
      rows: predictions.map(({ model, p }) => {
        if (!p.ok) {
          return {
            id: model.kind,
            name: kindName(model.kind),
            weights: null,
            answer: t("looks.cannotRead"),
            note: t("looks.coreNote", { refusal: refusalText(p, run) }),
          };
        }
        const probability = (/** @type {string} */ noun) => p.probabilities[p.nouns.indexOf(noun)];
        const others = present.filter((noun) => noun !== p.agent);
        const verdict = expected ? (p.agent === expected ? "right" : "wrong") : "none";
        return {
          id: model.kind,
          name: kindName(model.kind),
          weights: p.attention,
          answer: t(others.length ? "looks.answerOthers" : "looks.answer", {
            agent: p.agent,
            verdict,
            probability: fixed(probability(p.agent), 3),
            others: others
              .map((noun) =>
                t("looks.nounProbability", { noun, probability: fixed(probability(noun), 3) }),
              )
              .join(numberSeparator()),
          }),
        };
      }),
    });
    const learnedModel = run.models.find((model) => model.kind === "learned");
    setText(
      slot("looks-caption"),
      t("looks.caption", {
        done: countText(run.step),
        total: countText(run.steps),
        verb: tokens[verb],
        reader: tokens[reader],
        far: reader !== verb ? "yes" : "no",
        known: expected ? "yes" : "no",
        agent: expected,
        longer: learnedModel && tokens.length > learnedModel.maxLen ? "yes" : "no",
        maxLen: String(learnedModel?.maxLen ?? ""),
      }),
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

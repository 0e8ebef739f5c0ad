// @ts-check
// The classroom panel of "Embed this" on the exam section: a teacher sets the quiz as
// form controls (which kinds, how many, which seed, hints, solutions, lock) and gets the link and
// the embed code of exactly that quiz. The values are checked by the store's own rules
// (store.check), so the panel refuses what a link would refuse, with the same message.
//
//   const quiz = createQuizOptions(container, store, onChange);
//   quiz.apply(href)   the address of embed.html with the quiz's parameters set on it (href
//                      unchanged while no quiz is asked for), or null while a field is refused
//   quiz.active()      whether a quiz is asked for
//   quiz.destroy()
import { el } from "./dom.js";
import { examKinds } from "./exam/kinds.js";
import { t } from "../sections/exam/strings.js";
import { classroomChoices } from "./state/index.js";

let nextId = 0;

/**
 * @param {string} id
 * @param {string} text
 * @param {string[]} values
 * @param {string} part the catalogue's part for the values' labels (`${part}.${value}`)
 */
function selectField(id, text, values, part) {
  const wrapper = el("div", "quiz-option");
  const label = el("label", "quiz-option-label", text);
  label.htmlFor = id;
  const select = el("select", "control-select");
  select.id = id;
  for (const value of values) {
    const option = el("option", "", t(`${part}.${value}`));
    option.value = value;
    select.append(option);
  }
  wrapper.append(label, select);
  return { wrapper, select };
}

/** @param {string} id @param {string} text @param {number} value */
function numberField(id, text, value) {
  const wrapper = el("div", "quiz-option");
  const label = el("label", "quiz-option-label", text);
  label.htmlFor = id;
  const input = el("input", "control-text quiz-number");
  input.id = id;
  input.type = "text";
  input.inputMode = "numeric";
  input.value = String(value);
  const error = el("p", "control-error quiz-error");
  error.id = `${id}-error`;
  error.setAttribute("aria-live", "polite");
  input.setAttribute("aria-describedby", error.id);
  wrapper.append(label, input, error);
  return { wrapper, input, error };
}

/**
 * @param {HTMLElement} container
 * @param {import("./state/index.js").Store} store
 * @param {() => void} onChange the link or code must be written again
 */
export function createQuizOptions(container, store, onChange) {
  const id = `quiz-options-${(nextId += 1)}`;
  const box = el("fieldset", "quiz-options");
  box.id = id;
  box.append(el("legend", "quiz-options-legend", t("quiz.legend")));

  const useQuiz = el("input");
  useQuiz.type = "checkbox";
  useQuiz.id = `${id}-use`;
  const useLabel = el("label", "embed-snippet-option");
  useLabel.htmlFor = useQuiz.id;
  useLabel.append(useQuiz, ` ${t("quiz.use")}`);

  const body = el("div", "quiz-options-body");
  body.hidden = true;

  // Which kinds: a checkbox per kind, grouped by section; none ticked means every kind.
  const kindsBox = el("fieldset", "quiz-kinds");
  kindsBox.append(el("legend", "", t("quiz.kinds")));
  /** @type {HTMLInputElement[]} */
  const kindInputs = [];
  for (const kind of examKinds) {
    const label = el("label", "quiz-kind");
    const input = el("input");
    input.type = "checkbox";
    input.value = kind.kind;
    input.id = `${id}-kind-${kind.kind}`;
    label.htmlFor = input.id;
    label.title = t(`section.${kind.section}.name`);
    label.append(input, ` ${t(`kind.${kind.kind}.title`)}`);
    kindsBox.append(label);
    kindInputs.push(input);
  }
  const row = el("div", "quiz-options-row");
  const count = numberField(`${id}-count`, t("quiz.count"), 5);
  const seed = numberField(`${id}-seed`, t("quiz.seed"), store.get("seed"));
  const hints = selectField(`${id}-hints`, t("quiz.hints"), classroomChoices.hints, "quiz.hints");
  const solutions = selectField(
    `${id}-solutions`,
    t("quiz.solutions"),
    classroomChoices.solutions,
    "quiz.solutions",
  );
  solutions.select.value = "after";
  const lockLabel = el("label", "embed-snippet-option");
  const lock = el("input");
  lock.type = "checkbox";
  lock.id = `${id}-lock`;
  lock.checked = true;
  lockLabel.htmlFor = lock.id;
  lockLabel.append(lock, ` ${t("quiz.lock")}`);
  row.append(count.wrapper, seed.wrapper, hints.wrapper, solutions.wrapper);

  const linkLabel = el("label", "embed-snippet-label", t("quiz.link"));
  linkLabel.htmlFor = `${id}-link`;
  const link = el("input", "embed-snippet-code quiz-link");
  link.id = `${id}-link`;
  link.type = "text";
  link.readOnly = true;
  link.spellcheck = false;

  body.append(kindsBox, row, lockLabel);
  box.append(useLabel, body, linkLabel, link);
  linkLabel.hidden = true;
  link.hidden = true;
  container.append(box);

  /** The quiz's parameters as the link carries them, or null while a field is refused. */
  function values() {
    const kinds = kindInputs.filter((input) => input.checked).map((input) => input.value);
    /** @type {Record<string, any>} */
    const patch = {
      kinds: kinds.join(","),
      count: Number(count.input.value.trim()),
      seed: Number(seed.input.value.trim()),
      hints: hints.select.value,
      solutions: solutions.select.value,
      lock: lock.checked ? 1 : 0,
    };
    const { errors } = store.check({ count: patch.count, seed: patch.seed });
    const empty = (/** @type {HTMLInputElement} */ input) => input.value.trim() === "";
    count.error.textContent = empty(count.input) ? t("quiz.typeNumber") : (errors.count ?? "");
    seed.error.textContent = empty(seed.input) ? t("quiz.typeNumber") : (errors.seed ?? "");
    if (count.error.textContent || seed.error.textContent) return null;
    return patch;
  }

  /** @param {string} href @returns {string | null} */
  function apply(href) {
    link.hidden = linkLabel.hidden = !useQuiz.checked;
    if (!useQuiz.checked) return href;
    const patch = values();
    if (!patch) {
      link.value = t("quiz.fixField");
      return null;
    }
    const url = new URL(href);
    const params = url.searchParams;
    for (const key of ["question", "mode", "count", "seed", "kinds", "hints", "solutions"]) {
      params.delete(key);
    }
    params.delete("lock");
    // A link with kinds is a quiz (a mock exam of them); without, every kind, and mode=mock.
    if (patch.kinds) params.set("kinds", patch.kinds);
    else params.set("mode", "mock");
    params.set("count", String(patch.count));
    params.set("seed", String(patch.seed));
    if (patch.hints !== "on") params.set("hints", patch.hints);
    if (patch.solutions !== "always") params.set("solutions", patch.solutions);
    if (patch.lock) params.set("lock", "1");
    url.search = url.search.replace(/%2C/gi, ",");
    link.value = url.href;
    return url.href;
  }

  const onInput = () => {
    body.hidden = !useQuiz.checked;
    onChange();
  };
  box.addEventListener("input", onInput);
  box.addEventListener("change", onInput);
  return {
    element: box,
    apply,
    active: () => useQuiz.checked,
    destroy() {
      box.removeEventListener("input", onInput);
      box.removeEventListener("change", onInput);
      box.remove();
    },
  };
}

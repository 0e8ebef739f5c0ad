// @ts-check
// The list of dimensions the wavelengths section plots: a text field ("0, 32, 64, 126") bound to
// the store's `dims`, with a button back to the default. Invalid text never reaches the store; the
// store's message is shown beside the field, and leaving the field puts the current list back.
// The default list is stored as "", so the link stays short and keeps following d_model.
import { button, el, setText } from "../dom.js";
import { integerText } from "../format.js";
import { defaultDimensions, parseDimensionList, plotDimensions } from "../state/index.js";
import { t } from "../strings.js";
import { bindControl } from "./binding.js";
import { createField, replaceFieldText, textInput } from "./field.js";

/**
 * @param {HTMLElement} container
 * @param {import("../state/index.js").Store} store
 * @param {string} id
 */
export function createDimsControl(container, store, id) {
  const input = textInput(id, "control-text");
  const reset = button("control-button", t("control.dims.default"));
  reset.setAttribute("aria-label", t("control.dims.defaultLabel"));
  const inputs = el("div", "control-inputs");
  inputs.append(input, reset);
  const field = createField({
    id,
    label: t("control.dims.label"),
    input,
    body: inputs,
    hint: "",
    className: "control dims-control",
  });
  container.append(field.wrapper);
  const shownText = () => plotDimensions(store.getAll()).join(", ");

  /** @param {import("../state/index.js").State} state */
  function render(state) {
    const shown = plotDimensions(state);
    setText(field.hintEl, t("control.dims.hint", { last: integerText(state.d - 1) }));
    const typed = parseDimensionList(input.value);
    if (typed === undefined || typed !== shown.join(",")) replaceFieldText(input, shown.join(", "));
  }

  function onInput() {
    const parsed = parseDimensionList(input.value);
    if (parsed === undefined || parsed === "") {
      field.showError(t("control.dims.error"));
      return;
    }
    const value = parsed === defaultDimensions(store.get("d")).join(",") ? "" : parsed;
    const result = store.set({ dims: value });
    field.showError(result.ok ? "" : result.errors.dims);
  }

  function onChange() {
    if (!field.isInvalid()) return;
    input.value = shownText();
    field.restore(input.value);
  }

  function onReset() {
    store.set({ dims: "" });
    field.showError("");
    input.value = shownText();
  }

  // Off screen, the field follows a drag of d elsewhere once it pauses: its hint names d - 1, and
  // the wavelengths section sits just above the matrix, whose d slider a reader drags.
  return bindControl(
    store,
    field.wrapper,
    render,
    [
      [input, "input", onInput],
      [input, "change", onChange],
      [reset, "click", onReset],
    ],
    { quiet: true },
  );
}

// The shared controls (web/js/controls/*): the usual labels of the number controls, their
// messages, the dimensions field and the show/hide buttons. A control's own label, when a section
// gives one, comes from the section.
export default {
  // The usual label of each parameter's number control. Symbols (d_model, pos, i, k, ref) are the
  // article's notation and stay as they are; "positions n" and "shift" are words with a symbol.
  "control.label.n": "positions n",
  "control.label.d": "d_model",
  "control.label.base": "base",
  "control.label.pos": "pos",
  "control.label.i": "i",
  "control.label.k": "k",
  "control.label.ref": "ref",
  "control.label.shift": "shift",
  "control.hint.i": "pair index, 0 to d_model/2 − 1",
  // The slider beside a number field. {label}: the field's label.
  "control.slider": "{label} (slider)",
  // {label}: the field's label; {example}: its current value, as the reader would type it.
  "control.enterNumber": "Enter a number for {label}, such as {example}.",
  // After a refused value, once the field shows the value kept. {reason}: why it was refused (a
  // sentence); {kept}: the value kept, as the field shows it.
  "control.kept": "{reason} Kept {kept}.",
  // A refused sentence. {reason}: why (a sentence); {sentence}: the sentence still shown.
  "control.sentenceKept": "{reason} Still showing “{sentence}” until the sentence is fixed.",

  // The field of the dimensions to plot.
  "control.dims.label": "dimensions to plot",
  "control.dims.default": "Default",
  "control.dims.defaultLabel": "Plot the default dimensions",
  // {last}: the last dimension, d_model − 1.
  "control.dims.hint": "2 to 4 dimension numbers from 0 to {last}, separated by commas",
  "control.dims.error": "Type 2 to 4 whole numbers separated by commas, such as 0, 8, 40.",

  // A button that shows or hides a panel. {what}: what the panel holds ("hint").
  "control.show": "Show {what}",
  "control.hide": "Hide {what}",
};

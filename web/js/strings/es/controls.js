// Spanish messages of ui (controls); keys and placeholders as in en.js.
export default {
  "control.label.n": "posiciones n",
  "control.label.d": "d_model",
  "control.label.base": "base",
  "control.label.pos": "pos",
  "control.label.i": "i",
  "control.label.k": "k",
  "control.label.ref": "ref",
  "control.label.shift": "shift",
  "control.hint.i": "índice del par, de 0 a d_model/2 − 1",
  "control.slider": "{label} (control deslizante)",
  "control.enterNumber": "Escribe un número para {label}, por ejemplo {example}.",
  "control.kept": "{reason} Se mantiene {kept}.",
  "control.sentenceKept":
    "{reason} Se sigue mostrando “{sentence}” hasta que se corrija la oración.",

  "control.dims.label": "dimensiones del gráfico",
  "control.dims.default": "Predeterminadas",
  "control.dims.defaultLabel": "Mostrar en el gráfico las dimensiones predeterminadas",
  "control.dims.hint": "de 2 a 4 números de dimensión entre 0 y {last}, separados por comas",
  "control.dims.error":
    "Escribe de 2 a 4 números enteros separados por comas, por ejemplo 0, 8, 40.",

  "control.show": "Mostrar {what}",
  "control.hide": "Ocultar {what}",
};

// Spanish messages of why-order; keys and placeholders as in en.js.
import exam from "./es/exam.js";

export default {
  "mask.legend": "Atención",
  "mask.none": "Sin máscara: cada palabra atiende a todas las palabras",
  "mask.causal": "Máscara causal: cada palabra atiende solo a sí misma y a las palabras anteriores",

  ordinal:
    "{position, plural, =1 {primera} =2 {segunda} =3 {tercera} =4 {cuarta} =5 {quinta} =6 {sexta} =7 {séptima} =8 {octava} one {#.ª} many {#.ª} other {#.ª}}",
  "pair.text":
    "Cuánto atiende {query} a {key}: {valueLeft} a la izquierda ({rowLeft} fila, {colLeft} columna) y {valueRight} a la derecha ({rowRight} fila, {colRight} columna).",
  "caption.outputs": "El vector de salida de {word} ({d} números) en cada oración",
  "outputs.rowHeading": "dimensión",
  "outputs.colHeading": "oración",
  "outputs.legend": "valor de salida",
  "caption.weights": "{sentence}: pesos de atención",
  "caption.weightsCausal": "{sentence}: pesos de atención, máscara causal",

  "mask.holds":
    "Sin máscara, la propiedad de permutación se cumple: los pesos y las salidas de la segunda oración son los de la primera, reordenados (la mayor diferencia tras reordenar es {weightDiff} en un peso y {outputDiff} en una salida).",
  "mask.breaks":
    "Con la máscara causal, la propiedad de permutación deja de cumplirse: tras reordenar, los pesos siguen difiriendo hasta en {weightDiff} y las salidas hasta en {outputDiff}. {word} ocupa el segundo lugar en ambas oraciones y, aun así, su salida se movió {shift}: la palabra anterior es {beforeA} en una y {beforeB} en la otra.",

  "permutation.item": "π({s}) = {p} ({word} es la palabra {p} de la primera)",
  "permutation.holds":
    "Aquí {mapping}: π = [{pi}]. Cada peso de la derecha es un peso de la izquierda que se movió junto con su fila y su columna: el peso de la palabra s para la palabra t a la derecha es el peso de la palabra π(s) para la palabra π(t) a la izquierda. En total, sobre {entries, plural, one {# elemento} many {# elementos} other {# elementos}}, la mayor diferencia es {maxDiff}.",
  "permutation.breaks":
    "Aquí {mapping}: π = [{pi}]. Con la máscara causal esto falla: el peso de la palabra s para la palabra t a la derecha ya no es el peso de la palabra π(s) para la palabra π(t) a la izquierda. En total, sobre {entries, plural, one {# elemento} many {# elementos} other {# elementos}}, la mayor diferencia es {maxDiff}: la palabra s solo puede mirar las palabras 0 a s, y cuáles son esas palabras depende del orden.",

  "outputs.shift": "{word} {shift}",
  "outputs.text":
    "Cuánto se movió el vector de salida de cada palabra entre las dos oraciones (la longitud del vector diferencia, tokenShift): {shifts}. {focus} {largest}",
  "outputs.same": "El vector de {word} es idéntico hasta el último bit.",
  "outputs.moved": "El vector de {word} se movió {shift}.",
  "outputs.rounding":
    "{first} y {last} solo difieren por el redondeo de float32 (los mismos números sumados en otro orden); la mayor diferencia en cualquier número de salida es {outputDiff}. Así que {first} sale igual tanto si es quien muerde como si es el mordido.",
  "outputs.differ": "La mayor diferencia en cualquier número de salida es {outputDiff}.",
  ...exam,
};

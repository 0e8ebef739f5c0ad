// Spanish messages of embeddings; keys and placeholders as in en.js.
import exam from "./es/exam.js";

export default {
  "control.sentence": "oración",
  "control.sentenceHint":
    "letras de cualquier alfabeto; de 1 a 32 palabras; se ignoran los signos de puntuación y las mayúsculas",

  "table.rowHeading": "dim",
  "table.colHeading": "vector",
  "table.legend": "valor",
  "table.rowSin": "{dim} sin",
  "table.rowCos": "{dim} cos",
  "table.caption": "Palabra {index}: {word}",
  "table.captionUnknown": "Palabra {index}: {word} (no está en el vocabulario)",
  "table.colEmbedding": "E({word})",
  "table.colPosition": "PE({index})",
  "table.colSum": "suma",

  "tokens.countShown": "La oración tiene {count} palabras; se muestran las {shown} primeras.",
  "tokens.count":
    "La oración tiene {count, plural, one {# palabra} many {# palabras} other {# palabras}}.",
  "tokens.explain":
    "Cada columna contiene {d} números: E es el embedding de la palabra (el mismo para la misma palabra, esté donde esté), PE depende solo de la posición pos de la palabra (la fila 0 de cada columna PE es sin(pos); la fila 1, cos(pos)), y la suma las combina número a número, así que también tiene {d} números.",
  "tokens.unknown":
    "No están en el vocabulario del modelo de juguete: {words}; cada una de esas palabras recibe un embedding derivado de su ortografía, siempre el mismo.",
  "list.separator": ", ",

  "costs.caption":
    "Ancho de la entrada, y los pesos de las matrices de consulta, clave y valor en conjunto (una capa)",
  "costs.colSum": "suma: E + PE",
  "costs.colConcat": "concatenación: [E | PE]",
  "costs.rowWidth": "d_model = {d}: ancho de la entrada",
  "costs.rowWeights": "d_model = {d}: pesos",
  "costs.weights": "3 × {width} × {d} = {weights}",
  "refusal.theSentence": "la oración",
  ...exam,
};

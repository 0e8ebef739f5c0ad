// Spanish messages of attention; keys and placeholders as in en.js.
import exam from "./es/exam.js";

export default {
  "control.first": "primera oración",
  "control.second": "segunda oración",
  "control.sentenceHint":
    "letras de cualquier alfabeto; de 1 a 32 palabras (16 con posiciones aprendidas); como máximo 256 caracteres",
  "control.peLegend": "se suma a cada palabra",
  "control.peNone": "nada (como en la primera sección)",
  "control.peSinusoidal": "PE(pos) sinusoidal",
  "control.peLearned": "una fila aprendida por posición",

  "pe.none": "sin posiciones",
  "pe.sinusoidal": "posiciones sinusoidales",
  "pe.learned": "posiciones aprendidas",

  "pair.unmatched":
    "En la {side, select, first {primera} other {segunda}} oración, {query} atiende a {key} con peso {weight}. La otra oración no tiene ese par de palabras.",
  "pair.matched":
    "En la {side, select, first {primera} other {segunda}} oración, {query} atiende a {key} con peso {weight}; las mismas dos palabras en la otra oración, {otherQuery} y {otherKey}, tienen {otherWeight}.",

  "weights.caption": "{sentence}: pesos de atención, {pe}",
  "unknown.text":
    "Palabras que el modelo de juguete no conoce (cada una recibe un embedding derivado de su ortografía, siempre el mismo): primera oración: {first}; segunda oración: {second}.",
  "unknown.none": "ninguna",

  "compare.permutation":
    "La segunda oración tiene las mismas palabras que la primera en otro orden; contando desde 0, su palabra s es la palabra π(s) de la primera, π = [{permutation}].",
  "compare.notPermutation":
    "La segunda oración no es una reordenación de la primera: {matched} de {count, plural, one {su # palabra} many {sus # palabras} other {sus # palabras}} {matched, plural, one {tiene} many {tienen} other {tienen}} pareja en ella (una palabra repetida se empareja con la misma palabra, por orden), y la comparación abarca esas.",
  "compare.difference":
    "La mayor diferencia ({pe}) entre un peso de la derecha y el peso de las mismas dos palabras a la izquierda es {diff}{ending, select, withoutSame {; sin posiciones sería {plain}, como en la primera sección.} without {; sin posiciones sería {plain}.} moved {: los mismos pesos, solo que cambiados de lugar, exactamente como en la primera sección.} other {.}}",

  "shifts.noPartner": "sin pareja",
  "shifts.caption":
    "Cuánto se movió el vector de salida de cada palabra ({pe}): la longitud de la diferencia entre su salida en la segunda oración y la de su pareja en la primera",

  "outputs.none":
    "Las dos oraciones no comparten ninguna palabra, así que no hay ningún vector que seguir.",
  "outputs.caption": "El vector de salida de {word} ({d} números), {pe}",
  "outputs.rowHeading": "dimensión",
  "outputs.colHeading": "oración",
  "outputs.legend": "valor de salida",
  "outputs.colFirst": "primera: {label}",
  "outputs.colSecond": "segunda: {label}",
  "outputs.samePlace":
    "Está en el mismo lugar, la posición {position}, en ambas oraciones; solo se movieron las palabras de su alrededor.",
  "outputs.moved":
    "Está en la posición {first} en la primera oración y en la {second} en la segunda.",
  "outputs.same":
    "Su vector de salida es idéntico hasta el último bit: sin información de posición, el modelo no puede distinguir las dos oraciones desde el punto de vista de esta palabra.",
  "outputs.shift":
    "Su vector de salida se movió {shift} (la longitud de la diferencia entre las dos columnas); el mayor cambio en cualquier número de salida de cualquier palabra es {max}.",
  "refusal.firstSentence": "la primera oración",
  "refusal.secondSentence": "la segunda oración",
  "refusal.named": "{name}: {refusal}",
  "refusal.theseSentences": "estas oraciones",
  ...exam,
};

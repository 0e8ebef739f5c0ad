// Spanish messages of wavelengths; keys and placeholders as in en.js.
import exam from "./es/exam.js";

export default {
  "hint.n": "longitud de la secuencia: posiciones 0 a n − 1",
  "hint.d": "tamaño del vector: d_model/2 pares",
  "hint.base": "la longitud de onda del par más lento es casi base·2π",

  "ladder.label": "Longitud de onda de cada par, junto a la longitud de la secuencia",
  "lines.label": "Dimensiones elegidas de la codificación a lo largo de las posiciones",
  "lines.x": "posición",
  "lines.y": "valor de PE",

  "ladder.steps":
    "Con d_model = {d} y base = {base} hay {pairsText} pares. El par 0 tiene λ₀ = {first} (es decir, 2π: su exponente es 0), el par 1 tiene λ₁ = {second}, y cada par siguiente multiplica la longitud de onda por el mismo factor base^(2/d_model) = {ratio}. El último par, i = {last}, llega a {lambdaLast} = {lastWavelength}, justo por debajo de base·2π = {ceiling}, porque su exponente es {exponent} y no 1.",
  "ladder.single":
    "Con d_model = {d} hay un solo par, con λ₀ = 2π = {first}: no hay escalera que subir.",
  "ladder.highlight": "dim {dim} (par {pair})",
  "ladder.caption":
    "Cada punto es un par i; sus dimensiones de seno y de coseno comparten la longitud de onda. El eje es logarítmico, así que una escalera que multiplica por el mismo factor en cada peldaño es una recta. {verdict}",
  "verdict.all":
    "{pairs, plural, =1 {El único par tiene una longitud de onda de como máximo n = {n} posiciones, así que se repite} one {El único par tiene una longitud de onda de como máximo n = {n} posiciones, así que se repite} many {Los {pairsText} pares tienen una longitud de onda de como máximo n = {n} posiciones, así que todos se repiten} other {Los {pairsText} pares tienen una longitud de onda de como máximo n = {n} posiciones, así que todos se repiten}} dentro de la secuencia; incluso el más lento cabe {turns} veces en ella.",
  "verdict.none":
    "Ningún par tiene una longitud de onda tan corta como n = {n} posiciones: incluso el par 0 cabe solo {turns} veces en la secuencia.",
  "verdict.some":
    "{repeating, plural, =1 {El par 0 queda por debajo de la recta n = {n}: su longitud de onda es como máximo la longitud de la secuencia, así que se repite dentro de ella} one {El par 0 queda por debajo de la recta n = {n}: su longitud de onda es como máximo la longitud de la secuencia, así que se repite dentro de ella} many {Los pares 0 a {lastRepeating} quedan por debajo de la recta n = {n}: su longitud de onda es como máximo la longitud de la secuencia, así que se repiten dentro de ella} other {Los pares 0 a {lastRepeating} quedan por debajo de la recta n = {n}: su longitud de onda es como máximo la longitud de la secuencia, así que se repiten dentro de ella}} (el par 0 cabe {turnsFirst} veces). {others, plural, one {El otro par queda} many {Los otros {othersText} pares quedan} other {Los otros {othersText} pares quedan}} por encima; el más lento, el par {last}, cabe solo {turnsLast} veces, así que a lo largo de toda la secuencia recorre solo una pequeña parte de una vuelta.",
  "bound.floor": "2π ≈ {value}",
  "bound.ceiling": "base·2π ≈ {value}",
  "ladder.description":
    "Escalera de longitudes de onda: {pairs, plural, one {{pairsText} par} many {{pairsText} pares} other {{pairsText} pares}} de λ = {first} a {lastWavelength} en escala logarítmica; {repeating} de ellos por debajo de la longitud de la secuencia n = {n}.",

  "lines.series": "dim {dim}",
  "lines.factFirst":
    "La dimensión {dim} ({kind, select, sine {seno} other {coseno}} del par {pair}, λ = {wavelength}) completa {turns} longitudes de onda en {n, plural, one {{nText} posición} many {{nText} posiciones} other {{nText} posiciones}} y va de {low} a {high}",
  "lines.fact":
    "la dimensión {dim} ({kind, select, sine {seno} other {coseno}} del par {pair}, λ = {wavelength}) completa {turns} longitudes de onda en {n, plural, one {{nText} posición} many {{nText} posiciones} other {{nText} posiciones}} y va de {low} a {high}",
  "lines.caption":
    "PE(pos, dimensión) para las posiciones 0 a {last}. {facts}. Las primeras dimensiones recorren todo su rango muchas veces; las últimas apenas se apartan de su valor inicial (0 para un seno, 1 para un coseno).",
  "lines.description":
    "Gráfico de líneas de las dimensiones {dims} a lo largo de las posiciones 0 a {last}.",

  "counter.place": "×{place}",
  "counter.dim": "dim {dim}",
  "counter.wavelength": "λ {value}",
  "counter.caption": "Posiciones 0 a {last}: dígitos binarios y valores de la codificación",
  "counter.rowName": "pos",
  "counter.summaryName": "cambios",
  "counter.digits": "dígitos binarios",
  "counter.values": "valores de la codificación",
  "counter.text":
    "La fila inferior, “cambios”, cuenta cuántas veces cambia una columna de una posición a la siguiente: un dígito, entre 0 y 1; un valor de la codificación, entre positivo y negativo (sombreado). En las posiciones 0 a {last}, el dígito de valor 1 cambia {ones, plural, =1 {una vez} one {# vez} many {# veces} other {# veces}} y el de valor 8, {eights, plural, =1 {una vez} one {# vez} many {# veces} other {# veces}}. La dimensión {fastDim} cambia de signo {fastChanges, plural, =1 {una vez} one {# vez} many {# veces} other {# veces}} y va de {fastLow} a {fastHigh}; la dimensión {slowDim} cambia de signo {slowChanges, plural, =1 {una vez} one {# vez} many {# veces} other {# veces}} y se mantiene entre {slowLow} y {slowHigh}. Cada dígito binario es 2 veces más lento que el de su derecha{several, select, yes {; cada par de aquí es {ratio} veces más lento que el anterior.} other {.}}",
  ...exam,
};

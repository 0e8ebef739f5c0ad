// Spanish messages of formula; keys and placeholders as in en.js.
import exam from "./es/exam.js";

const flips = (n) =>
  `{all${n}, select, yes {cambian los {bits} bits} other {{count${n}, plural, one {cambia 1 bit} many {cambian # de los {bits} bits} other {cambian # de los {bits} bits}}}}`;

export default {
  "hint.pos": "posición en la secuencia, desde 0",
  "hint.d": "tamaño del vector (número par)",
  "hint.base": "10000 en el artículo original",

  "step.exponent": "Exponente",
  "step.divisor": "Divisor",
  "step.omega": "Frecuencia",
  "step.angle": "Ángulo",
  "step.sin": "Seno → dimensión 2i = {dim}",
  "step.cos": "Coseno → dimensión 2i + 1 = {dim}",
  "step.wavelength": "Longitud de onda (posiciones por vuelta completa)",

  convention:
    "Aquí i = {i} cuenta pares, no dimensiones: con d_model = {d} {pairs, plural, one {hay {pairsText} par} many {hay {pairsText} pares} other {hay {pairsText} pares}} (i de 0 a {lastPair}). El par {i} pone el seno en la dimensión 2i = {dimSin} y el coseno del mismo ángulo en la dimensión 2i + 1 = {dimCos}.",

  "plot.position": "posición pos",
  "plot.fraction.label": "pos/n para dos longitudes de oración",
  "plot.fraction.y": "pos/n",
  "plot.step.label": "Distancia entre los códigos de posiciones vecinas",
  "plot.step.y": "|code(pos + 1) − code(pos)|",
  "plot.fraction.series": "n = {n}: pos/{n}",
  "plot.step.binary": "binario",
  "plot.step.oneHot": "one-hot",
  "plot.step.sinusoidal": "sinusoidal",

  "raw.text":
    "Aquí code(0) = {zero}, code({mid}) = {midCode} y code({last}) = {lastCode}; un texto de {thousand} palabras llegaría a {lastOfThousand}.",

  "fraction.description":
    "pos/n para una oración de {n} tokens (una línea) y de {short} tokens (puntos), posiciones 0 a {last}: la posición {probe} vale {probeLong} en la primera y {probeShort} en la segunda.",
  "fraction.caption":
    "pos/n para una oración de n = {n} tokens (la línea une sus posiciones) y de n = {short} tokens (un punto por posición). El eje vertical va de 0 a 1.",
  "fraction.text":
    "La posición {probe} vale {probeLong} en una oración de {n} tokens y {probeShort} en una de {short}. El código 0,5 corresponde a la posición {halfLong} en la primera y a la posición {halfShort} en la segunda, y avanzar un paso equivale a {stepLong} en una y a {stepShort} en la otra.",

  "oneHot.text":
    "Para {n} posiciones, eso son {n} dimensiones (un modelo que leyera {big} tokens necesitaría {big}), y la posición {near} está a {nearDistance} (√2) de la posición {next} y a {farDistance} de la posición {far}.",

  "binary.text": `Las posiciones 0 a {last} necesitan {bits} bits. De {fromA} ({codeA}) a {toA} ({toCodeA}) ${flips("A")}, una distancia de {distanceA}, pero de {fromB} ({codeB}) a {toB} ({toCodeB}) ${flips("B")}, una distancia de {distanceB}.`,
  "binary.noFurther": "Ningún paso da un salto mayor.",
  "binary.biggest": `El mayor salto es de {fromA} ({codeA}) a {toA} ({toCodeA}): ${flips("A")}, una distancia de {distanceA}.`,

  "step.description":
    "Distancia entre los códigos de pos y pos + 1 para pos = 0 a {lastStep}: el binario salta entre 1 y {binaryHigh}, el one-hot se mantiene en {oneHot} y el sinusoidal se mantiene en {sinusoidal}.",
  "step.caption":
    "Cuánto se mueve cada código de pos a pos + 1, para pos = 0 a {lastStep}; las rectas unen las posiciones enteras, y el eje vertical empieza en 0. El binario salta cada vez que un acarreo recorre sus bits. El one-hot es plano, pero cualquier otro par de sus códigos está igual de lejos. El código sinusoidal (d_model = {d}) se mueve lo mismo, {sinusoidal}, en cada paso.",

  settings: "d_model = {d}, base = {base}",
  "bounded.text":
    "En las posiciones 0 a {last}, el mayor |valor| es {maxAbs}: cos 0 = 1, en la posición 0.",
  "unique.neighbours":
    "De los {pairs} pares de posiciones entre 0 y {last}, los códigos más cercanos son los de dos vecinas ({a} y {b}, tan cercanas como cualquier otro par de vecinas), y aun así están a {distance}: no hay dos posiciones que compartan código.",
  "unique.other":
    "De los {pairs} pares de posiciones entre 0 y {last}, los códigos más cercanos son los de {a} y {b}, y aun así están a {distance}: no hay dos posiciones que compartan código.",
  "smooth.farther":
    "Cada posición está a {step} de la siguiente (las {last} distancias entre vecinas difieren como mucho en {spread}), y la cercanía se nota: PE({near}) está a {nearDistance} de PE({next}), pero a {farDistance} de PE({last}).",
  "smooth.notFarther":
    "Cada posición está a {step} de la siguiente (las {last} distancias entre vecinas difieren como mucho en {spread}), y la cercanía se nota: PE({near}) está a {nearDistance} de PE({next}) y solo a {farDistance} de PE({last}).",
  ...exam,
};

// Spanish messages of rope; keys and placeholders as in en.js.
import exam from "./es/exam.js";

export default {
  "hint.pos": "la posición de la palabra",
  "hint.queryPos": "la posición de la consulta",
  "hint.k": "el desplazamiento: la clave está en pos + k",
  "hint.shift": "mueve la consulta y la clave juntas",

  "dial.label": "Dial del ángulo",
  "step.angle": "El ángulo: posición por frecuencia",
  "step.rotated": "El punto (1, 0) después del giro",
  "dial.angle": "θ = {angle} rad",
  "dial.past": "(más de una vuelta completa: el dial muestra dónde termina)",
  "dial.axis": "dim {dim}",
  "dial.description":
    "Dial del ángulo: par {pair} (dimensiones {dim0} y {dim1}) en la posición {pos}. El punto (1, 0) gira en sentido antihorario θ = {angle} radianes hasta ({cos}; {sin}).",
  "dial.text":
    "El par {pair} son las dimensiones {dim0} y {dim1} de la consulta. En la posición {pos} gira {angle} radianes; una vuelta completa lleva {wavelength} posiciones, la longitud de onda de este par en la codificación.",

  "step.dot": "Consulta en pos = {pos}, clave en pos + k = {keyPos}",
  "step.dotShifted": "Ambas movidas por shift = {shift}: consulta en {query}, clave en {key}",
  "step.diff": "Cuánto difieren los dos productos",
  "step.normQ": "Longitudes: Q antes y después de su giro hasta la posición pos = {pos}",
  "check.text":
    "Mismo desplazamiento k = {k}, {steps} posiciones {direction, select, back {hacia atrás} other {más adelante}}: los dos productos escalares difieren solo en {diff}, el error de redondeo de la aritmética de 64 bits. Y el giro no cambió la longitud de Q: {before} antes, {after} después.",

  "plot.label": "Puntuación de la consulta y la clave rotadas frente al desplazamiento",
  "plot.xLabel": "desplazamiento k",
  "plot.yLabel": "(R_pos Q)·(R_pos+k K)",
  "plot.sampleNoun": "desplazamiento",
  "plot.series": "consulta en {pos}",
  "plot.mark": "k = {k}",
  "plot.description":
    "Gráfico de líneas del producto escalar (R_pos Q)·(R_pos+k K) frente al desplazamiento k, de {from} a {to}, para la consulta en pos = {line} (una línea) y en pos = {points} (puntos). Donde existen ambas, quedan una encima de la otra.",
  "plot.noteLeftOut":
    "Se omite la curva de la consulta en {pos}: necesita posiciones de clave más allá de {last}, lo máximo que calcula ropeDots con d_model = {d}. La comprobación de arriba se cumple allí igualmente.",
  "plot.noteStarts":
    "La curva de la consulta en {pos} empieza en el desplazamiento {first}: una clave no puede estar antes de la posición 0.",
  "plot.noteStops":
    "La curva de la consulta en {pos} se detiene antes: ropeDots calcula posiciones hasta {last} con d_model = {d}.",
  "plot.caption":
    "Cada línea mantiene fija la consulta y desliza la clave; el eje horizontal indica cuánto después de la consulta está la clave. Línea azul: consulta en {line}; puntos naranjas: consulta en {points} (shift = {shift}). {window, select, inside {La línea discontinua marca el desplazamiento k = {k} de la comprobación de arriba, donde ambas valen {dot}. } other {El desplazamiento k = {k} de la comprobación de arriba queda fuera de esta ventana. }}{notes}",

  "toy.weightsCaption": "“{sentence}” con RoPE: pesos de atención",
  "toy.positions":
    "Los vectores de posición que usó aquí el núcleo: {zeros, plural, one {# de {total} números es} many {# de {total} números son} other {# de {total} números son}} 0, así que cada palabra entra en la atención solo con su embedding, exactamente como en la primera sección.",
  "toy.weightsText":
    "Sin posiciones, la matriz de la derecha era la de la izquierda con las filas y las columnas reordenadas (π = [{permutation}]). Con RoPE no lo es: la mayor diferencia entre la matriz de la derecha y la de la izquierda reordenada es {diff}. Las mismas dos palabras reciben un peso distinto cuando están en lugares distintos.",
  "toy.kind.none": "sin posiciones (primera sección)",
  "toy.kind.sinusoidal": "codificación sinusoidal, sumada a la entrada",
  "toy.kind.rope": "RoPE: consultas y claves rotadas",
  "toy.head.kind": "información de posición",
  "toy.head.weights": "cambio de los pesos",
  "toy.head.moved": "cuánto se movió “{word}”",
  "toy.caption":
    "“{first}” frente a “{second}”: el mayor cambio de un peso (tras reordenar) y cuánto se movió el vector de salida de “{word}”",
  "toy.text":
    "Con RoPE, la salida de “{word}” se movió {shift} entre las dos oraciones, mientras que sin posiciones no se movía en absoluto. El modelo vuelve a distinguir quién mordió a quién, y para lograrlo no se sumó nada a las palabras.",

  "step.block": "Bloque del par i = {pair} en M{subscript}, que actúa sobre (sin, cos)",
  "step.rotation": "La R(θ) de RoPE para el mismo θ, que actúa sobre (x, y): la traspuesta",
  "step.turned":
    "R(θ) gira el par de PE({pos}), escrito con el coseno primero, hasta el par de PE({target})",
  "step.direct": "El mismo par, calculado directamente",
  "relation.text":
    "Las dos matrices comparten cos θ = {cosK} en la diagonal. El bloque de M{subscript} tiene {sin} encima de la diagonal y {minusSin} debajo; R(θ) tiene {minusSin} encima y {sin} debajo: una es la traspuesta de la otra. Leído con el coseno primero, el par ({cosPos}; {sinPos}) de la posición {pos} gira hasta ({cosTurned}; {sinTurned}), el par de la posición {target} (directamente: {cosDirect}; {sinDirect}).",
  ...exam,
};

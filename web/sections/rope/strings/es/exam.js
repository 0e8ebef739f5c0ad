// Spanish messages of rope (exam part); keys and placeholders as in en.js.
export default {
  "q.rope.prompt":
    "RoPE con d_model = {d} (base {base}): la consulta fija Q de la página en la posición {pos} y la clave K en la {key} dan la puntuación {maths}. Ambas avanzan {shift} posiciones, hasta {moved} y {keyMoved}. ¿Cuál es ahora la puntuación?",
  "q.rope.label": "la nueva puntuación",
  "q.rope.keyOnly":
    "Esta es la puntuación moviendo solo la clave (desplazamiento {offset}): se mueven las dos, así que el desplazamiento sigue siendo k = {k}.",
  "q.rope.signFlipped":
    "Esta es la puntuación con el desplazamiento −{k} (la clave antes que la consulta): el signo del desplazamiento está invertido.",
  "q.rope.hint":
    "Las rotaciones se componen: R_posᵀ R_(pos+k) = R_k. ¿Qué posiciones quedan en la puntuación después de eso?",
  "q.rope.offset": "{maths}: solo queda el desplazamiento k = {k}.",
  "q.rope.unchanged":
    "Por tanto, la puntuación no cambia: el núcleo da {after} después del movimiento frente a {before} antes (difieren en {diff}, por redondeo).",
  "q.rotated.prompt":
    "En un modelo con codificación posicional rotatoria (RoPE), ¿qué vectores se giran un ángulo pos·ωᵢ según la posición de su token y cuáles se dejan como están?",
  "q.rotated.legend": "Qué se rota",
  "q.rotated.qk":
    "Las consultas y las claves, par a par, un ángulo pos·ωᵢ; los valores y los embeddings de las palabras se quedan exactamente como están, sin girar.",
  "q.rotated.embeddings":
    "Los embeddings de las palabras, antes de la atención: cada fila de entrada se gira una vez según su posición, y las consultas, las claves y los valores heredan ese giro.",
  "q.rotated.embeddingsDiagnosis":
    "Eso se parece más a sumar PE en la entrada. RoPE deja las entradas como están y gira Q y K dentro de cada capa de atención.",
  "q.rotated.values":
    "Los valores, para que la salida lleve la posición: las consultas y las claves se quedan como están, y las puntuaciones de atención no cambian en absoluto.",
  "q.rotated.valuesDiagnosis":
    "Girar los valores no cambiaría las puntuaciones, y es en las puntuaciones donde debe notarse la posición. RoPE gira Q y K; V se deja como está.",
  "q.rotated.weights":
    "Los pesos de atención: cada fila de A se gira según la posición de su consulta después de la softmax, lo que hace que todas las filas sigan sumando 1.",
  "q.rotated.weightsDiagnosis":
    "A es una matriz de pesos, no de pares de coordenadas; RoPE gira los vectores de consulta y de clave antes de su producto escalar.",
  "q.rotated.hint":
    "La idea de RoPE es que la puntuación (R_pos Q)ᵀ(R_(pos+k) K) solo depende de k. ¿Qué dos vectores aparecen en esa puntuación?",
  "q.rotated.turned":
    "Se giran la consulta y la clave: cada par i, un ángulo pos·ωᵢ. Un giro conserva las longitudes: con d_model = {d}, |Q| = {before} antes y {after} después de girarla hasta la posición {pos}.",
  "q.rotated.toy":
    "Los valores no se giran y a los embeddings no se les suma nada. En el modelo de juguete, {first} y {second} siguen dando resultados distintos: con RoPE, las salidas de {count, plural, one {su único token se desplazan} many {sus # tokens se desplazan} other {sus # tokens se desplazan}} {shifts}.",
};

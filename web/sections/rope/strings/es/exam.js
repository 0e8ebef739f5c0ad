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

  "q.ropeproof.prompt":
    "RoPE gira la consulta Q en la posición pos = {pos} y la clave K en la posición pos + k = {key} (d_model = {d}, base {base}). Esta es la demostración de que su puntuación solo depende del desplazamiento k, con un paso en blanco: {maths}",
  "q.ropeproof.concluded":
    "(4) Por tanto, la puntuación solo depende del desplazamiento k = {offset}. ¿Qué paso completa el hueco, el paso ({step})?",
  "q.ropeproof.concludeGap": "(4) Por tanto: {maths} ¿Qué paso completa el hueco, el paso (4)?",
  "q.ropeproof.legend": "Paso ({step}) de la demostración",
  "q.ropeproof.transpose.right":
    "= {line}, porque al trasponer un producto se invierte su orden: ({Rpos} Q)ᵀ = Qᵀ {Rpos}ᵀ.",
  "q.ropeproof.transpose.plain":
    "= {line}, porque una rotación conserva longitudes y ángulos: girar ambos deja igual Qᵀ K.",
  "q.ropeproof.transpose.plainDiagnosis":
    "Qᵀ K solo se conserva si ambos giran el mismo ángulo ({Rpos}ᵀ {Rpos} = I). Aquí Q gira {pos} posiciones y K gira {key}: el núcleo da {score} para la puntuación, pero {plainDot} para Qᵀ K.",
  "q.ropeproof.transpose.symmetric":
    "= {line}, porque una matriz de rotación es simétrica: su traspuesta {Rpos}ᵀ vuelve a ser {Rpos}.",
  "q.ropeproof.transpose.symmetricDiagnosis":
    "Una rotación no es simétrica: su traspuesta gira en sentido contrario, R(θ)ᵀ = R(−θ). Tomar {Rpos}ᵀ = {Rpos} da Qᵀ {Rsum} K = {sumDot} (según el núcleo), no la puntuación {score}.",
  "q.ropeproof.transpose.sum":
    "= {line}, porque los dos giros se suman, {pos} + {key} = {sum} posiciones, en una sola rotación.",
  "q.ropeproof.transpose.sumDiagnosis":
    "El giro de Q entra traspuesto, así que cuenta hacia atrás: R_posᵀ R_(pos+k) = R_k, no R_(2pos+k), así que {Rpos}ᵀ {Rkey} = {Roffset}, no {Rsum}. El núcleo da {sumDot} para Qᵀ {Rsum} K, pero {score} para la puntuación.",
  "q.ropeproof.transpose.hint":
    "¿Cómo actúa la trasposición sobre un producto de dos matrices, como ({Rpos} Q)ᵀ? ¿Qué factor va primero después?",
  "q.ropeproof.inverse.right":
    "= {line}, porque la traspuesta de una rotación es el giro de vuelta: R(θ)ᵀ = R(−θ).",
  "q.ropeproof.inverse.symmetric":
    "= {line}, porque una matriz de rotación es simétrica, así que su traspuesta {Rpos}ᵀ es {Rpos}.",
  "q.ropeproof.inverse.symmetricDiagnosis":
    "Una rotación no es simétrica: su traspuesta deshace el giro con el mismo ángulo, {Rpos}ᵀ = {Rminus}. Con {Rpos} en su lugar, los ángulos suman {sum}: Qᵀ {Rsum} K = {sumDot} (según el núcleo), no la puntuación {score}.",
  "q.ropeproof.inverse.plain":
    "= {line}, porque la traspuesta de una rotación es su inversa, así que {Rpos}ᵀ y {Rkey} se anulan.",
  "q.ropeproof.inverse.plainDiagnosis":
    "{Rpos}ᵀ deshace un giro de {pos} posiciones, no uno de {key}: {Rpos}ᵀ {Rkey} = {Roffset}, que no es la identidad. El núcleo da {score} para la puntuación, pero {plainDot} para Qᵀ K.",
  "q.ropeproof.inverse.other":
    "= {line}, porque la trasposición puede pasar al otro factor: {Rpos}ᵀ {Rkey} = {Rpos} {Rkey}ᵀ.",
  "q.ropeproof.inverse.otherDiagnosis":
    "La trasposición pertenece al factor que se traspuso, ({Rpos} Q)ᵀ = Qᵀ {Rpos}ᵀ. Pasarla a {Rkey} invierte el signo del desplazamiento: Qᵀ {Rflipped} K = {flippedDot} (según el núcleo), no la puntuación {score}.",
  "q.ropeproof.inverse.hint":
    "Girar un ángulo y luego girar de vuelta deja el vector donde estaba. ¿Qué rotación deshace {Rpos}, y qué dice eso de {Rpos}ᵀ?",
  "q.ropeproof.compose.right":
    "= {line}, porque los giros en los mismos planos suman sus ángulos: −{pos} + {key} = {offset}.",
  "q.ropeproof.compose.sum":
    "= {line}, porque los giros en los mismos planos suman sus ángulos: {pos} + {key} = {sum}.",
  "q.ropeproof.compose.sumDiagnosis":
    "Se perdió el signo menos de {Rminus}: los ángulos son −{pos} y {key}, que suman k = {offset}, no {sum}; R_posᵀ R_(pos+k) es R_k, no R_(2pos+k). El núcleo da {sumDot} para Qᵀ {Rsum} K, pero {score} para la puntuación.",
  "q.ropeproof.compose.flipped":
    "= {line}, porque los giros en los mismos planos suman sus ángulos: {pos} − {key} = {flippedOffset}.",
  "q.ropeproof.compose.flippedDiagnosis":
    "El signo está invertido: los ángulos son −{pos} y +{key}, que suman k = {offset}, no −k. El núcleo da {flippedDot} para Qᵀ {Rflipped} K, pero {score} para la puntuación.",
  "q.ropeproof.compose.product":
    "= {line}, porque los giros en los mismos planos multiplican sus ángulos: −{pos} × {key} = {product}.",
  "q.ropeproof.compose.productDiagnosis":
    "Dos giros forman un solo giro por la suma de sus ángulos (las fórmulas de la suma de ángulos); los ángulos nunca se multiplican. El núcleo da {productDot} para Qᵀ {Rproduct} K, pero {score} para la puntuación.",
  "q.ropeproof.compose.hint":
    "Girar un ángulo y después otro es un solo giro: ¿de qué ángulo? Par a par, ¿qué rotación única es {Rminus} {Rkey}?",
  "q.ropeproof.conclude.right":
    "La puntuación solo depende de k = {offset}: si las dos posiciones avanzan el mismo shift, no cambia.",
  "q.ropeproof.conclude.absolute":
    "La puntuación solo depende de |k| = {distance}: una clave {distance} antes de la consulta puntúa igual que una {distance} después.",
  "q.ropeproof.conclude.absoluteDiagnosis":
    "Intercambiar las posiciones invierte el signo de k, y {Roffset} y {Rflipped} giran en sentidos opuestos: el núcleo da {score} con Q en {pos} y K en {key}, pero {flippedDot} con Q en {key} y K en {pos}.",
  "q.ropeproof.conclude.values":
    "La puntuación solo depende de k = {offset}, siempre que los valores V también se giren con {Roffset}.",
  "q.ropeproof.conclude.valuesDiagnosis":
    "RoPE nunca gira los valores, y la demostración no lo necesita: la puntuación está hecha solo de Q y K. Los valores entran únicamente después del softmax.",
  "q.ropeproof.conclude.none":
    "La puntuación es la misma para cualquier par de posiciones: las dos rotaciones se anulan en ella.",
  "q.ropeproof.conclude.noneDiagnosis":
    "Solo se anula la parte que comparten los dos giros: queda el desplazamiento k. El núcleo da {score} con el desplazamiento {offset}, pero {plainDot} con el desplazamiento 0, Qᵀ K.",
  "q.ropeproof.conclude.hint":
    "Después del paso (3), ¿qué posiciones quedan en la puntuación? ¿Qué les pasa cuando pos y pos + k avanzan ambas el mismo shift?",
  "q.ropeproof.missing": "Faltaba el paso ({step}). La demostración completa:",
  "q.ropeproof.step.transpose":
    "(1) {maths}: al trasponer un producto se invierte su orden, ({Rpos} Q)ᵀ = Qᵀ {Rpos}ᵀ.",
  "q.ropeproof.step.inverse":
    "(2) {maths}: la traspuesta de una rotación es su inversa, el giro de vuelta con el mismo ángulo: R(θ)ᵀ = R(−θ), así que R_posᵀ = R_(−pos).",
  "q.ropeproof.step.compose":
    "(3) {maths}: los giros en los mismos planos suman sus ángulos, R_(−pos) R_(pos+k) = R_k, y −{pos} + {key} = {offset}.",
  "q.ropeproof.step.conclude":
    "(4) Solo queda el desplazamiento k = {offset}, así que la puntuación no depende de nada más: si las dos posiciones avanzan shift = {shift}, se obtiene {maths}, la misma puntuación.",
  "q.ropeproof.check":
    "El núcleo lo comprueba con d_model = {d} y shift = {shift}: {before}, {after} y {offsetDot}, tres veces el mismo número (los dos primeros difieren en {diff}, por redondeo).",
};

// Spanish messages of why-order (exam part); keys and placeholders as in en.js.
export default {
  "q.order.prompt":
    "Sin codificación posicional, la autoatención da a “{verb}” exactamente el mismo vector de salida en “{first}” y en “{second}”. ¿Por qué?",
  "q.order.legend": "La razón",
  "q.order.rows":
    "Cada palabra, también “{verb}”, es el mismo vector en ambas oraciones, solo que en otra fila; la atención trata las filas como un conjunto, así que reordenarlas reordena sus resultados.",
  "q.order.softmax":
    "La softmax reduce a cero las pequeñas diferencias entre las dos oraciones, de modo que los pesos salen iguales y la salida de “{verb}” no puede cambiar.",
  "q.order.softmaxDiagnosis":
    "La softmax recibe exactamente las mismas puntuaciones, solo que reordenadas: no hay ninguna diferencia que reducir. La igualdad se produce antes de la softmax.",
  "q.order.symmetric":
    "W_Q y W_K son matrices simétricas, así que la puntuación del token s con t es igual a la de t con s, y al intercambiar los dos sustantivos todas las salidas quedan como estaban.",
  "q.order.symmetricDiagnosis":
    "W_Q y W_K no son simétricas (las del modelo de juguete son aleatorias). Reordenar las filas de X reordena Q, K y V de la misma manera, sean cuales sean las matrices.",
  "q.order.neighbours":
    "La atención solo mira a las vecinas de una palabra, y “{verb}” tiene las mismas dos vecinas en ambas oraciones, así que ve exactamente el mismo contexto las dos veces.",
  "q.order.neighboursDiagnosis":
    "La atención mira todas las palabras de la oración, no solo las vecinas; simplemente no tiene forma de saber dónde está cada una.",
  "q.order.hint":
    "Nada en Q = XW_Q, K = XW_K, V = XW_V ni en la softmax tiene en cuenta dónde está una palabra. ¿Qué les ocurre a estas matrices cuando se reordenan las filas de X?",
  "q.order.rearranged":
    "La segunda oración es la primera reordenada: el token t de “{second}” es el token π(t) de “{first}”, con π = [{permutation}].",
  "q.order.toy":
    "El modelo de juguete (d_model = 8, sin posiciones) da pesos A′ = Π A Πᵀ con una diferencia máxima de {weightDiff}, y la salida de “{verb}” se mueve {shift}: {exact, select, yes {los mismos números, hasta el último bit.} other {nada más que el redondeo de la aritmética de 32 bits.}}",
  "q.order.withPositions":
    "Al añadir posiciones sinusoidales se deshace el empate: los pesos difieren entonces hasta en {weightDiff}, y la salida de “{verb}” se mueve {shift}.",
};

// Spanish messages of learned (exam part); keys and placeholders as in en.js.
export default {
  "q.params.prompt":
    "La tabla de posiciones aprendidas de la página tiene max_len = {maxLen} filas, una por posición. Con d_model = {d}, ¿cuántos números debe aprender el entrenamiento para ella? (¿Y cuántos necesita la fórmula sinusoidal?)",
  "q.params.label": "números que aprender",
  "q.params.tolerance": "Un número entero: la cantidad exacta.",
  "q.params.added":
    "Esto es max_len + d_model: la tabla tiene una fila de d_model = {d} números para cada una de sus {maxLen} posiciones, así que las cantidades se multiplican.",
  "q.params.halfDModel":
    "Esto cuenta d_model/2 = {half} números por fila: los pares son propios de la fórmula sinusoidal; una fila aprendida tiene d_model números.",
  "q.params.rowsOnly": "Esto cuenta las filas; cada fila es un vector completo de d_model números.",
  "q.params.sinusoidal":
    "Esa es la cantidad de la fórmula sinusoidal (que no tiene nada que aprender). La tabla aprendida aprende todos sus elementos.",
  "q.params.hint":
    "Una tabla aprendida es una tabla de búsqueda: un vector de d_model números para cada posición que conoce.",
  "q.params.count":
    "{maths} números, una fila por posición (la tabla del núcleo tiene exactamente esa cantidad).",
  "q.params.formula":
    "La fórmula sinusoidal no necesita ninguno: cada fila se calcula a partir de pos, d_model y la base.",
  "q.maxlen.prompt":
    "Un modelo usa la tabla de posiciones aprendidas de la página (max_len = {maxLen} filas) y recibe una oración de {words} palabras. ¿Qué ocurre en la posición pos = {pos}?",
  "q.maxlen.legend": "En la posición {pos}",
  "q.maxlen.noRow":
    "No existe la fila {pos}: la tabla termina en la fila {last}, así que el modelo no tiene ningún vector de posición que sumar ahí y no puede situar la palabra.",
  "q.maxlen.wraps":
    "Reutiliza la fila {pos} mod {maxLen} = {wrapped}: una tabla aprendida vuelve a empezar como un reloj, así que la posición {pos} recibe el mismo vector que la {wrapped}.",
  "q.maxlen.wrapsDiagnosis":
    "Una tabla de búsqueda no tiene ninguna regla para volver a empezar: existe una fila para cada posición entrenada y para ninguna otra. La periodicidad es cosa de las sinusoides.",
  "q.maxlen.formula":
    "Recurre a la fórmula sinusoidal, que está definida en todas las posiciones, así que la posición {pos} recibe valores de seno y coseno como en el artículo.",
  "q.maxlen.formulaDiagnosis":
    "Una tabla aprendida no sabe nada de la fórmula. Solo un modelo sinusoidal tiene un vector para cada pos (y ni siquiera él se entrenó con ellos).",
  "q.maxlen.repeats":
    "Repite la última fila, la {last}, para todas las posiciones posteriores, así que la posición {pos} comparte un mismo vector con todas las palabras a partir de ahí.",
  "q.maxlen.repeatsDiagnosis":
    "No se repite nada: la tabla simplemente no tiene filas más allá de max_len − 1, y el modelo no puede ejecutarse con la oración más larga.",
  "q.maxlen.hint":
    "Una tabla aprendida es una búsqueda entre filas entrenadas. ¿Qué devuelve una búsqueda para un índice que nunca almacenó?",
  "q.maxlen.core": "El núcleo, al pedirle la fila {pos}: “{error}”.",
  "q.maxlen.everywhere":
    "Una tabla aprendida es tan larga como la hizo el entrenamiento (512 filas en BERT, 1024 en GPT-2). La fórmula sinusoidal está definida en todas partes, {maths}, pero un modelo entrenado con oraciones cortas tampoco ha visto nunca esos valores: ninguna de las dos extrapola gratis.",
};

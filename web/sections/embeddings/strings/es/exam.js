// Spanish messages of embeddings (exam part); keys and placeholders as in en.js.
export default {
  "q.sum.prompt":
    "En el modelo de juguete de esta página (d_model = {d}, posiciones sinusoidales, como en el Transformer original), la palabra “{word}” está en la posición {w} de “{sentence}”. ¿Cuántos números tiene el vector que la atención recibe para esa palabra y cómo se incorpora su posición?",
  "q.sum.legend": "Tamaño y combinación",
  "q.sum.added":
    "{d} números: PE({w}) también tiene {d} números y se suma al embedding de la palabra, número a número.",
  "q.sum.appended":
    "{twice} números: PE({w}) se añade a continuación de los {d} números del embedding, así que el vector pasa a tener el doble de longitud.",
  "q.sum.appendedDiagnosis":
    "La concatenación también funcionaría, pero no es lo que hace el Transformer: suma, X = E + P, y se queda con d_model números.",
  "q.sum.index":
    "{plusOne} números: la propia posición {w} se añade al embedding como un número más, al final del todo.",
  "q.sum.indexDiagnosis":
    "No se usa el índice en bruto (crece sin límite); PE(pos) es un vector completo de d_model números, que se suma al embedding.",
  "q.sum.product":
    "{d} números: el embedding se multiplica elemento a elemento por PE({w}), lo que escala cada número.",
  "q.sum.productDiagnosis":
    "Es una suma, no un producto: un producto borraría la palabra allí donde PE(pos) vale 0 (sin 0 = 0 en pos 0).",
  "q.sum.hint":
    "El embedding del token y PE(pos) se construyen con la misma longitud, d_model. ¿Cuál es la forma más barata de combinar dos vectores de la misma longitud?",
  "q.sum.columns":
    "El embedding E de “{word}”, su vector de posición PE({w}) y lo que la atención recibe, su suma elemento a elemento, con una dimensión por fila:{maths}",
  "q.sum.why":
    "Siguen siendo {d} números. La concatenación también transmitiría ambas cosas, pero cada vector tendría {twice} componentes y W_Q, W_K y W_V necesitarían el doble de filas cada una. La suma no cuesta nada, y en la práctica el modelo aprende a mantener palabra y posición separadas en direcciones distintas del mismo espacio.",
};

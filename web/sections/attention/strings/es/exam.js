// Spanish messages of attention (exam part); keys and placeholders as in en.js.
export default {
  "q.scale.prompt":
    "En el modelo de juguete (d_model = {d}, posiciones sinusoidales) que lee “{sentence}”, la consulta de “{from}” (token s = {s}) y la clave de “{to}” (token t = {t}) tienen producto escalar {maths}. ¿Qué puntuación recibe la softmax de la fila {s} para t = {t}?",
  "q.scale.label": "puntuación de s = {s}, t = {t}",
  "q.scale.unscaled":
    "Este es el producto escalar sin escalar: aún hay que dividirlo entre √d_model.",
  "q.scale.overDModel":
    "Esto divide entre d_model = {d}; las puntuaciones se dividen entre √d_model = {root}.",
  "q.scale.hint":
    "Las puntuaciones de la atención son Q Kᵀ / √d_model: el producto escalar dividido entre la raíz cuadrada de la anchura.",
  "q.scale.scoreWord": "puntuación",
  "q.scale.computed": "{maths} (la puntuación del propio modelo de juguete, en 32 bits: {toy}).",
  "q.scale.why":
    "Por qué √d_model: un producto escalar suma d_model = {d} productos. Si cada uno es más o menos del mismo tamaño que el siguiente, la dispersión de su suma crece como √d_model, de modo que los modelos más anchos darían puntuaciones cada vez mayores y una softmax que pondría casi todo el peso en un solo token. Dividir entre √d_model mantiene las puntuaciones del mismo tamaño con cualquier anchura.",
};

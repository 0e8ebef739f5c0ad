// Spanish messages of matrix (exam part); keys and placeholders as in en.js.
export default {
  "q.layout.prompt":
    "Muchos tutoriales disponen PE de forma concatenada: primero los {half} senos (columnas 0 a {halfLast}) y después los {half} cosenos. Con d_model = {d} y base {base}, ¿qué número aparece en la columna {col} de la fila pos = {pos} con esa disposición?",
  "q.layout.label": "columna {col}, pos {pos}",
  "q.layout.interleaved":
    "Este es el número de la columna {col} en la disposición intercalada (la dimensión j = {col} del artículo). En la disposición concatenada, la columna {col} contiene la dimensión j = {dim}.",
  "q.layout.swapped":
    "Esto es el {fn, select, sine {seno} other {coseno}} del par {pair}: la columna {col} está en la {half, select, first {primera mitad (la de los senos)} other {segunda mitad (la de los cosenos)}}.",
  "q.layout.degrees":
    "Este es el elemento correcto, pero con el ángulo leído en grados: el ángulo pos·ωᵢ está en radianes.",
  "q.layout.hint":
    "En la disposición concatenada, la columna c < d_model/2 es el seno del par i = c, y la columna c ≥ d_model/2, el coseno del par i = c − d_model/2.",
  "q.layout.which":
    "La columna {col} está {fn, select, sine {por debajo de d_model/2 = {half}: es el seno del par i = {pair}} other {en d_model/2 = {half} o más allá: es el coseno del par i = {col} − {half} = {pair}}}, que la disposición intercalada del artículo guarda en la dimensión j = {dim}.",
  "q.layout.value":
    "Valor: {maths}. Las dos disposiciones contienen los mismos números; solo cambia el orden de las columnas, una permutación fija que la primera matriz de un modelo puede deshacer.",
};

// Spanish messages of glossary; keys and placeholders as in en.js.
export default {
  "meaning.X":
    "Las entradas de la atención, una fila por token: X = E + P (embedding de la palabra más vector de posición), o X = E cuando no se suma ninguna posición.",
  "meaning.E":
    "Los embeddings de los tokens, una fila por token: la fila s es el vector de la palabra del token s, el mismo dondequiera que esté esa palabra.",
  "meaning.W":
    "Las matrices de proyección (d_model × d_model) que convierten las entradas en consultas, claves y valores: Q = X W_Q, K = X W_K, V = X W_V. El laboratorio añade W_O, la proyección de salida.",
  "meaning.QKV":
    "Consultas, claves y valores, una fila por token. K son siempre las claves, nunca el desplazamiento k. En la sección de RoPE, un solo vector de consulta y un solo vector de clave también se llaman Q y K.",
  "meaning.d_model":
    "El ancho del modelo: la longitud de cada embedding, vector de posición, consulta, clave y valor; es un número par (la d del enlace). Nunca se abrevia como d.",
  "meaning.A":
    "Los pesos de atención softmax(Q Kᵀ / √d_model), n × n: la fila s corresponde al token de consulta s, y cada fila es positiva y suma 1.",
  "meaning.O": "Las salidas de la atención O = A V, una fila por token.",
  "meaning.st":
    "Índices de token en una oración, contados desde 0: Aₛₜ es cuánto atiende el token s al token t.",
  "meaning.pi":
    "Una permutación de los tokens (el token s de una oración es el token π(s) de la otra), y su matriz de permutación Π, con A′ = Π A Πᵀ y O′ = Π O. P nunca es una permutación.",
  "meaning.pos":
    "La posición de un token en la secuencia, contada desde 0 (la pos del enlace). Dos posiciones separadas por un desplazamiento k son pos y pos + k.",
  "meaning.n":
    "El número de posiciones: las filas de una tabla o los tokens de una oración (la n del enlace). Las posiciones van de 0 a n − 1.",
  "meaning.PE":
    "La codificación posicional de la posición pos: d_model números, PE(pos)_2i = sin(pos·ω_i) y PE(pos)_2i+1 = cos(pos·ω_i).",
  "meaning.k":
    "Un desplazamiento entre dos posiciones, pos y pos + k; negativo para mirar hacia atrás (la k del enlace). Nunca es una clave.",
  "meaning.M_k":
    "La matriz de desplazamiento, de d_model × d_model y diagonal por bloques: PE(pos + k) = M_k PE(pos), una rotación de 2 × 2 por par, la misma para cualquier pos.",
  "meaning.i":
    "Un índice de par, de 0 a d_model/2 − 1: al par i le corresponden las dimensiones 2i (el seno) y 2i + 1 (el coseno). Nunca es un token ni una posición.",
  "meaning.j": "Una dimensión, de 0 a d_model − 1: una columna de la tabla de codificación.",
  "meaning.base":
    "El número cuyas potencias fijan las frecuencias: 10 000 en el artículo original (la base del enlace).",
  "meaning.omega":
    "La frecuencia del par i, 1 / base^(2i/d_model): el ángulo, en radianes, que gira el par i de una posición a la siguiente.",
  "meaning.theta":
    "Un ángulo en radianes: pos·ω_i para una posición, o k·ω_i para un desplazamiento.",
  "meaning.lambda":
    "La longitud de onda del par i, 2π / ω_i: cuántas posiciones lleva una vuelta completa.",
  "meaning.ref":
    "La posición de referencia de la sección de posición relativa (la ref del enlace).",
  "meaning.P":
    "Los vectores de posición, una fila por token: la fila pos es PE(pos) (o una fila aprendida).",
  "meaning.max_len":
    "El número de filas de una tabla de posiciones aprendida (16 aquí): no hay ninguna fila después de max_len − 1.",
  "meaning.R":
    "La rotación de RoPE: R(θ) gira un par (x, y) un ángulo θ, [[cos θ, −sin θ], [sin θ, cos θ]]; R_pos gira cada par de un vector en la posición pos un ángulo pos·ω_i, y es diagonal por bloques.",
};

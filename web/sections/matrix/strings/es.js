// Spanish messages of matrix; keys and placeholders as in en.js.
import exam from "./es/exam.js";

export default {
  "control.n": "posiciones",
  "hint.n": "filas: posiciones 0 a n − 1",
  "hint.d": "columnas: dimensiones 0 a d_model − 1",
  "hint.base": "fija la longitud de onda del par más lento",
  "layout.legend": "Orden de las columnas",

  "heatmap.label": "Matriz de codificación posicional",
  "heatmap.rowName": "posición",
  "heatmap.colName": "dimensión",
  "heatmap.legend": "valor de PE",
  "cell.describe": "posición {row}, dimensión {col}: {value}",
  "cell.describeConcatenated":
    "posición {row}, columna {col} (la dimensión {dim} del artículo original): {value}",
  "column.header": "{col} (dim {dim})",

  "cell.concatenated":
    "Posición {row}, columna {col} de la disposición concatenada: {value} en la tabla. La columna {col} contiene la dimensión {dim} del artículo original, el {kind, select, sine {seno} other {coseno}} del par i = {pair}:",
  "cell.interleaved":
    "Posición {row}, dimensión {col}: {value} en la tabla. La dimensión {col} es el {kind, select, sine {seno} other {coseno}} del par i = {pair}:",

  "caption.concatenated":
    "Los mismos números con las columnas reordenadas (la disposición concatenada): las columnas 0 a {lastHalf} contienen los senos de los pares 0 a {lastHalf}, y las columnas {half} a {last}, los cosenos de esos mismos pares. Las filas no cambian.",
  "caption.interleaved":
    "Cada celda es un número de la codificación: la fila es la posición, y la columna, la dimensión. Las columnas pares contienen senos y las impares, cosenos (la disposición intercalada del artículo original).",

  "permutation.text":
    "Con d_model = {d}, la columna j de la disposición concatenada contiene la dimensión 2j del artículo original para j < {half}, y la dimensión 2j − {d} + 1 = 2(j − {half}) + 1 para j ≥ {half}:",
  "permutation.item": "columna {col} ← dim {dim}",
  "permutation.gap": "y así sucesivamente",
  "permutation.example":
    "Por ejemplo, en la posición {row}, la columna {col} de la tabla concatenada vale {concatenated}, y la dimensión {dim} de la tabla del artículo original vale {paper}: el mismo número en otra columna.",
  ...exam,
};

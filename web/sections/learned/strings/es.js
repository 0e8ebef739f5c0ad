// Spanish messages of learned; keys and placeholders as in en.js.
import exam from "./es/exam.js";

export default {
  "hint.pos": "la posición que se consulta; prueba una más allá de 15",
  "hint.n": "filas dibujadas (al menos max_len)",
  "hint.d": "tamaño del vector (número par)",

  "map.learned": "Tabla de posiciones aprendida",
  "map.formula": "Tabla de posiciones sinusoidal",
  "map.rowName": "posición",
  "map.colName": "dimensión",
  "map.legend": "valor",
  "cell.noRow": "sin fila",

  "cell.learned":
    "Tabla aprendida (el sustituto generado con semilla), posición {row}, dimensión {col}: {value}. Un parámetro libre: aquí, un número pseudoaleatorio; en un modelo entrenado, lo que haya dejado allí el entrenamiento, que suele acabar cerca de sus vecinos.",
  "cell.formula":
    "Fórmula, posición {row}, dimensión {col}: {fn}({row} × {omega}) = {value}. Definida para cualquier posición.",

  "caption.learned":
    "El sustituto de una tabla aprendida: {maxLen} filas (posiciones 0 a {last}) de {d} números pseudoaleatorios generados con semilla, independientes entre sí, sin entrenar. {grey, select, one {La fila {maxLen} está en gris: allí no hay nada que consultar.} many {Las filas {maxLen} a {lastRow} están en gris: allí no hay nada que consultar.} other {No hay ninguna fila después de estas.}}",
  "caption.formula":
    "La tabla de la fórmula para las posiciones 0 a {last}, d_model = {d}, base {base}: cada fila se calcula, y la fila {next} también se podría calcular.",

  "row.heading": "dim",
  "row.colHeading": "tabla",
  "row.legend": "valor",
  "row.formulaCaption": "PE({pos}) según la fórmula",
  "row.formulaColumn": "fórmula",
  "row.learnedCaption": "Fila {pos} de la tabla aprendida",
  "row.learnedColumn": "aprendida",
  "row.inside":
    "La posición {pos} está dentro de ambas tablas (se muestran las {dims} primeras de {d} dimensiones). La fila aprendida es el ruido generado con semilla del sustituto (en un modelo entrenado, lo que haya dejado allí el entrenamiento); la fila de la fórmula es el seno y el coseno de {pos} por la frecuencia de cada par. Cualquiera de las dos se suma al embedding de la palabra de la misma manera.",
  "row.past":
    "La posición {pos} está más allá de la última fila de la tabla aprendida, la {last}: una búsqueda en la tabla no tiene nada que devolver, y un modelo construido así no puede procesar en absoluto una secuencia de más de {maxLen} tokens. La fórmula simplemente evalúa sin y cos en {pos} (se muestran las {dims} primeras de {d} dimensiones).",

  "extrapolation.seen":
    "{chosen, select, yes {Tomemos la posición {target}, más allá de las {maxLen} posiciones con las que se entrenó un modelo con esta tabla.} other {Tomemos la posición {target}, muy por encima de las {maxLen} posiciones con las que se entrenó un modelo con esta tabla (elige pos ≥ {maxLen} arriba para escoger la tuya).}} La fórmula no tiene ningún problema: PE({target}) está tan bien definida como PE(3). Pero {outside, plural, one {# de sus {d} valores queda} many {# de sus {d} valores quedan} other {# de sus {d} valores quedan}} fuera del rango que tomó la misma dimensión en las posiciones 0 a {last}. El seno más lento, la dimensión {dim}, fue de {low} a {high} en las posiciones 0 a {last}; en la posición {target} vale {value}. Todo lo que viene después de la codificación, los pesos de atención y las capas superiores, se ajustó a entradas que nunca contuvieron valores así.",
  "extrapolation.relative":
    "Lo que sí se conserva es la estructura relativa: PE({target}) · PE({later}) = {far}, lo mismo que PE(0) · PE({offset}) = {near}, porque el producto escalar de dos posiciones solo depende de la distancia entre ellas.",
  "refusal.tableEnds": "Tabla aprendida, posición {row}: {refusal}. La tabla simplemente se acaba.",
  "refusal.noRow": "Fila {pos} de la tabla aprendida: {refusal}.",
  ...exam,
};

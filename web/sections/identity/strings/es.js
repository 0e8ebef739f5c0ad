// Spanish messages of identity; keys and placeholders as in en.js.
import exam from "./es/exam.js";

export default {
  "control.posHint": "la posición inicial",
  "control.kHint": "el desplazamiento, desde −pos hacia arriba",

  "step.numbers": "Los cuatro números que necesita la identidad",
  "step.sinDirect": "Seno, directamente",
  "step.sinIdentity": "Seno, mediante la identidad",
  "step.cosDirect": "Coseno, directamente",
  "step.cosIdentity": "Coseno, mediante la identidad",
  "step.error": "Cuánto difieren las dos vías (la mayor de las dos diferencias)",

  "rotation.legend": "entrada",
  "rotation.rowHeading": "hacia",
  "rotation.colHeading": "desde",
  "rotation.caption": "Par i = {i}, desplazamiento k = {k}: la rotación de 2 × 2",
  "rotation.rowSin": "sin ωᵢ(pos+k)",
  "rotation.rowCos": "cos ωᵢ(pos+k)",
  "rotation.colSin": "sin ωᵢ·pos",
  "rotation.colCos": "cos ωᵢ·pos",

  "matrix.label": "Matriz de desplazamiento Mₖ",
  "matrix.rowName": "fila",
  "matrix.colName": "columna",
  "matrix.legend": "entrada de Mₖ",
  "matrix.viewAll": "las {d} dimensiones",
  "matrix.corner":
    "Se muestra la esquina superior izquierda, de {size} × {size}, de {mk} (dimensiones 0 a {last}, pares 0 a {lastPair}), de la matriz completa de {d} × {d}. El resto de la diagonal sigue igual, un bloque de 2 × 2 por par, y todas las demás entradas son 0.",
  "matrix.whole":
    "Se muestra {mk} completa: {d} × {d} elementos, un bloque de 2 × 2 por par en la diagonal, y 0 en todo lo demás.",

  "cell.outside":
    "Fila {row}, columna {col}: {value}. Está fuera de los bloques de 2 × 2: la dimensión {row} de PE(pos + k) (par {pair}) no toma nada de la dimensión {col} (par {colPair}). Cada par gira por su cuenta.",
  "cell.inBlock":
    "Fila {row}, columna {col}: {value}, en el bloque del par {pair}: {entry, select, sin {el seno} minusSin {menos el seno} other {el coseno}} de {omega}·k, que depende de k pero no de pos.",

  "det.exact":
    "Para el par i = {i} y k = {k}, el determinante que calcula el núcleo es exactamente 1. Una reflexión daría −1, así que este bloque es una rotación, y también lo es cualquier otro bloque de {mk}.",
  "det.rounded":
    "Para el par i = {i} y k = {k}, el determinante que calcula el núcleo es {det}: +1 salvo el redondeo de 64 bits (|det − 1| = {gap}). Una reflexión daría −1, así que este bloque es una rotación, y también lo es cualquier otro bloque de {mk}.",

  "check.noSecond":
    "Aquí no hay segunda posición: con k = {k}, la condición pos + k ≥ 0 deja solo pos = {pos} dentro del límite de {top}.",
  "check.rowHeading": "dim",
  "check.colHeading": "vector",
  "check.legend": "valor",
  "check.caption": "pos = {pos}, k = {k}",
  "check.rowSin": "{dim} sin",
  "check.rowCos": "{dim} cos",
  "check.colPe": "PE({pos})",
  "check.colMk": "{mk} PE({pos})",
  "check.colShifted": "PE({shifted})",
  "check.text":
    "Las primeras {dims} de {d} dimensiones. Sobre las {d}, la mayor diferencia entre {mk} PE({pos}) y PE({shifted}) es {error}.",
  "check.both":
    "La misma matriz {mk} convirtió PE({pos0}) en PE({shifted0}) y PE({pos1}) en PE({shifted1}), con una diferencia de como mucho {error}, el error de redondeo de la aritmética de 64 bits (crece con el tamaño de los ángulos). Se construyó solo a partir de k; nunca vio pos.",
  "refusal.wholeMatrix": "No se puede dibujar la Mₖ completa con esta configuración: {refusal}",
  "refusal.noCheck": "No hay comprobación en pos = {pos}: {refusal}",
  ...exam,
};

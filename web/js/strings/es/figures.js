// Spanish messages of ui (figures); keys and placeholders as in en.js.
export default {
  "count.position": "{count, plural, one {# posición} many {# de posiciones} other {# posiciones}}",
  "count.dimension":
    "{count, plural, one {# dimensión} many {# de dimensiones} other {# dimensiones}}",
  "count.row": "{count, plural, one {# fila} many {# de filas} other {# filas}}",
  "count.column": "{count, plural, one {# columna} many {# de columnas} other {# columnas}}",
  "count.offset":
    "{count, plural, one {# desplazamiento} many {# de desplazamientos} other {# desplazamientos}}",
  "plural.position": "posiciones",
  "plural.offset": "desplazamientos",
  "heatmap.label": "Mapa de calor",
  "heatmap.roleDescription": "mapa de calor",
  "heatmap.row": "fila",
  "heatmap.column": "columna",
  "heatmap.value": "valor",
  "heatmap.rowAxis": "{name} ↓",
  "heatmap.colAxis": "{name} →",
  "heatmap.colourScale":
    "Escala de color: morado oscuro para {low}, pasando por verde azulado, hasta amarillo para {high}.",
  "heatmap.hint":
    "Señala una celda, o selecciona el mapa de calor y usa las flechas del teclado (<kbd>Inicio</kbd>/<kbd>Fin</kbd> y <kbd>Re Pág</kbd>/<kbd>Av Pág</kbd> dan saltos).",
  "heatmap.cell": "{rowName} {row}, {colName} {col}: {value}",
  "heatmap.sampled":
    "Hay más celdas que píxeles: la imagen muestra {parts}, así que las columnas que cambian rápido pueden mostrar franjas que no están en los datos. Señala una celda para ver su valor exacto.",
  "heatmap.sampledOne": "aproximadamente 1 {name} de cada {stride}",
  "heatmap.tableCaption":
    "{label}, como tabla: {shownRows} de {rows} (filas) y {shownCols} de {cols} (columnas).",
  "heatmap.tableCaptionCapped":
    "{label}, como tabla: {shownRows} de {rows} (filas) y {shownCols} de {cols} (columnas). El resto se omite aquí; con las flechas del teclado se llega a todas las celdas del mapa de calor.",
  "heatmap.corner": "{rowName} \\ {colName}",
  "heatmap.name": "{label}: {rows} por {cols}",

  "figure.drawnWhenOnScreen": "{label} (se dibuja cuando esta parte de la página está en pantalla)",

  "linePlot.label": "Gráfico de líneas",
  "linePlot.legend": "Leyenda de {label}",
  "linePlot.tableSummary": "Los números representados, como tabla",
  "linePlot.position": "posición",
  "linePlot.positions": "posiciones",
  "linePlot.positionCount":
    "{count, plural, one {{n} posición} many {{n} posiciones} other {{n} posiciones}}",
  "linePlot.samplesDotted":
    "Cada punto es un valor entero de {noun}; las rectas solo unen los puntos y entre ellos no hay ningún valor.",
  "linePlot.samplesDense":
    "Los puntos ({samples}) están demasiado juntos para marcarlos uno a uno; la línea los une en orden, y solo hay valores en los puntos enteros del eje ({nouns}).",
  "linePlot.samplesContinuous":
    "La curva se calcula en {samples} y se dibuja uniéndolos con rectas.",
  "linePlot.readout": "{xLabel} {x}: {values}",
  "linePlot.readoutValue": "{series} {value}",
  "linePlot.tableCaption": "{label}.",
  "linePlot.tableCaptionSampled":
    "{label}: {shown} de {total} filas, espaciadas uniformemente, incluidas la primera y la última.",

  "matrixTable.row": "fila",
  "matrixTable.column": "columna",
  "matrixTable.value": "valor",
  "matrixTable.query": "consulta",
  "matrixTable.key": "clave",
  "matrixTable.weight": "peso",
  "matrixTable.rowAxis": "{name} ↓",
  "matrixTable.colAxis": "{name} →",
  "matrixTable.scrollName": "{name}: una tabla que se desplaza horizontalmente",
  "matrixTable.colourRange.viridis": "(color de morado oscuro en {low} a amarillo en {high})",
  "matrixTable.colourRange.cividis": "(color de azul oscuro en {low} a amarillo en {high})",

  "weights.label": "Pesos de atención",
  "weights.queryWord": "palabra de consulta",
  "weights.keyWord": "palabra de clave",
  "weights.queryWords":
    "{count, plural, one {{n} palabra de consulta} many {{n} palabras de consulta} other {{n} palabras de consulta}}",
  "weights.keyWords":
    "{count, plural, one {{n} palabra de clave} many {{n} palabras de clave} other {{n} palabras de clave}}",
  "weights.weight": "peso",

  "attentionStrips.label": "Atención sobre las palabras",
  "attentionStrips.tableSummary": "Los pesos, como tabla",
  "attentionStrips.wordsLabel": "{name}: cuánta atención presta “{word}” a cada palabra",
  "attentionStrips.tableCaption": "{label}, todos los pesos.",
  "attentionStrips.position": "posición",
  "attentionStrips.word": "palabra",

  "angleDial.label": "Dial del ángulo",

  "ladder.label": "Escalera de longitudes de onda",
  "ladder.xLabel": "índice del par i",
  "ladder.yLabel": "longitud de onda λ (escala logarítmica)",
  "ladder.wavelengths": "λ de cada par",
  "ladder.turns":
    "{count, plural, one {vueltas en {n} posición} many {vueltas en {n} posiciones} other {vueltas en {n} posiciones}}",

  "counterTable.scrollName": "Tabla del contador binario (se desplaza horizontalmente)",
};

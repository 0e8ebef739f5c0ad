// The words the shared figures make up themselves (web/js/figures/*): axis words, legends, aria
// labels and the table mirrors' captions. A figure's own caption or label comes from its section.
export default {
  // The heatmap (figures/heatmap.js). Its default name, what a screen reader calls it, and its
  // default words for a row, a column and the legend.
  "heatmap.label": "Heatmap",
  "heatmap.roleDescription": "heatmap",
  "heatmap.row": "row",
  "heatmap.column": "column",
  // {n}: the count, written by format.js (no thousands separator, as the page writes counts here).
  // What a figure's rows, columns or samples are, counted ("3 positions"): figures count with
  // these (web/js/strings.js counted(noun)). {count}: the count; # writes it.
  "count.position": "{count, plural, one {# position} other {# positions}}",
  "count.dimension": "{count, plural, one {# dimension} other {# dimensions}}",
  "count.row": "{count, plural, one {# row} other {# rows}}",
  "count.column": "{count, plural, one {# column} other {# columns}}",
  "count.offset": "{count, plural, one {# offset} other {# offsets}}",
  // The same things in the plural, uncounted, for a line plot's note ("only the whole positions
  // have values").
  "plural.position": "positions",
  "plural.offset": "offsets",
  "heatmap.value": "value",
  // Axis names beside the picture. {name}: what a row or a column is ("position", "row").
  "heatmap.rowAxis": "{name} ↓",
  "heatmap.colAxis": "{name} →",
  // {low}, {high}: the ends of the colour scale, written as numbers.
  "heatmap.colourScale": "Colour scale: dark purple for {low} through teal to yellow for {high}.",
  "heatmap.hint":
    "Point at a cell, or focus the heatmap and use the arrow keys (<kbd>Home</kbd>/<kbd>End</kbd>, <kbd>Page Up</kbd>/<kbd>Down</kbd> jump).",
  // A cell, as announced: "position 3, dimension 5: 0.1234". {row}, {col}: the labels of its row
  // and column (numbers, or tokens of the reader's sentence); {value}: the cell's number.
  "heatmap.cell": "{rowName} {row}, {colName} {col}: {value}",
  // When there are more cells than pixels. {parts}: a list of heatmap.sampledOne.
  "heatmap.sampled":
    "More cells than pixels: the picture shows {parts}, so fast-changing columns can show stripes that are not in the data. Point at a cell for its exact value.",
  // "one position in about 3". {name}: what a row or a column is.
  "heatmap.sampledOne": "one {name} in about {stride}",
  // The table mirror's caption. {label}: the figure's name; {shownRows} of {rows} ("12 of 64
  // positions"): the rows in the table of all; the same for the columns.
  "heatmap.tableCaption":
    "{label}, as a table: {shownRows} of {rows} (rows) and {shownCols} of {cols} (columns).",
  "heatmap.tableCaptionCapped":
    "{label}, as a table: {shownRows} of {rows} (rows) and {shownCols} of {cols} (columns). The rest is left out here; the heatmap's arrow keys reach every cell.",
  // The table mirror's corner cell, naming both axes: "position \ dimension".
  "heatmap.corner": "{rowName} \\ {colName}",
  // The canvas's name: "Encoding table: 32 positions by 64 dimensions".
  "heatmap.name": "{label}: {rows} by {cols}",

  // Any figure drawn on a canvas or in SVG, named before it is drawn. {label}: its name.
  "figure.drawnWhenOnScreen": "{label} (drawn when this part of the page is on screen)",

  // The line plot (figures/linePlot.js).
  "linePlot.label": "Line plot",
  // The legend's name. {label}: the plot's name.
  "linePlot.legend": "Legend of {label}",
  "linePlot.tableSummary": "The plotted numbers, as a table",
  // The note under a plot of whole positions: what its lines are. The plot's own words for a
  // sample (a section may give its own, such as "offset").
  "linePlot.position": "position",
  "linePlot.positions": "positions",
  "linePlot.positionCount": "{count, plural, one {{n} position} other {{n} positions}}",
  // {noun}: what one sample is ("position").
  "linePlot.samplesDotted":
    "Each dot is one whole {noun}; the straight lines only join the dots, and there is no value between them.",
  // {samples}: the count of samples ("200 positions"); {nouns}: what they are ("positions").
  "linePlot.samplesDense":
    "The {samples} are too close together to mark one by one; the line joins them in order, and only the whole {nouns} have values.",
  // {samples}: the count of samples ("1025 distances"), for a curve defined between them too.
  "linePlot.samplesContinuous":
    "The curve is computed at {samples} and drawn through them with straight lines.",
  // The values under the pointer: "pos 3: sin 0.1411 · cos −0.99". {xLabel}: the x axis's name;
  // {x}: the x value; {values}: readout.value pieces joined by " · " (or "—").
  "linePlot.readout": "{xLabel} {x}: {values}",
  // One series' value in the readout. {series}: its name; {value}: the number.
  "linePlot.readoutValue": "{series} {value}",
  // The table's caption, when it shows every {total} row, or {shown} of them.
  "linePlot.tableCaption": "{label}.",
  "linePlot.tableCaptionSampled":
    "{label}: {shown} of {total} rows, evenly spaced, including the first and last.",

  // The matrix table (figures/matrixTable.js): its default words for a row, a column and the
  // legend; the attention-weights table's words.
  "matrixTable.row": "row",
  "matrixTable.column": "column",
  "matrixTable.value": "value",
  "matrixTable.query": "query",
  "matrixTable.key": "key",
  "matrixTable.weight": "weight",
  // The corner cell's axis names. {name}: what a row or a column is.
  "matrixTable.rowAxis": "{name} ↓",
  "matrixTable.colAxis": "{name} →",
  // The table's box while it scrolls sideways. {name}: the table's caption.
  "matrixTable.scrollName": "{name}: a table that scrolls sideways",
  // The legend, read aloud: the colour map's two ends. {low}, {high}: numbers.
  "matrixTable.colourRange.viridis": "(colour from dark purple at {low} to yellow at {high})",
  "matrixTable.colourRange.cividis": "(colour from dark blue at {low} to yellow at {high})",

  // The attention weights of a long sentence as a heatmap (figures/weightsFigure.js).
  "weights.label": "Attention weights",
  "weights.queryWord": "query word",
  "weights.keyWord": "key word",
  "weights.queryWords": "{count, plural, one {{n} query word} other {{n} query words}}",
  "weights.keyWords": "{count, plural, one {{n} key word} other {{n} key words}}",
  "weights.weight": "weight",

  // Where each model looks (figures/attentionStrips.js).
  "attentionStrips.label": "Attention over the words",
  "attentionStrips.tableSummary": "The weights, as a table",
  // A strip's name. {name}: the model's name; {word}: the sentence's word that looks.
  "attentionStrips.wordsLabel": "{name}: how much “{word}” attends to each word",
  // The table's caption. {label}: the figure's name.
  "attentionStrips.tableCaption": "{label}, every weight.",
  // The table's first two column headers.
  "attentionStrips.position": "position",
  "attentionStrips.word": "word",

  "angleDial.label": "Angle dial",

  // The wavelength ladder (figures/wavelengthLadder.js): its name, axes and series.
  "ladder.label": "Wavelength ladder",
  "ladder.xLabel": "pair index i",
  "ladder.yLabel": "wavelength λ (log scale)",
  "ladder.wavelengths": "λ of each pair",
  // A column of the ladder's table. {n}: the sentence length n, as a number. (English writes
  // "positions" even for 1.)
  "ladder.turns":
    "{count, plural, one {turns within {n} positions} other {turns within {n} positions}}",

  // The binary-counter table's box while it scrolls sideways.
  "counterTable.scrollName": "Binary counter table (scrolls sideways)",
};

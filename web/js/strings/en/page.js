// Pieces the whole page shares: downloads (downloads.js), derivations (derivation.js), equations
// and boxes that scroll sideways (math.js, scrollBox.js), the table layouts (layout.js).
export default {
  // Before a figure's download buttons.
  "download.label": "Download:",
  // The buttons: the file types.
  "download.png": "PNG",
  "download.csv": "CSV",
  // The buttons' names. {figure}: the figure's name.
  "download.pngLabel": "Download “{figure}” as a PNG image",
  "download.csvLabel": "Download the numbers of “{figure}” as CSV",
  "download.nothingYet": "Nothing is drawn yet.",
  // {file}: the saved file's name.
  "download.saved": "Saved {file}.",
  // {error}: the browser's error message.
  "download.failed.png": "Could not save the picture: {error}",
  "download.failed.csv": "Could not save the numbers: {error}",

  // The name of the derivations' first step. {i}, {d}, {base}: the pair index, d_model and base,
  // as numbers.
  "derivation.pairFrequency": "Frequency of pair i = {i} (d_model = {d}, base = {base})",

  // A box that scrolls sideways, when nothing names it better.
  "scrollBox.name": "Scrolls sideways",
  // A display equation's box, when it scrolls sideways. {number}: its place among the section's
  // equations; {section}: the section's title.
  "math.equation": "Equation, scrolls sideways",
  "math.equationIn": "Equation in “{section}”, scrolls sideways",
  "math.equationNumbered": "Equation {number}, scrolls sideways",
  "math.equationNumberedOf": "Equation {number} of “{section}”, scrolls sideways",

  // The two orders of a table's columns (the matrix section's column-order control).
  "layout.interleaved": "Interleaved (the paper): sin, cos, sin, cos, …",
  "layout.concatenated": "Concatenated: all sines, then all cosines",
};

// Spanish messages of ui (page); keys and placeholders as in en.js.
export default {
  "download.label": "Descargar:",
  "download.png": "PNG",
  "download.csv": "CSV",
  "download.pngLabel": "Descargar “{figure}” como imagen PNG",
  "download.csvLabel": "Descargar los números de “{figure}” como CSV",
  "download.nothingYet": "Todavía no hay nada dibujado.",
  "download.saved": "Se guardó {file}.",
  "download.failed.png": "No se pudo guardar la imagen: {error}",
  "download.failed.csv": "No se pudieron guardar los números: {error}",

  "derivation.pairFrequency": "Frecuencia del par i = {i} (d_model = {d}, base = {base})",

  "scrollBox.name": "Se desplaza horizontalmente",
  "math.equation": "Ecuación, se desplaza horizontalmente",
  "math.equationIn": "Ecuación en “{section}”, se desplaza horizontalmente",
  "math.equationNumbered": "Ecuación {number}, se desplaza horizontalmente",
  "math.equationNumberedOf": "Ecuación {number} de “{section}”, se desplaza horizontalmente",

  "layout.interleaved": "Intercalado (como en el artículo original): sin, cos, sin, cos, …",
  "layout.concatenated": "Concatenado: todos los senos y luego todos los cosenos",
};

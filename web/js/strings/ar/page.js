// Arabic messages of ui (page); keys and placeholders as in en.js.
export default {
  "download.label": "تنزيل:",
  "download.png": "PNG",
  "download.csv": "CSV",
  "download.pngLabel": "تنزيل “{figure}” صورةً بصيغة PNG",
  "download.csvLabel": "تنزيل أعداد “{figure}” بصيغة CSV",
  "download.nothingYet": "لم يُرسم شيء بعد.",
  "download.saved": "حُفظ الملف {file}.",
  "download.failed.png": "تعذّر حفظ الصورة: {error}",
  "download.failed.csv": "تعذّر حفظ الأعداد: {error}",

  "derivation.pairFrequency": "تردد الزوج i = {i} (d_model = {d}، base = {base})",

  "scrollBox.name": "يُمرَّر أفقيًّا",
  "math.equation": "معادلة، تُمرَّر أفقيًّا",
  "math.equationIn": "معادلة في “{section}”، تُمرَّر أفقيًّا",
  "math.equationNumbered": "المعادلة {number}، تُمرَّر أفقيًّا",
  "math.equationNumberedOf": "المعادلة {number} من “{section}”، تُمرَّر أفقيًّا",

  "layout.interleaved": "متداخل (كما في الورقة): sin، cos، sin، cos، …",
  "layout.concatenated": "متسلسل: كل الجيوب، ثم كل جيوب التمام",
};

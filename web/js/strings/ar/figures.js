// Arabic messages of ui (figures); keys and placeholders as in en.js.
export default {
  "count.position":
    "{count, plural, zero {لا مواضع} one {موضع واحد} two {موضعان} few {# مواضع} many {# موضعًا} other {# موضع}}",
  "count.dimension":
    "{count, plural, zero {لا أبعاد} one {بُعد واحد} two {بُعدان} few {# أبعاد} many {# بُعدًا} other {# بُعد}}",
  "count.row":
    "{count, plural, zero {لا صفوف} one {صف واحد} two {صفّان} few {# صفوف} many {# صفًّا} other {# صف}}",
  "count.column":
    "{count, plural, zero {لا أعمدة} one {عمود واحد} two {عمودان} few {# أعمدة} many {# عمودًا} other {# عمود}}",
  "count.offset":
    "{count, plural, zero {لا إزاحات} one {إزاحة واحدة} two {إزاحتان} few {# إزاحات} many {# إزاحةً} other {# إزاحة}}",
  "plural.position": "المواضع",
  "plural.offset": "الإزاحات",
  "heatmap.label": "خريطة حرارية",
  "heatmap.roleDescription": "خريطة حرارية",
  "heatmap.row": "الصف",
  "heatmap.column": "العمود",
  "heatmap.value": "القيمة",
  "heatmap.rowAxis": "{name} ↓",
  "heatmap.colAxis": "{name} →",
  "heatmap.colourScale":
    "مقياس الألوان: بنفسجي داكن عند {low}، مرورًا بالأزرق المخضرّ، حتى الأصفر عند {high}.",
  "heatmap.hint":
    "أشِر إلى خلية، أو ضع التركيز على الخريطة الحرارية واستعمل مفاتيح الأسهم (وتنقلك <kbd>Home</kbd>/<kbd>End</kbd> و<kbd>Page Up</kbd>/<kbd>Down</kbd> قفزًا).",
  "heatmap.cell": "{rowName} {row}، {colName} {col}: {value}",
  "heatmap.sampled":
    "عدد الخلايا أكبر من عدد البكسلات: تعرض الصورة {parts}، لذا قد تظهر في الأعمدة سريعة التغيّر خطوط ليست في البيانات. أشِر إلى خلية لترى قيمتها الدقيقة.",
  "heatmap.sampledOne": "واحدًا من كل {stride} تقريبًا على محور {name}",
  "heatmap.tableCaption":
    "{label} في صورة جدول: {shownRows} من {rows} (الصفوف) و{shownCols} من {cols} (الأعمدة).",
  "heatmap.tableCaptionCapped":
    "{label} في صورة جدول: {shownRows} من {rows} (الصفوف) و{shownCols} من {cols} (الأعمدة). حُذف الباقي هنا؛ ومفاتيح الأسهم في الخريطة الحرارية تبلغ كل خلية.",
  "heatmap.corner": "{rowName} \\ {colName}",
  "heatmap.name": "{label}: {rows} × {cols}",

  "figure.drawnWhenOnScreen": "{label} (يُرسم حين يظهر هذا الجزء من الصفحة على الشاشة)",

  "linePlot.label": "مخطط خطي",
  "linePlot.legend": "مفتاح {label}",
  "linePlot.tableSummary": "الأعداد المرسومة في صورة جدول",
  "linePlot.position": "الموضع",
  "linePlot.positions": "المواضع",
  "linePlot.positionCount":
    "{count, plural, zero {{n} موضع} one {موضع واحد} two {موضعان} few {{n} مواضع} many {{n} موضعًا} other {{n} موضع}}",
  "linePlot.samplesDotted":
    "كل نقطة تقابل قيمة صحيحة واحدة من قيم {noun}؛ والخطوط المستقيمة تصل بين النقاط فحسب، ولا قيمة بينها.",
  "linePlot.samplesDense":
    "النقاط ({samples}) أشد تقاربًا من أن تُعلَّم واحدةً واحدة؛ يصل الخط بينها بالترتيب، ولا قيم إلا عند {nouns} الصحيحة.",
  "linePlot.samplesContinuous": "يُحسب المنحنى عند {samples} ويُرسم بوصلها بخطوط مستقيمة.",
  "linePlot.readout": "{xLabel} {x}: {values}",
  "linePlot.readoutValue": "{series} {value}",
  "linePlot.tableCaption": "{label}.",
  "linePlot.tableCaptionSampled":
    "{label}: {shown} من الصفوف البالغ عددها {total}، موزَّعة على أبعاد متساوية، ومنها الأول والأخير.",

  "matrixTable.row": "الصف",
  "matrixTable.column": "العمود",
  "matrixTable.value": "القيمة",
  "matrixTable.query": "الاستعلام",
  "matrixTable.key": "المفتاح",
  "matrixTable.weight": "الوزن",
  "matrixTable.rowAxis": "{name} ↓",
  "matrixTable.colAxis": "{name} →",
  "matrixTable.scrollName": "{name}: جدول يُمرَّر أفقيًّا",
  "matrixTable.colourRange.viridis": "(اللون من البنفسجي الداكن عند {low} إلى الأصفر عند {high})",
  "matrixTable.colourRange.cividis": "(اللون من الأزرق الداكن عند {low} إلى الأصفر عند {high})",

  "weights.label": "أوزان الانتباه",
  "weights.queryWord": "كلمة الاستعلام",
  "weights.keyWord": "كلمة المفتاح",
  "weights.queryWords":
    "{count, plural, zero {{n} كلمة استعلام} one {كلمة استعلام واحدة} two {كلمتا استعلام} few {{n} كلمات استعلام} many {{n} كلمةَ استعلام} other {{n} كلمة استعلام}}",
  "weights.keyWords":
    "{count, plural, zero {{n} كلمة مفتاح} one {كلمة مفتاح واحدة} two {كلمتا مفتاح} few {{n} كلمات مفتاح} many {{n} كلمةَ مفتاح} other {{n} كلمة مفتاح}}",
  "weights.weight": "الوزن",

  "attentionStrips.label": "الانتباه موزَّعًا على الكلمات",
  "attentionStrips.tableSummary": "الأوزان في صورة جدول",
  "attentionStrips.wordsLabel": "{name}: مقدار انتباه “{word}” إلى كل كلمة",
  "attentionStrips.tableCaption": "{label}، بجميع الأوزان.",
  "attentionStrips.position": "الموضع",
  "attentionStrips.word": "الكلمة",

  "angleDial.label": "قرص الزاوية",

  "ladder.label": "سلّم الأطوال الموجية",
  "ladder.xLabel": "رقم الزوج i",
  "ladder.yLabel": "الطول الموجي λ (مقياس لوغاريتمي)",
  "ladder.wavelengths": "λ لكل زوج",
  "ladder.turns":
    "{count, plural, zero {الدورات ضمن {n} موضع} one {الدورات ضمن موضع واحد} two {الدورات ضمن موضعين} few {الدورات ضمن {n} مواضع} many {الدورات ضمن {n} موضعًا} other {الدورات ضمن {n} موضع}}",

  "counterTable.scrollName": "جدول العدّاد الثنائي (يُمرَّر أفقيًّا)",
};

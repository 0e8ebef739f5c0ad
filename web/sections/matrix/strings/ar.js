// Arabic messages of matrix; keys and placeholders as in en.js.
import exam from "./ar/exam.js";

export default {
  "control.n": "المواضع",
  "hint.n": "الصفوف: المواضع من 0 إلى n − 1",
  "hint.d": "الأعمدة: الأبعاد من 0 إلى d_model − 1",
  "hint.base": "يحدد الطول الموجي لأبطأ زوج",
  "layout.legend": "ترتيب الأعمدة",

  "heatmap.label": "مصفوفة الترميز الموضعي",
  "heatmap.rowName": "الموضع",
  "heatmap.colName": "البُعد",
  "heatmap.legend": "قيمة PE",
  "cell.describe": "الموضع {row}، البُعد {col}: {value}",
  "cell.describeConcatenated": "الموضع {row}، العمود {col} (البُعد {dim} في الورقة): {value}",
  "column.header": "{col} (البُعد {dim})",

  "cell.concatenated":
    "الموضع {row}، العمود {col} في الترتيب المتسلسل: {value} في الجدول. يحمل العمود {col} البُعد {dim} من الورقة، وهو {kind, select, sine {جيب} other {جيب تمام}} الزوج i = {pair}:",
  "cell.interleaved":
    "الموضع {row}، البُعد {col}: {value} في الجدول. البُعد {col} هو {kind, select, sine {جيب} other {جيب تمام}} الزوج i = {pair}:",

  "caption.concatenated":
    "الأعداد نفسها بعد إعادة ترتيب الأعمدة (الترتيب المتسلسل): تحمل الأعمدة من 0 إلى {lastHalf} جيوب الأزواج من 0 إلى {lastHalf}، والأعمدة من {half} إلى {last} جيوب تمام الأزواج نفسها. أما الصفوف فلم تتغير.",
  "caption.interleaved":
    "كل خلية عدد واحد من الترميز: الصف هو الموضع، والعمود هو البُعد. الأعمدة الزوجية تحمل الجيوب، والفردية تحمل جيوب التمام (الترتيب المتداخل كما في الورقة).",

  "permutation.text":
    "مع d_model = {d}، يحمل العمود المتسلسل j البُعد 2j من الورقة عندما j < {half}، والبُعد 2j − {d} + 1 = 2(j − {half}) + 1 عندما j ≥ {half}:",
  "permutation.item": "العمود {col} → البُعد {dim}",
  "permutation.gap": "وهكذا",
  "permutation.example":
    "مثلًا، عند الموضع {row} يحمل العمود {col} في الجدول المتسلسل القيمة {concatenated}، ويحمل البُعد {dim} في جدول الورقة القيمة {paper}: العدد نفسه في عمود آخر.",
  ...exam,
};

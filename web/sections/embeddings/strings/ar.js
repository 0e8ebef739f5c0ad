// Arabic messages of embeddings; keys and placeholders as in en.js.
import exam from "./ar/exam.js";

export default {
  "control.sentence": "الجملة",
  "control.sentenceHint":
    "حروف من أي أبجدية؛ من 1 إلى 32 كلمة؛ تُحذف علامات الترقيم، ولا يُفرَّق بين الأحرف الكبيرة والصغيرة",

  "table.rowHeading": "البُعد",
  "table.colHeading": "المتجه",
  "table.legend": "القيمة",
  "table.rowSin": "{dim} sin",
  "table.rowCos": "{dim} cos",
  "table.caption": "الكلمة {index}: {word}",
  "table.captionUnknown": "الكلمة {index}: {word} (ليست في المفردات)",
  "table.colEmbedding": "E({word})",
  "table.colPosition": "PE({index})",
  "table.colSum": "المجموع",

  "tokens.countShown": "عدد كلمات الجملة {count}؛ ويُعرض أول {shown} منها.",
  "tokens.count":
    "في الجملة {count, plural, zero {# كلمة} one {كلمة واحدة} two {كلمتان} few {# كلمات} many {# كلمةً} other {# كلمة}}.",
  "tokens.explain":
    "طول كل عمود {d}: E هو تضمين الكلمة (وهو نفسه للكلمة نفسها أينما وقعت)، وPE يتوقف على موضع الكلمة pos وحده (الصف 0 من كل عمود PE هو sin(pos)، والصف 1 هو cos(pos))، والمجموع يجمعهما عددًا بعدد، فطوله {d} أيضًا.",
  "tokens.unknown":
    "ليست في مفردات النموذج المصغّر: {words}؛ ومثل هذه الكلمة تحصل على تضمين مشتق من تهجئتها، هو نفسه في كل مرة.",
  "list.separator": "، ",

  "costs.caption": "عرض المدخل، وأوزان مصفوفات الاستعلام والمفتاح والقيمة معًا (طبقة واحدة)",
  "costs.colSum": "الجمع: E + PE",
  "costs.colConcat": "الوصل: [E | PE]",
  "costs.rowWidth": "d_model = {d}: عرض المدخل",
  "costs.rowWeights": "d_model = {d}: الأوزان",
  "costs.weights": "3 × {width} × {d} = {weights}",
  "refusal.theSentence": "الجملة",
  ...exam,
};

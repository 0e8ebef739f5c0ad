// Arabic messages of identity; keys and placeholders as in en.js.
import exam from "./ar/exam.js";

export default {
  "control.posHint": "موضع البداية",
  "control.kHint": "الإزاحة، من −pos فصاعدًا",

  "step.numbers": "الأعداد الأربعة التي تحتاج إليها المتطابقة",
  "step.sinDirect": "الجيب مباشرةً",
  "step.sinIdentity": "الجيب عبر المتطابقة",
  "step.cosDirect": "جيب التمام مباشرةً",
  "step.cosIdentity": "جيب التمام عبر المتطابقة",
  "step.error": "مقدار الفرق بين الطريقتين (أكبر الفرقين)",

  "rotation.legend": "العنصر",
  "rotation.rowHeading": "إلى",
  "rotation.colHeading": "من",
  "rotation.caption": "الزوج i = {i}، الإزاحة k = {k}: الدوران 2 × 2",
  "rotation.rowSin": "sin ωᵢ(pos+k)",
  "rotation.rowCos": "cos ωᵢ(pos+k)",
  "rotation.colSin": "sin ωᵢ·pos",
  "rotation.colCos": "cos ωᵢ·pos",

  "matrix.label": "مصفوفة الإزاحة Mₖ",
  "matrix.rowName": "الصف",
  "matrix.colName": "العمود",
  "matrix.legend": "عنصر Mₖ",
  "matrix.viewAll": "الأبعاد كلها ({d})",
  "matrix.corner":
    "يُعرض الركن العلوي الأيسر {size} × {size} من {mk} (الأبعاد من 0 إلى {last}، والأزواج من 0 إلى {lastPair}) من المصفوفة الكاملة {d} × {d}. ويستمر باقي القطر على النحو نفسه، بكتلة 2 × 2 لكل زوج، وكل عنصر آخر يساوي 0.",
  "matrix.whole":
    "تُعرض {mk} كاملة: مصفوفة {d} × {d}، فيها كتلة 2 × 2 لكل زوج على القطر، و0 في كل موضع آخر.",

  "cell.outside":
    "الصف {row}، العمود {col}: {value}. هذا العنصر خارج كتل 2 × 2: البُعد {row} من PE(pos + k) (الزوج {pair}) لا يأخذ شيئًا من البُعد {col} (الزوج {colPair}). كل زوج يدور وحده.",
  "cell.inBlock":
    "الصف {row}، العمود {col}: {value}، في كتلة الزوج {pair}: {entry, select, sin {جيب} minusSin {سالب جيب} other {جيب تمام}} {omega}·k، وهو يتوقف على k لا على pos.",

  "det.exact":
    "للزوج i = {i} وk = {k}، المحدِّد الذي حسبته النواة يساوي 1 تمامًا. أما الانعكاس فيعطي −1، لذا فهذه الكتلة دوران، وكذلك كل كتلة أخرى في {mk}.",
  "det.rounded":
    "للزوج i = {i} وk = {k}، المحدِّد الذي حسبته النواة يساوي {det}: أي +1 في حدود تقريب الحساب بـ64 بت (|det − 1| = {gap}). أما الانعكاس فيعطي −1، لذا فهذه الكتلة دوران، وكذلك كل كتلة أخرى في {mk}.",

  "check.noSecond":
    "لا يوجد موضع ثانٍ هنا: مع k = {k}، لا يترك الشرط pos + k ≥ 0 إلا pos = {pos} ضمن الحد {top}.",
  "check.rowHeading": "البُعد",
  "check.colHeading": "المتجه",
  "check.legend": "القيمة",
  "check.caption": "pos = {pos}، k = {k}",
  "check.rowSin": "{dim} sin",
  "check.rowCos": "{dim} cos",
  "check.colPe": "PE({pos})",
  "check.colMk": "{mk} PE({pos})",
  "check.colShifted": "PE({shifted})",
  "check.text":
    "تُعرض أول {dims} من الأبعاد البالغ عددها {d}. وعلى الأبعاد الـ{d} كلها، أكبر فرق بين {mk} PE({pos}) وPE({shifted}) هو {error}.",
  "check.both":
    "المصفوفة نفسها {mk} حوّلت PE({pos0}) إلى PE({shifted0})، وPE({pos1}) إلى PE({shifted1})، بفرق لا يتجاوز {error}، وهو خطأ التقريب في الحساب بـ64 بت (ويكبر مع كبر الزوايا). لقد بُنيت من k وحده، ولم ترَ pos قط.",
  "refusal.wholeMatrix": "لا يمكن رسم Mₖ كاملة بهذه الإعدادات: {refusal}",
  "refusal.noCheck": "لا تحقق عند pos = {pos}: {refusal}",
  ...exam,
};

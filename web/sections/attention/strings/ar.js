// Arabic messages of attention; keys and placeholders as in en.js.
import exam from "./ar/exam.js";

export default {
  "control.first": "الجملة الأولى",
  "control.second": "الجملة الثانية",
  "control.sentenceHint":
    "حروف من أي أبجدية؛ من 1 إلى 32 كلمة (16 مع المواضع المتعلَّمة)؛ 256 محرفًا على الأكثر",
  "control.peLegend": "ما يُضاف إلى كل كلمة",
  "control.peNone": "لا شيء (كما في القسم الأول)",
  "control.peSinusoidal": "PE(pos) الجيبي",
  "control.peLearned": "صف متعلَّم لكل موضع",

  "pe.none": "بلا مواضع",
  "pe.sinusoidal": "بمواضع جيبية",
  "pe.learned": "بمواضع متعلَّمة",

  "pair.unmatched":
    "في الجملة {side, select, first {الأولى} other {الثانية}}، تنتبه الكلمة {query} إلى {key} بالوزن {weight}. ولا يوجد في الجملة الأخرى زوج كهذا من الكلمات.",
  "pair.matched":
    "في الجملة {side, select, first {الأولى} other {الثانية}}، تنتبه الكلمة {query} إلى {key} بالوزن {weight}؛ أما الكلمتان نفسهما في الجملة الأخرى، {otherQuery} و{otherKey}، فوزنهما {otherWeight}.",

  "weights.caption": "{sentence}: أوزان الانتباه، {pe}",
  "unknown.text":
    "كلمات لا يعرفها النموذج المصغّر (تحصل كل منها على تضمين مشتق من تهجئتها، هو نفسه في كل مرة): الجملة الأولى: {first}؛ الجملة الثانية: {second}.",
  "unknown.none": "لا شيء",

  "compare.permutation":
    "في الجملة الثانية الكلمات نفسها التي في الأولى بترتيب آخر؛ وبالعدّ من 0، كلمتها s هي الكلمة π(s) من الأولى، π = [{permutation}].",
  "compare.notPermutation":
    "ليست الجملة الثانية إعادة ترتيب للأولى: من بين {count, plural, zero {كلماتها، وعددها #،} one {كلمتها الوحيدة} two {كلمتيها} few {كلماتها، وعددها #،} many {كلماتها، وعددها #،} other {كلماتها، وعددها #،}} {matched, plural, zero {لا توجد كلمة لها} one {توجد كلمة واحدة لها} two {توجد كلمتان لهما} few {توجد # كلمات لها} many {توجد # كلمةً لها} other {توجد # كلمة لها}} نظير هناك (الكلمة المكررة تُقرن بالكلمة نفسها بالترتيب)، والمقارنة تشمل هذه الكلمات.",
  "compare.difference":
    "{pe}، أكبر فرق بين وزن في الجملة الثانية ووزن الكلمتين نفسيهما في الأولى هو {diff}{ending, select, withoutSame {؛ ولولا المواضع لكان {plain}، كما في القسم الأول.} without {؛ ولولا المواضع لكان {plain}.} moved {: الأوزان نفسها، منقولة فحسب، تمامًا كما في القسم الأول.} other {.}}",

  "shifts.noPartner": "بلا نظير",
  "shifts.caption":
    "مقدار تغيّر متجه المخرج لكل كلمة ({pe}): طول الفرق بين مخرجها في الجملة الثانية ومخرج نظيرها في الأولى",

  "outputs.none": "لا تشترك الجملتان في أي كلمة، فلا متجه نتتبّعه.",
  "outputs.caption": "متجه المخرج للكلمة {word} (بطول {d})، {pe}",
  "outputs.rowHeading": "البُعد",
  "outputs.colHeading": "الجملة",
  "outputs.legend": "قيمة المخرج",
  "outputs.colFirst": "الأولى: {label}",
  "outputs.colSecond": "الثانية: {label}",
  "outputs.samePlace":
    "تقع في المكان نفسه، الموضع {position}، في الجملتين؛ ولم يتحرك إلا ما حولها من كلمات.",
  "outputs.moved": "تقع في الموضع {first} في الجملة الأولى، وفي الموضع {second} في الثانية.",
  "outputs.same":
    "متجه مخرجها هو نفسه حتى آخر بت: فبلا معلومات عن الموضع لا يستطيع النموذج أن يميّز بين الجملتين من وجهة نظر هذه الكلمة.",
  "outputs.shift":
    "تغيّر متجه مخرجها بمقدار {shift} (طول الفرق بين العمودين)؛ وأكبر تغيّر في أي عدد من أعداد المخرج لأي كلمة هو {max}.",
  "refusal.firstSentence": "الجملة الأولى",
  "refusal.secondSentence": "الجملة الثانية",
  "refusal.named": "{name}: {refusal}",
  "refusal.theseSentences": "هاتين الجملتين",
  ...exam,
};

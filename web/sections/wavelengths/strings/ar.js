// Arabic messages of wavelengths; keys and placeholders as in en.js.
import exam from "./ar/exam.js";

export default {
  "hint.n": "طول التسلسل: المواضع من 0 إلى n − 1",
  "hint.d": "طول المتجه؛ عدد الأزواج d_model/2",
  "hint.base": "الطول الموجي لأبطأ زوج يقارب base·2π",

  "ladder.label": "الطول الموجي لكل زوج، مع طول التسلسل",
  "lines.label": "أبعاد مختارة من الترميز عبر المواضع",
  "lines.x": "الموضع",
  "lines.y": "قيمة PE",

  "ladder.steps":
    "مع d_model = {d} وbase = {base} يكون عدد الأزواج {pairsText}. للزوج 0 الطول الموجي λ₀ = {first} (أي 2π، فأسّه 0)، وللزوج 1 الطول الموجي λ₁ = {second}، وكل زوج بعد ذلك يضرب الطول الموجي في العامل نفسه base^(2/d_model) = {ratio}. ويبلغ الزوج الأخير، i = {last}، القيمة {lambdaLast} = {lastWavelength}، أي أقل بقليل من base·2π = {ceiling}، لأن أسّه {exponent} لا 1.",
  "ladder.single":
    "مع d_model = {d} لا يوجد إلا زوج واحد، طوله الموجي λ₀ = 2π = {first}: فلا سلّم هنا نصعده.",
  "ladder.highlight": "البُعد {dim} (الزوج {pair})",
  "ladder.caption":
    "كل نقطة زوج واحد i؛ ويشترك بُعدا الجيب وجيب التمام فيه في الطول الموجي نفسه. المحور لوغاريتمي، لذا يظهر السلّم الذي يُضرب في العامل نفسه عند كل درجة خطًّا مستقيمًا. {verdict}",
  "verdict.all":
    "{pairs, plural, =1 {للزوج الوحيد طول موجي لا يتجاوز طول التسلسل n = {n}، فهو يتكرر} zero {للأزواج كلها، وعددها {pairsText}، أطوال موجية لا تتجاوز طول التسلسل n = {n}، فكل واحد منها يتكرر} one {للزوج الوحيد طول موجي لا يتجاوز طول التسلسل n = {n}، فهو يتكرر} two {للزوجين كليهما طول موجي لا يتجاوز طول التسلسل n = {n}، فكلاهما يتكرر} few {للأزواج كلها، وعددها {pairsText}، أطوال موجية لا تتجاوز طول التسلسل n = {n}، فكل واحد منها يتكرر} many {للأزواج كلها، وعددها {pairsText}، أطوال موجية لا تتجاوز طول التسلسل n = {n}، فكل واحد منها يتكرر} other {للأزواج كلها، وعددها {pairsText}، أطوال موجية لا تتجاوز طول التسلسل n = {n}، فكل واحد منها يتكرر}} داخل التسلسل؛ حتى أبطؤها يُكمل فيه {turns} دورة.",
  "verdict.none":
    "لا يوجد زوج طوله الموجي قصير قِصَرَ طول التسلسل n = {n}: حتى الزوج 0 لا يُكمل في التسلسل إلا {turns} دورة.",
  "verdict.some":
    "{repeating, plural, =1 {يقع الزوج 0} zero {تقع الأزواج من 0 إلى {lastRepeating}} one {يقع الزوج 0} two {يقع الزوجان 0 و{lastRepeating}} few {تقع الأزواج من 0 إلى {lastRepeating}} many {تقع الأزواج من 0 إلى {lastRepeating}} other {تقع الأزواج من 0 إلى {lastRepeating}}} تحت الخط n = {n}: فطولها الموجي لا يتجاوز طول التسلسل، ولذا تتكرر داخله (يُكمل الزوج 0 فيه {turnsFirst} دورة). {others, plural, zero {أما الأزواج الأخرى، وعددها {othersText}، فتقع} one {أما الزوج الآخر فيقع} two {أما الزوجان الآخران فيقعان} few {أما الأزواج الأخرى، وعددها {othersText}، فتقع} many {أما الأزواج الأخرى، وعددها {othersText}، فتقع} other {أما الأزواج الأخرى، وعددها {othersText}، فتقع}} فوقه؛ وأبطأ الأزواج، الزوج {last}، لا يُكمل إلا {turnsLast} دورة، فلا يقطع عبر التسلسل كله إلا جزءًا صغيرًا من دورة واحدة.",
  "bound.floor": "2π ≈ {value}",
  "bound.ceiling": "base·2π ≈ {value}",
  "ladder.description":
    "سلّم الأطوال الموجية: {pairs, plural, zero {{pairsText} زوج} one {زوج واحد} two {زوجان} few {{pairsText} أزواج} many {{pairsText} زوجًا} other {{pairsText} زوج}} من λ = {first} إلى {lastWavelength} على مقياس لوغاريتمي؛ منها {repeating} تحت طول التسلسل n = {n}.",

  "lines.series": "البُعد {dim}",
  "lines.factFirst":
    "البُعد {dim} ({kind, select, sine {جيب} other {جيب تمام}} الزوج {pair}، λ = {wavelength}) يُكمل {turns} دورة في {n, plural, zero {{nText} موضع} one {موضع واحد} two {موضعين} few {{nText} مواضع} many {{nText} موضعًا} other {{nText} موضع}}، وتتراوح قيمه بين {low} و{high}",
  "lines.fact":
    "البُعد {dim} ({kind, select, sine {جيب} other {جيب تمام}} الزوج {pair}، λ = {wavelength}) يُكمل {turns} دورة في {n, plural, zero {{nText} موضع} one {موضع واحد} two {موضعين} few {{nText} مواضع} many {{nText} موضعًا} other {{nText} موضع}}، وتتراوح قيمه بين {low} و{high}",
  "lines.caption":
    "قيم PE(pos) في الأبعاد المختارة للمواضع من 0 إلى {last}. {facts}. الأبعاد الأولى تجتاز مداها كله مرات كثيرة؛ أما الأخيرة فبالكاد تفارق قيمتها الابتدائية (0 للجيب، و1 لجيب التمام).",
  "lines.description": "مخطط خطي للأبعاد {dims} عبر المواضع من 0 إلى {last}.",

  "counter.place": "خانة {place}",
  "counter.dim": "البُعد {dim}",
  "counter.wavelength": "λ {value}",
  "counter.caption": "المواضع من 0 إلى {last}: الأرقام الثنائية وقيم الترميز",
  "counter.rowName": "pos",
  "counter.summaryName": "الانقلابات",
  "counter.digits": "الأرقام الثنائية",
  "counter.values": "قيم الترميز",
  "counter.text":
    "الصف الأخير، “الانقلابات”، يعدّ كم مرة يتغير العمود من موضع إلى الذي يليه: الرقم بين 0 و1، وقيمة الترميز بين الموجب والسالب (مظلَّلة). على المواضع من 0 إلى {last} ينقلب رقم خانة الـ1 {ones, plural, =1 {مرة واحدة} zero {# مرة} one {مرة واحدة} two {مرتين} few {# مرات} many {# مرةً} other {# مرة}}، ورقم خانة الـ8 {eights, plural, =1 {مرة واحدة} zero {# مرة} one {مرة واحدة} two {مرتين} few {# مرات} many {# مرةً} other {# مرة}}. ويغيّر البُعد {fastDim} إشارته {fastChanges, plural, =1 {مرة واحدة} zero {# مرة} one {مرة واحدة} two {مرتين} few {# مرات} many {# مرةً} other {# مرة}} ويمتد من {fastLow} إلى {fastHigh}؛ أما البُعد {slowDim} فيغيّر إشارته {slowChanges, plural, =1 {مرة واحدة} zero {# مرة} one {مرة واحدة} two {مرتين} few {# مرات} many {# مرةً} other {# مرة}} ويبقى بين {slowLow} و{slowHigh}. كل رقم ثنائي أبطأ بعامل 2 من الرقم الذي يليه في المرتبة الأدنى{several, select, yes {؛ وكل زوج هنا أبطأ {ratio} مرة من الزوج الذي قبله.} other {.}}",
  ...exam,
};

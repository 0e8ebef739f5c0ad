// Arabic messages of the formula exam questions; keys and placeholders as in en/exam.js.
export default {
  "q.slip.dimensionAsPair":
    "هذه قيمة PE محسوبةً بـi = {dim}، أي رقم البُعد، بدلًا من دليل الزوج {pair}.",
  "q.slip.degrees":
    "هذه قيمة PE والزاوية مقروءة بالدرجات: كانت الآلة الحاسبة على وضع الدرجات. والزاوية pos·ωᵢ بالراديان.",
  "q.slip.twoDropped":
    "هذه قيمة PE محسوبةً بـbase^(i/d_model): سقط العدد 2 من 2i في الأس (الصواب {twoI}/{d}).",
  "q.slip.swapped":
    "هذا {fn, select, sine {جيب} other {جيب تمام}} الزاوية الصحيحة: تبادل sin وcos مكانيهما. البُعد j = {dim} {parity, select, even {زوجي} other {فردي}}، فهو يحمل {right, select, sine {الجيب} other {جيب التمام}}.",
  "q.slip.halfDModel": "هذه قيمة PE محسوبةً بـd_model/2 = {half} في الأس بدلًا من d_model = {d}.",
  "q.slip.offByOne":
    "هذه قيمة PE عند الموضع {at}: الموضع منزاح بواحد (المواضع تُعدّ من 0، وهذا الموضع هو {pos}).",
  "q.simple.raw.name": "الدليل الخام pos نفسه، مضافًا إلى كل بُعد",
  "q.simple.raw.text":
    "أعداده تكبر بلا حدّ: الموضع 500 يضيف 500 إلى متجهات كلمات عناصرها في حدود ±1، فيطمسها.",
  "q.simple.fraction.name": "الكسر pos/n من طول الجملة n (هنا n = {n})",
  "q.simple.fraction.text":
    "الموضع نفسه يأخذ عددًا مختلفًا في جمل مختلفة الطول، فلا يدل الموضع 3 على شيء ثابت.",
  "q.simple.onehot.name": "متجه الواحد الساخن (one-hot)، فيه 1 في البُعد pos و0 في غيره",
  "q.simple.onehot.text":
    "المسافات بين المواضع كلها متساوية، فلا شيء يقول إن 3 أقرب إلى 4 منه إلى 40؛ ثم إنه يحتاج إلى بُعد لكل موضع.",
  "q.simple.binary.name": "الأرقام الثنائية للموضع pos، بتٌّ لكل بُعد",
  "q.simple.binary.text":
    "قيمه تقفز بين 0 و1، فقد يختلف موضعان متجاوران مثل 7 و8 في كل البتات دفعة واحدة.",
  "q.simple.prompt": "من الأفكار الأولى لترميز الموضع: {name}. ما العيب فيها؟",
  "q.simple.legend": "موطن الخلل",
  "q.simple.other": "هذا يصدق على ترميز آخر ({name})، لا على هذا الترميز.",
  "q.simple.hint":
    "اسأل عن ثلاثة أمور في أي ترميز: هل أعداده محدودة؟ وهل يعني الموضع الشيء نفسه في كل جملة؟ وهل المواضع المتقاربة متقاربة في ترميزها؟",
  "q.simple.flaw": "عيب {name}: {text}",
  "q.simple.sinusoidal":
    "الترميز الجيبي يستوفي الشروط الثلاثة. أعداده تبقى بين −1 و1 عند أي موضع: {bounded}. ولا يعتمد على طول الجملة: {same} في كل جملة.",
  "q.simple.near": "والمواضع المتقاربة متقاربة: مع d_model = 8، {maths}.",
  "q.value.prompt":
    "ترميزٌ فيه d_model = {d} والأساس {base}. احسب {maths}، أي العدد الذي في البُعد j = {dim} عند الموضع pos = {pos}.",
  "q.value.label": "PE({pos}, {dim})",
  "q.value.hint":
    "البُعد j = {dim} {parity, select, even {زوجي} other {فردي}}، فهو يحمل {fn, select, sine {جيب} other {جيب تمام}} الزوج i = ⌊{dim}/2⌋ = {pair}. اقسم pos على base^(2i/d_model) لتحصل على الزاوية، ثم خذ {fn, select, sine {جيبها} other {جيب تمامها}} بالراديان.",
  "q.value.which":
    "البُعد j = {dim} = {fn, select, sine {2i} other {2i + 1}} حيث i = {pair}: إنه {fn, select, sine {جيب} other {جيب تمام}} الزوج {pair}.",
};

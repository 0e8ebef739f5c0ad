// Arabic messages of the formula exam questions; keys and placeholders as in en/exam.js.
export default {
  "q.slip.dimensionAsPair":
    "هذه قيمة PE محسوبةً بـ\u2066i = {dim}\u2069، أي رقم البُعد، بدلًا من دليل الزوج {pair}.",
  "q.slip.degrees":
    "هذه قيمة PE والزاوية مقروءة بالدرجات: كانت الآلة الحاسبة على وضع الدرجات. والزاوية \u2066pos·ωᵢ\u2069 بالراديان.",
  "q.slip.twoDropped":
    "هذه قيمة PE محسوبةً بـ\u2066base^(i/d_model)\u2069: سقط العدد 2 من 2i في الأس (الصواب \u2066{twoI}/{d}\u2069).",
  "q.slip.swapped":
    "هذا {fn, select, sine {جيب} other {جيب تمام}} الزاوية الصحيحة: تبادل sin وcos مكانيهما. البُعد \u2066j = {dim}\u2069 {parity, select, even {زوجي} other {فردي}}، فهو يحمل {right, select, sine {الجيب} other {جيب التمام}}.",
  "q.slip.halfDModel":
    "هذه قيمة PE محسوبةً بـ\u2066d_model/2 = {half}\u2069 في الأس بدلًا من \u2066d_model = {d}\u2069.",
  "q.slip.offByOne":
    "هذه قيمة PE عند الموضع {at}: الموضع منزاح بواحد (المواضع تُعدّ من 0، وهذا الموضع هو {pos}).",
  "q.simple.raw.name": "الدليل الخام pos نفسه، مضافًا إلى كل بُعد",
  "q.simple.raw.text":
    "أعداده تكبر بلا حدّ: الموضع 500 يضيف 500 إلى متجهات كلمات عناصرها في حدود \u2066±1\u2069، فيطمسها.",
  "q.simple.fraction.name": "الكسر \u2066pos/n\u2069 من طول الجملة n (هنا \u2066n = {n}\u2069)",
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
    "الترميز الجيبي يستوفي الشروط الثلاثة. أعداده تبقى بين \u2066−1\u2069 و1 عند أي موضع: {bounded}. ولا يعتمد على طول الجملة: {same} في كل جملة.",
  "q.simple.near": "والمواضع المتقاربة متقاربة: مع \u2066d_model = 8\u2069، {maths}.",
  "q.value.prompt":
    "ترميزٌ فيه \u2066d_model = {d}\u2069 والأساس {base}. احسب {maths}، أي العدد الذي في البُعد \u2066j = {dim}\u2069 عند الموضع \u2066pos = {pos}\u2069.",
  "q.value.label": "\u2066PE({pos}, {dim})\u2069",
  "q.value.hint":
    "البُعد \u2066j = {dim}\u2069 {parity, select, even {زوجي} other {فردي}}، فهو يحمل {fn, select, sine {جيب} other {جيب تمام}} الزوج \u2066i = ⌊{dim}/2⌋ = {pair}\u2069. اقسم pos على \u2066base^(2i/d_model)\u2069 لتحصل على الزاوية، ثم خذ {fn, select, sine {جيبها} other {جيب تمامها}} بالراديان.",
  "q.value.which":
    "البُعد \u2066j = {dim} = {fn, select, sine {2i} other {2i + 1}}\u2069 حيث \u2066i = {pair}\u2069: إنه {fn, select, sine {جيب} other {جيب تمام}} الزوج {pair}.",
};

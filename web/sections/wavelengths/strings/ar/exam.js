// Arabic messages of the wavelengths exam questions; keys and placeholders as in en/exam.js.
export default {
  "q.speed.prompt":
    "في ترميز فيه \u2066d_model = {d}\u2069 والأساس {base}، أيّ هذه الأبعاد يتذبذب {want, select, fastest {أسرع} other {أبطأ}} من غيره كلما زاد الموضع؟",
  "q.speed.legend": "البُعد {want, select, fastest {الأسرع} other {الأبطأ}}",
  "q.speed.option": "البُعد \u2066j = {dim}\u2069",
  "q.speed.diagnosis":
    "البُعد \u2066j = {dim}\u2069 ينتمي إلى الزوج \u2066i = {pair}\u2069، وطوله الموجي \u2066λ = {lambda}\u2069: وهو {want, select, fastest {أطول} other {أقصر}} من \u2066λ = {correctLambda}\u2069 للبُعد \u2066j = {correct}\u2069. لا يهم إلا دليل الزوج، والزوج ذو i الصغير يدور بسرعة.",
  "q.speed.hint":
    "لا يهم إلا دليل الزوج \u2066i = ⌊j/2⌋\u2069: فالجيب وجيب تمامه يدوران معًا. والتردد \u2066ωᵢ = 1/base^(2i/d_model)\u2069 يصغر كلما كبر i، فالأزواج ذات i الصغير تدور بسرعة، وذات i الكبير تدور ببطء.",
  "q.speed.step":
    "البُعد \u2066j = {dim}\u2069 ({fn, select, sine {جيب} other {جيب تمام}} الزوج \u2066i = {pair}\u2069): {maths}",
  "q.speed.answer":
    "البُعد {want, select, fastest {الأسرع} other {الأبطأ}} هو \u2066j = {correct}\u2069: له {want, select, fastest {أكبر} other {أصغر}} ω، ومن ثَمّ {want, select, fastest {أقصر} other {أطول}} طول موجي (عدد المواضع في الدورة الكاملة).",
  "q.wavelength.prompt":
    "مع \u2066d_model = {d}\u2069 والأساس {base}، كم موضعًا يحتاج الزوج \u2066i = {pair}\u2069 (البُعدان \u2066j = {sin}\u2069 و\u2066j = {cos}\u2069) ليُتمّ دورة كاملة؟ هذا هو طوله الموجي {maths}.",
  "q.wavelength.halfDModel":
    "هذه القيمة \u20662π·base^(4i/d_model)\u2069: إما أنه استُعمل \u2066d_model/2 = {half}\u2069 مكان d_model، وإما أنه استُعمل البُعد \u20662i = {twoI}\u2069 مكان دليل الزوج {pair}.",
  "q.wavelength.twoDropped":
    "هذه القيمة \u20662π·base^(i/d_model)\u2069: سقط العدد 2 من 2i في الأس.",
  "q.wavelength.degrees":
    "هذه الإجابة تجعل الدورة الكاملة 360، وهذه درجات. الزاوية \u2066pos·ωᵢ\u2069 بالراديان، والدورة الكاملة 2π.",
  "q.wavelength.noTwoPi":
    "هذه القيمة \u2066base^(2i/d_model) = 1/ω_{pair}\u2069، أي المقسوم عليه: ينقصها العامل 2π الذي تمثله الدورة الكاملة.",
  "q.wavelength.omega":
    "هذه القيمة ω_{pair}، أي التردد (راديان لكل موضع). أما الطول الموجي فهو \u20662π/ωᵢ\u2069.",
  "q.wavelength.hint":
    "الدورة الكاملة 2π راديان، وكل موضع يضيف ωᵢ راديان، فالطول الموجي هو \u20662π/ωᵢ = 2π · base^(2i/d_model)\u2069.",
  "q.wavelength.divisor": "المقسوم عليه: {maths}",
  "q.wavelength.wavelength": "الطول الموجي: {maths} من المواضع.",
  "q.base.prompt":
    "مع \u2066d_model = {d}\u2069 والأساس {base}، تشكّل الأطوال الموجية λ₀، λ₁، … سلّمًا هندسيًّا. بأي عامل يزيد كل طول موجي على الذي قبله، {maths}؟",
  "q.base.halfDModel":
    "هذه القيمة \u2066base^(4/d_model)\u2069: استُعمل \u2066d_model/2 = {half}\u2069 مكان \u2066d_model = {d}\u2069.",
  "q.base.twoDropped": "هذه القيمة \u2066base^(1/d_model)\u2069: سقط العدد 2 من 2i في الأس.",
  "q.base.hint":
    "اكتب \u2066λᵢ = 2π·base^(2i/d_model)\u2069، ثم \u2066λ_(i+1) = 2π·base^(2(i+1)/d_model)\u2069، واقسم الثاني على الأول: يُختصر 2π ومعظم الأس.",
  "q.base.ends":
    "يبدأ السلّم من {start} أيًّا كان الأساس، ويصعد حتى {top}، أي دون \u2066base·2π = {ceiling}\u2069 بقليل.",
  "q.base.larger":
    "فالأساس إذن يحدد قمة السلّم: الأساس {larger} يجعل الطول الموجي لأبطأ زوج \u2066λ{lastSub} = {slowest}\u2069، وكل درجة في السلّم أطول من سابقتها {ratio} مرة، بينما يبقى λ₀ مساويًا 2π. والأساس الأكبر يتيح للأزواج البطيئة أن تميّز بين مواضع أشد تباعدًا بكثير؛ فضمن المواضع الـ{n} الأولى يتكرر {repeating} من الأزواج الـ{pairs} مع الأساس {base}.",
};

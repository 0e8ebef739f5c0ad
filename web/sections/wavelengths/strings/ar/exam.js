// Arabic messages of the wavelengths exam questions; keys and placeholders as in en/exam.js.
export default {
  "q.speed.prompt":
    "في ترميز فيه d_model = {d} والأساس {base}، أيّ هذه الأبعاد يتذبذب {want, select, fastest {أسرع} other {أبطأ}} من غيره كلما زاد الموضع؟",
  "q.speed.legend": "البُعد {want, select, fastest {الأسرع} other {الأبطأ}}",
  "q.speed.option": "البُعد j = {dim}",
  "q.speed.diagnosis":
    "البُعد j = {dim} ينتمي إلى الزوج i = {pair}، وطوله الموجي λ = {lambda}: وهو {want, select, fastest {أطول} other {أقصر}} من λ = {correctLambda} للبُعد j = {correct}. لا يهم إلا دليل الزوج، والزوج ذو i الصغير يدور بسرعة.",
  "q.speed.hint":
    "لا يهم إلا دليل الزوج i = ⌊j/2⌋: فالجيب وجيب تمامه يدوران معًا. والتردد ωᵢ = 1/base^(2i/d_model) يصغر كلما كبر i، فالأزواج ذات i الصغير تدور بسرعة، وذات i الكبير تدور ببطء.",
  "q.speed.step":
    "البُعد j = {dim} ({fn, select, sine {جيب} other {جيب تمام}} الزوج i = {pair}): {maths}",
  "q.speed.answer":
    "البُعد {want, select, fastest {الأسرع} other {الأبطأ}} هو j = {correct}: له {want, select, fastest {أكبر} other {أصغر}} ω، ومن ثَمّ {want, select, fastest {أقصر} other {أطول}} طول موجي (عدد المواضع في الدورة الكاملة).",
  "q.wavelength.prompt":
    "مع d_model = {d} والأساس {base}، كم موضعًا يحتاج الزوج i = {pair} (البُعدان j = {sin} وj = {cos}) ليُتمّ دورة كاملة؟ هذا هو طوله الموجي {maths}.",
  "q.wavelength.halfDModel":
    "هذه القيمة 2π·base^(4i/d_model): إما أنه استُعمل d_model/2 = {half} مكان d_model، وإما أنه استُعمل البُعد 2i = {twoI} مكان دليل الزوج {pair}.",
  "q.wavelength.twoDropped": "هذه القيمة 2π·base^(i/d_model): سقط العدد 2 من 2i في الأس.",
  "q.wavelength.degrees":
    "هذه الإجابة تجعل الدورة الكاملة 360، وهذه درجات. الزاوية pos·ωᵢ بالراديان، والدورة الكاملة 2π.",
  "q.wavelength.noTwoPi":
    "هذه القيمة base^(2i/d_model) = 1/ω_{pair}، أي المقسوم عليه: ينقصها العامل 2π الذي تمثله الدورة الكاملة.",
  "q.wavelength.omega":
    "هذه القيمة ω_{pair}، أي التردد (راديان لكل موضع). أما الطول الموجي فهو 2π/ωᵢ.",
  "q.wavelength.hint":
    "الدورة الكاملة 2π راديان، وكل موضع يضيف ωᵢ راديان، فالطول الموجي هو 2π/ωᵢ = 2π · base^(2i/d_model).",
  "q.wavelength.divisor": "المقسوم عليه: {maths}",
  "q.wavelength.wavelength": "الطول الموجي: {maths} من المواضع.",
  "q.base.prompt":
    "مع d_model = {d} والأساس {base}، تشكّل الأطوال الموجية λ₀، λ₁، … سلّمًا هندسيًّا. بأي عامل يزيد كل طول موجي على الذي قبله، {maths}؟",
  "q.base.halfDModel": "هذه القيمة base^(4/d_model): استُعمل d_model/2 = {half} مكان d_model = {d}.",
  "q.base.twoDropped": "هذه القيمة base^(1/d_model): سقط العدد 2 من 2i في الأس.",
  "q.base.hint":
    "اكتب λᵢ = 2π·base^(2i/d_model)، ثم λ_(i+1) = 2π·base^(2(i+1)/d_model)، واقسم الثاني على الأول: يُختصر 2π ومعظم الأس.",
  "q.base.ends":
    "يبدأ السلّم من {start} أيًّا كان الأساس، ويصعد حتى {top}، أي دون base·2π = {ceiling} بقليل.",
  "q.base.larger":
    "فالأساس إذن يحدد قمة السلّم: الأساس {larger} يجعل الطول الموجي لأبطأ زوج λ{lastSub} = {slowest}، وكل درجة في السلّم أطول من سابقتها {ratio} مرة، بينما يبقى λ₀ مساويًا 2π. والأساس الأكبر يتيح للأزواج البطيئة أن تميّز بين مواضع أشد تباعدًا بكثير؛ فضمن المواضع الـ{n} الأولى يتكرر {repeating} من الأزواج الـ{pairs} مع الأساس {base}.",
};

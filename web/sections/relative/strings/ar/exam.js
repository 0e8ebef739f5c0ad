// Arabic messages of the relative exam questions; keys and placeholders as in en/exam.js.
export default {
  "q.relative.prompt":
    "مع d_model = {d} والأساس {base}، احسب الجداء النقطي PE(pos) · PE(pos + {k}). (أي قيمة لـpos تعطي العدد نفسه، وهذا بيت القصيد في السؤال.)",
  "q.relative.label": "PE(pos) · PE(pos + {k})",
  "q.relative.degrees": "هذا هو المجموع والزوايا ωᵢ k مقروءة بالدرجات: إنها بالراديان.",
  "q.relative.swapped":
    "هذا Σ sin(ωᵢ k): كل زوج يعطي sin·sin + cos·cos، وهو جيب تمام الفرق، cos(ωᵢ k).",
  "q.relative.halfDModel": "هذا هو المجموع بـd_model/2 = {half} في أس ωᵢ بدلًا من d_model = {d}.",
  "q.relative.hint":
    "يُسهم الزوج i بالمقدار sin(a)sin(b) + cos(a)cos(b) حيث a = ωᵢ pos وb = ωᵢ(pos + k). أي متطابقة تحوّل ذلك إلى مقدار خالٍ من pos؟",
  "q.relative.each":
    "{maths}: كل زوج يُسهم بجيب تمام الزاوية التي يقطعها في k من الخطوات، وقد اختفى pos.",
  "q.relative.core":
    "الجداءات النقطية التي تحسبها النواة للمتجهات نفسها: {at1} عند pos = {pos1}، و{at2} عند pos = {pos2}. وللإزاحة −{k}: {back}، القيمة نفسها، لأن جيب التمام دالة زوجية.",
  "q.symmetry.prompt":
    "مع d_model = {d}، تعطي النواة PE({pos}) · PE({ahead}) = {dotAhead}، وPE({pos}) · PE({behind}) = {dotBehind}: فالإزاحتان k و−k تعطيان العدد نفسه. لماذا؟",
  "q.symmetry.legend": "السبب",
  "q.symmetry.even":
    "كل زوج يضيف cos(ωᵢ k)، وجيب التمام دالة زوجية: cos(−x) = cos x. فالجداء النقطي يخبر كم يتباعد الموضعان، لا أيهما يسبق الآخر.",
  "q.symmetry.odd":
    "الجيب دالة فردية، sin(−x) = −sin x، فتتلاشى أبعاد الجيب مثنى مثنى، ولا يُبقي الجداء النقطي إلا قيمة البُعد الأول، وهي واحدة في الحالتين.",
  "q.symmetry.oddDiagnosis":
    "لا شيء يتلاشى: كل زوج يعطي sin·sin + cos·cos = cos(ωᵢ k). ولو كان المجموع مجموع جيوب لكان دالة فردية في k (هنا Σ sin(ωᵢ k) = {sines}).",
  "q.symmetry.coincidence":
    "إنها مصادفة خاصة بـk = {k}: ففي معظم الإزاحات يختلف الجداءان النقطيان، ولا تعطي العددَ نفسه مرتين إلا مضاعفاتُ الطول الموجي.",
  "q.symmetry.coincidenceDiagnosis":
    "الأمر صحيح لكل k: الجداء النقطي هو Σ cos(ωᵢ k)، وcos(−x) = cos x دائمًا.",
  "q.symmetry.period":
    "الترميز يتكرر بدورة طولها 2k، فيأخذ الموضعان {behind} و{ahead} المتجه نفسه، وأي متجه يُضرب فيه ضربًا نقطيًّا يعطي العدد نفسه.",
  "q.symmetry.periodDiagnosis":
    "PE({behind}) وPE({ahead}) متجهان مختلفان؛ وما يتفق هو جداءاهما النقطيان مع PE({pos}) فحسب.",
  "q.symmetry.hint":
    "اكتب إسهام زوج واحد في الجداء النقطي على صورة جيب تمام واحد. ماذا يحدث لجيب التمام حين تنقلب إشارة وسيطه؟",
  "q.symmetry.sum": "{maths}، وهي دالة في k وحدها.",
  "q.symmetry.same": "{maths}، فالإزاحة k = −{k} تعطي المجموع نفسه: {dotBehind} = {dotAhead}.",
  "q.symmetry.signal":
    "الجداء النقطي إشارة أشبه بالمسافة: يخبر كم تبلغ المسافة، ولا يخبر أبدًا في أي اتجاه. والنموذج الذي يحتاج إلى «قبل» و«بعد» لا بد أن يحصل عليهما من مصدر آخر (من الجيوب عبر W_Q وW_K، أو من قناع سببي).",
};

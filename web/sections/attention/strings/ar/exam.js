// Arabic messages of the attention exam questions; keys and placeholders as in en/exam.js.
export default {
  "q.scale.prompt":
    "في النموذج المصغّر (d_model = {d}، مواضع جيبية) وهو يقرأ «{sentence}»، الجداء النقطي لاستعلام «{from}» (الرمز s = {s}) ومفتاح «{to}» (الرمز t = {t}) هو {maths}. ما الدرجة التي تتلقاها softmax في الصف {s} للرمز t = {t}؟",
  "q.scale.label": "درجة s = {s}، t = {t}",
  "q.scale.unscaled": "هذا هو الجداء النقطي الخام: ما زال يجب قسمته على √d_model.",
  "q.scale.overDModel": "هذه قسمة على d_model = {d}؛ والدرجات تُقسم على √d_model = {root}.",
  "q.scale.hint":
    "درجات الانتباه هي Q Kᵀ / √d_model: الجداء النقطي مقسومًا على الجذر التربيعي للعرض.",
  "q.scale.scoreWord": "الدرجة",
  "q.scale.computed": "{maths} (الدرجة التي حسبها النموذج المصغّر نفسه بدقة 32 بت: {toy}).",
  "q.scale.why":
    "لماذا √d_model؟ الجداء النقطي يجمع d_model = {d} من حواصل الضرب. فإن كانت متقاربة في الحجم، كان انتشار مجموعها من رتبة √d_model، فتعطي النماذج الأعرض درجات أكبر فأكبر، وتضع softmax الوزن كله تقريبًا على رمز واحد. والقسمة على √d_model تُبقي الدرجات بالحجم نفسه أيًّا كان العرض.",
};

// Arabic messages of the attention exam questions; keys and placeholders as in en/exam.js.
export default {
  "q.scale.prompt":
    "في النموذج المصغّر (\u2066d_model = {d}\u2069، مواضع جيبية) وهو يقرأ «{sentence}»، الجداء النقطي لاستعلام «{from}» (الرمز \u2066s = {s}\u2069) ومفتاح «{to}» (الرمز \u2066t = {t}\u2069) هو {maths}. ما الدرجة التي تتلقاها softmax في الصف {s} للرمز \u2066t = {t}\u2069؟",
  "q.scale.label": "درجة \u2066s = {s}\u2069، \u2066t = {t}\u2069",
  "q.scale.unscaled": "هذا هو الجداء النقطي الخام: ما زال يجب قسمته على \u2066√d_model\u2069.",
  "q.scale.overDModel":
    "هذه قسمة على \u2066d_model = {d}\u2069؛ والدرجات تُقسم على \u2066√d_model = {root}\u2069.",
  "q.scale.hint":
    "درجات الانتباه هي \u2066Q Kᵀ / √d_model\u2069: الجداء النقطي مقسومًا على الجذر التربيعي للعرض.",
  "q.scale.scoreWord": "الدرجة",
  "q.scale.computed": "{maths} (الدرجة التي حسبها النموذج المصغّر نفسه بدقة 32 بت: {toy}).",
  "q.scale.why":
    "لماذا \u2066√d_model\u2069؟ الجداء النقطي يجمع \u2066d_model = {d}\u2069 من حواصل الضرب. فإن كانت متقاربة في الحجم، كان انتشار مجموعها من رتبة \u2066√d_model\u2069، فتعطي النماذج الأعرض درجات أكبر فأكبر، وتضع softmax الوزن كله تقريبًا على رمز واحد. والقسمة على \u2066√d_model\u2069 تُبقي الدرجات بالحجم نفسه أيًّا كان العرض.",
};

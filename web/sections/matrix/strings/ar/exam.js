// Arabic messages of the matrix exam questions; keys and placeholders as in en/exam.js.
export default {
  "q.layout.prompt":
    "كثير من الدروس تعرض PE بترتيب متسلسل: الجيوب الـ{half} كلها أولًا (الأعمدة من 0 إلى {halfLast})، ثم جيوب التمام الـ{half} كلها. مع d_model = {d} والأساس {base}، ما العدد الواقع في العمود {col} من الصف pos = {pos} في هذا الترتيب؟",
  "q.layout.label": "العمود {col}، pos {pos}",
  "q.layout.interleaved":
    "هذا هو العدد الواقع في العمود {col} من الترتيب المتداخل (البُعد j = {col} في الورقة الأصلية). أما في الترتيب المتسلسل فالعمود {col} يحمل البُعد j = {dim}.",
  "q.layout.swapped":
    "هذا {fn, select, sine {جيب} other {جيب تمام}} الزوج {pair}: والعمود {col} يقع في النصف {half, select, first {الأول (الجيوب)} other {الثاني (جيوب التمام)}}.",
  "q.layout.degrees": "هذا هو العنصر الصحيح لكن بزاوية مقروءة بالدرجات: الزاوية pos·ωᵢ بالراديان.",
  "q.layout.hint":
    "في الترتيب المتسلسل، العمود c < d_model/2 هو جيب الزوج i = c، والعمود c ≥ d_model/2 هو جيب تمام الزوج i = c − d_model/2.",
  "q.layout.which":
    "العمود {col} {fn, select, sine {أصغر من d_model/2 = {half}: إنه جيب الزوج i = {pair}} other {يساوي d_model/2 = {half} أو يتجاوزه: إنه جيب تمام الزوج i = {col} − {half} = {pair}}}، وهو ما يضعه الترتيب المتداخل في الورقة الأصلية في البُعد j = {dim}.",
  "q.layout.value":
    "القيمة: {maths}. الترتيبان يحملان الأعداد نفسها، ولا يختلف بينهما إلا ترتيب الأعمدة، وهو تبديل ثابت تستطيع أول مصفوفة في النموذج أن تعكسه.",
};

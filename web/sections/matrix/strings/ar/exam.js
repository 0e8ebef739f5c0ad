// Arabic messages of the matrix exam questions; keys and placeholders as in en/exam.js.
export default {
  "q.layout.prompt":
    "كثير من الدروس تعرض PE بترتيب متسلسل: الجيوب الـ{half} كلها أولًا (الأعمدة من 0 إلى {halfLast})، ثم جيوب التمام الـ{half} كلها. مع \u2066d_model = {d}\u2069 والأساس {base}، ما العدد الواقع في العمود {col} من الصف \u2066pos = {pos}\u2069 في هذا الترتيب؟",
  "q.layout.label": "العمود {col}، \u2066pos {pos}\u2069",
  "q.layout.interleaved":
    "هذا هو العدد الواقع في العمود {col} من الترتيب المتداخل (البُعد \u2066j = {col}\u2069 في الورقة الأصلية). أما في الترتيب المتسلسل فالعمود {col} يحمل البُعد \u2066j = {dim}\u2069.",
  "q.layout.swapped":
    "هذا {fn, select, sine {جيب} other {جيب تمام}} الزوج {pair}: والعمود {col} يقع في النصف {half, select, first {الأول (الجيوب)} other {الثاني (جيوب التمام)}}.",
  "q.layout.degrees":
    "هذا هو العنصر الصحيح لكن بزاوية مقروءة بالدرجات: الزاوية \u2066pos·ωᵢ\u2069 بالراديان.",
  "q.layout.hint":
    "في الترتيب المتسلسل، العمود \u2066c < d_model/2\u2069 هو جيب الزوج \u2066i = c\u2069، والعمود \u2066c ≥ d_model/2\u2069 هو جيب تمام الزوج \u2066i = c − d_model/2\u2069.",
  "q.layout.which":
    "العمود {col} {fn, select, sine {أصغر من \u2066d_model/2 = {half}\u2069: إنه جيب الزوج \u2066i = {pair}\u2069} other {يساوي \u2066d_model/2 = {half}\u2069 أو يتجاوزه: إنه جيب تمام الزوج \u2066i = {col} − {half} = {pair}\u2069}}، وهو ما يضعه الترتيب المتداخل في الورقة الأصلية في البُعد \u2066j = {dim}\u2069.",
  "q.layout.value":
    "القيمة: {maths}. الترتيبان يحملان الأعداد نفسها، ولا يختلف بينهما إلا ترتيب الأعمدة، وهو تبديل ثابت تستطيع أول مصفوفة في النموذج أن تعكسه.",
};

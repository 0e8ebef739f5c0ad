// Arabic messages of exam (derivation); keys and placeholders as in en/derivation.js.
export default {
  "derive.refused": "رفضت النواة الاشتقاق: {error}",
  "derive.whole": "الاشتقاق كاملًا",
  "derive.showWhole": "أظهِر الاشتقاق كاملًا",
  "derive.print": "اطبع الاشتقاق",
  "derive.status":
    "أُنجزت {done} من {total} خطوات.{all, select, yes { الاشتقاق كاملًا أدناه.} other {}}",
  "derive.within": "تُعدّ الإجابة صحيحة في حدود ±0.001.",

  "derive.simple.title": "1. لماذا تفشل الترميزات البسيطة",
  "derive.simple.label": "PE(500, 0)",
  "derive.simple.degrees": "هذا sin 500 والعدد 500 مقروء بالدرجات: الزاوية بالراديان.",
  "derive.simple.swapped": "هذا cos 500؛ والبُعد 0 زوجي، فهو يحمل الجيب.",
  "derive.simple.prompt":
    "الدليل الخام يضيف pos نفسه إلى متجه الكلمة: 500 عند الموضع 500، مقابل عناصر كلمة في حدود ±1. والكسر pos/n يتغير بتغير طول الجملة، ومتجهات الواحد الساخن تجعل المسافات بين المواضع كلها متساوية، والأرقام الثنائية تقفز. أما الزوج الجيبي 0 (ω₀ = 1) فيبقى محدودًا. احسب قيمته عند الموضع 500، {maths}.",
  "derive.simple.hint": "بالراديان: sin 500 هو جيب 500 راديان، أي نحو 79.6 دورة.",
  "derive.simple.solution":
    "{maths}: قيمة بين −1 و1 عند أي موضع، وهي نفسها في كل جملة، وتتغير تغيرًا سلسًا مع pos.",

  "derive.pair.title": "2. الزوج (sin, cos) عند تردد واحد",
  "derive.pair.labelSin": "PE(3, 2) = sin",
  "derive.pair.labelCos": "PE(3, 3) = cos",
  "derive.pair.within": "تُعدّ كل قيمة صحيحة في حدود ±0.001.",
  "derive.pair.swapped":
    "تبادل sin وcos مكانيهما: البُعد 2i يحمل الجيب، والبُعد 2i + 1 يحمل جيب التمام.",
  "derive.pair.degrees": "قُرئت الزاوية بالدرجات: إنها بالراديان.",
  "derive.pair.dimensionAsPair":
    "هذا يستعمل i = 2 وi = 3، أي رقمَي البُعدين، بدلًا من دليل الزوج 1 لكليهما.",
  "derive.pair.prompt":
    "الزوج i = 1 في ترميز فيه d_model = {d} يدور بالتردد ω₁ = 1/10000^(2/8) = {omega} راديان لكل موضع. أعطِ عدديه عند pos = 3، في البُعدين 2i = 2 (الجيب) و2i + 1 = 3 (جيب التمام).",
  "derive.pair.hint":
    "كلاهما يستعمل الزاوية نفسها θ = pos·ω₁؛ أحدهما يأخذ جيبها، والآخر جيب تمامها.",
  "derive.pair.solution":
    "{maths}: نقطة على دائرة الوحدة (sin² + cos² = 1) تدور بمقدار ω₁ مع كل موضع. الأزواج هي وحدة بناء الترميز، وi يعدّها.",

  "derive.rotation.title": "3. جمع الزوايا مكتوبًا مصفوفةً 2 × 2",
  "derive.rotation.alpha": "α (الصف 1، العمود 1)",
  "derive.rotation.beta": "β (الصف 1، العمود 2)",
  "derive.rotation.gamma": "γ (الصف 2، العمود 1)",
  "derive.rotation.delta": "δ (الصف 2، العمود 2)",
  "derive.rotation.within": "يُعدّ كل عنصر صحيحًا في حدود ±0.001.",
  "derive.rotation.signFlipped": "هذه كتلة M₋₅: انقلبت إشارة الإزاحة، فجاءت الجيوب بإشارات خاطئة.",
  "derive.rotation.swapped": "تبادل sin وcos مكانيهما: القطر يحمل cos(ωk).",
  "derive.rotation.degrees": "قُرئت ωk بالدرجات: إنها بالراديان.",
  "derive.rotation.prompt":
    "انشر sin(x + y) = sin x cos y + cos x sin y وcos(x + y) = cos x cos y − sin x sin y حيث x = ω₁·pos وy = ω₁·k، مع k = {k}. املأ المصفوفة:{maths}",
  "derive.rotation.hint": "العناصر هي cos y و±sin y حيث y = ω₁·{k} = {angle}.",
  "derive.rotation.solution": "{maths}: دوران، محدِّده cos² + sin² = 1.",

  "derive.independent.title": "4. المصفوفة Mₖ لا تعتمد على pos",
  "derive.independent.legend": "البرهان مرتَّبًا",
  "derive.independent.expand": "انشر sin ω(pos + k) وcos ω(pos + k) بصيغتَي جمع الزوايا.",
  "derive.independent.notice": "لاحظ أن cos(ωk) وsin(ωk) لا يحويان إلا k، لا pos.",
  "derive.independent.matrix":
    "اكتب السطرين على صورة مصفوفة 2 × 2 من cos(ωk) و±sin(ωk) مضروبةً في (sin ω·pos, cos ω·pos).",
  "derive.independent.blocks":
    "ضع كتلة كهذه لكل زوج على قطر مصفوفة واحدة Mₖ أبعادها d_model × d_model.",
  "derive.independent.conclude":
    "استنتج أن PE(pos + k) = Mₖ PE(pos)، بالمصفوفة Mₖ نفسها لكل pos: أي تطبيق خطي.",
  "derive.independent.prompt":
    "رتِّب البرهان على أن PE(pos + k) دالة خطية في PE(pos). استعمل الأزرار لنقل سطر إلى الأعلى أو إلى الأسفل.",
  "derive.independent.hint":
    "ابدأ من الصيغ، وانتهِ بالنتيجة؛ والملاحظة المتعلقة بـk تسبق المصفوفة التي تعتمد عليها.",
  "derive.independent.check":
    "تتحقق النواة من ذلك مع d_model = {d}: الجداء M{kSub} PE(3) يساوي PE({nearTo}) بفارق لا يتجاوز {nearError}، والجداء M{kSub} PE(300)، بالمصفوفة نفسها، يساوي PE({farTo}) بفارق لا يتجاوز {farError}.",

  "derive.ladder.title": "5. سلّم الأطوال الموجية، ولماذا يقع الأساس حيث يقع",
  "derive.ladder.within": "تُعدّ الإجابة صحيحة في حدود 0.1%.",
  "derive.ladder.noTwoPi": "هذا base^(2i/d_model) وحده: الدورة الكاملة 2π راديان، فاضرب في 2π.",
  "derive.ladder.halfDModel": "هذا يستعمل d_model/2 مكان d_model (أو البُعد 6 مكان دليل الزوج).",
  "derive.ladder.degrees": "الدورة الكاملة 2π راديان، لا 360.",
  "derive.ladder.prompt":
    "الأس 2i/d_model يمتد من 0 إلى 1 − 2/d_model، فيتناقص ωᵢ من 1 نحو 1/base، ويتزايد λᵢ = 2π·base^(2i/d_model) من 2π نحو base·2π. مع d_model = {d} والأساس {base}، احسب الطول الموجي لأبطأ زوج، λ{lastSub}.",
  "derive.ladder.hint": "i = {pair}، فالأس هو {top}/{d}.",
  "derive.ladder.solution":
    "تكبر درجات السلّم بعامل base^(2/d_model) = {ratio} في كل مرة، من {floor} (2π) إلى ما دون {ceiling} (base·2π) بقليل. الأزواج السريعة تميّز المواضع المتجاورة؛ والأزواج البطيئة يتغير كل منها تغيرًا طفيفًا من موضع إلى آخر، فتميّز القريب من البعيد. ويقع الأساس في المقام لكي تتناقص الترددات تناقصًا هندسيًّا، وهو كبير (10000، أطول بكثير من أي جملة) لكي لا تتكرر الأزواج الأبطأ داخل النص.",

  "derive.offset.title": "6. الجداء النقطي لا يعتمد إلا على الإزاحة",
  "derive.offset.label": "PE(pos) · PE(pos + {offset})",
  "derive.offset.swapped": "هذا Σ sin(ωᵢ k): والمقدار sin a sin b + cos a cos b هو cos(b − a).",
  "derive.offset.degrees": "قُرئت الزوايا بالدرجات: إنها بالراديان.",
  "derive.offset.prompt":
    "كل زوج يضيف sin a·sin b + cos a·cos b = cos(b − a) إلى PE(pos) · PE(pos + k)، حيث b − a = ωᵢ·k. مع d_model = {d}، احسب الجداء النقطي عند k = {offset}: {maths}.",
  "derive.offset.hint": "أربعة أزواج، ω = 1، 0.1، 0.01، 0.001: اجمع cos({offset}·ω) لكل منها.",
  "derive.offset.solution":
    "اختفى pos: الجداء النقطي للمتجهين كما تحسبه النواة هو {atA} عند pos = 2، و{atB} عند pos = 50. ومع الخطوة 4، هذا ما يقدّمه الترميز للانتباه: الموضع النسبي عبر تطبيقات خطية.",
};

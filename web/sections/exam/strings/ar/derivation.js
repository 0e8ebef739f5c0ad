// Arabic messages of exam (derivation); keys and placeholders as in en/derivation.js.
export default {
  "derive.refused": "رفضت النواة الاشتقاق: {error}",
  "derive.whole": "الاشتقاق كاملًا",
  "derive.showWhole": "أظهِر الاشتقاق كاملًا",
  "derive.print": "اطبع الاشتقاق",
  "derive.status":
    "أُنجزت {done} من {total} خطوات.{all, select, yes { الاشتقاق كاملًا أدناه.} other {}}",
  "derive.within": "تُعدّ الإجابة صحيحة في حدود \u2066±0.001\u2069.",

  "derive.simple.title": "1. لماذا تفشل الترميزات البسيطة",
  "derive.simple.label": "\u2066PE(500, 0)\u2069",
  "derive.simple.degrees": "هذا \u2066sin 500\u2069 والعدد 500 مقروء بالدرجات: الزاوية بالراديان.",
  "derive.simple.swapped": "هذا \u2066cos 500\u2069؛ والبُعد 0 زوجي، فهو يحمل الجيب.",
  "derive.simple.prompt":
    "الدليل الخام يضيف pos نفسه إلى متجه الكلمة: 500 عند الموضع 500، مقابل عناصر كلمة في حدود \u2066±1\u2069. والكسر \u2066pos/n\u2069 يتغير بتغير طول الجملة، ومتجهات الواحد الساخن تجعل المسافات بين المواضع كلها متساوية، والأرقام الثنائية تقفز. أما الزوج الجيبي \u20660 (ω₀ = 1)\u2069 فيبقى محدودًا. احسب قيمته عند الموضع 500، {maths}.",
  "derive.simple.hint": "بالراديان: \u2066sin 500\u2069 هو جيب 500 راديان، أي نحو 79.6 دورة.",
  "derive.simple.solution":
    "{maths}: قيمة بين \u2066−1\u2069 و1 عند أي موضع، وهي نفسها في كل جملة، وتتغير تغيرًا سلسًا مع pos.",

  "derive.pair.title": "2. الزوج \u2066(sin, cos)\u2069 عند تردد واحد",
  "derive.pair.labelSin": "\u2066PE(3, 2) = sin\u2069",
  "derive.pair.labelCos": "\u2066PE(3, 3) = cos\u2069",
  "derive.pair.within": "تُعدّ كل قيمة صحيحة في حدود \u2066±0.001\u2069.",
  "derive.pair.swapped":
    "تبادل sin وcos مكانيهما: البُعد 2i يحمل الجيب، والبُعد \u20662i + 1\u2069 يحمل جيب التمام.",
  "derive.pair.degrees": "قُرئت الزاوية بالدرجات: إنها بالراديان.",
  "derive.pair.dimensionAsPair":
    "هذا يستعمل \u2066i = 2\u2069 و\u2066i = 3\u2069، أي رقمَي البُعدين، بدلًا من دليل الزوج 1 لكليهما.",
  "derive.pair.prompt":
    "الزوج \u2066i = 1\u2069 في ترميز فيه \u2066d_model = {d}\u2069 يدور بالتردد \u2066ω₁ = 1/10000^(2/8) = {omega}\u2069 راديان لكل موضع. أعطِ عدديه عند \u2066pos = 3\u2069، في البُعدين \u20662i = 2\u2069 (الجيب) و\u20662i + 1 = 3\u2069 (جيب التمام).",
  "derive.pair.hint":
    "كلاهما يستعمل الزاوية نفسها \u2066θ = pos·ω₁\u2069؛ أحدهما يأخذ جيبها، والآخر جيب تمامها.",
  "derive.pair.solution":
    "{maths}: نقطة على دائرة الوحدة \u2066(sin² + cos² = 1)\u2069 تدور بمقدار ω₁ مع كل موضع. الأزواج هي وحدة بناء الترميز، وi يعدّها.",

  "derive.rotation.title": "3. جمع الزوايا مكتوبًا مصفوفةً \u20662 × 2\u2069",
  "derive.rotation.alpha": "α (الصف 1، العمود 1)",
  "derive.rotation.beta": "β (الصف 1، العمود 2)",
  "derive.rotation.gamma": "γ (الصف 2، العمود 1)",
  "derive.rotation.delta": "δ (الصف 2، العمود 2)",
  "derive.rotation.within": "يُعدّ كل عنصر صحيحًا في حدود \u2066±0.001\u2069.",
  "derive.rotation.signFlipped": "هذه كتلة M₋₅: انقلبت إشارة الإزاحة، فجاءت الجيوب بإشارات خاطئة.",
  "derive.rotation.swapped": "تبادل sin وcos مكانيهما: القطر يحمل \u2066cos(ωk)\u2069.",
  "derive.rotation.degrees": "قُرئت ωk بالدرجات: إنها بالراديان.",
  "derive.rotation.prompt":
    "انشر \u2066sin(x + y) = sin x cos y + cos x sin y\u2069 و\u2066cos(x + y) = cos x cos y − sin x sin y\u2069 حيث \u2066x = ω₁·pos\u2069 و\u2066y = ω₁·k\u2069، مع \u2066k = {k}\u2069. املأ المصفوفة:{maths}",
  "derive.rotation.hint":
    "العناصر هي \u2066cos y\u2069 و\u2066±sin y\u2069 حيث \u2066y = ω₁·{k} = {angle}\u2069.",
  "derive.rotation.solution": "{maths}: دوران، محدِّده \u2066cos² + sin² = 1\u2069.",

  "derive.independent.title": "4. المصفوفة Mₖ لا تعتمد على pos",
  "derive.independent.legend": "البرهان مرتَّبًا",
  "derive.independent.expand":
    "انشر \u2066sin ω(pos + k)\u2069 و\u2066cos ω(pos + k)\u2069 بصيغتَي جمع الزوايا.",
  "derive.independent.notice":
    "لاحظ أن \u2066cos(ωk)\u2069 و\u2066sin(ωk)\u2069 لا يحويان إلا k، لا pos.",
  "derive.independent.matrix":
    "اكتب السطرين على صورة مصفوفة \u20662 × 2\u2069 من \u2066cos(ωk)\u2069 و\u2066±sin(ωk)\u2069 مضروبةً في \u2066(sin ω·pos, cos ω·pos)\u2069.",
  "derive.independent.blocks":
    "ضع كتلة كهذه لكل زوج على قطر مصفوفة واحدة Mₖ أبعادها \u2066d_model × d_model\u2069.",
  "derive.independent.conclude":
    "استنتج أن \u2066PE(pos + k) = Mₖ PE(pos)\u2069، بالمصفوفة Mₖ نفسها لكل pos: أي تطبيق خطي.",
  "derive.independent.prompt":
    "رتِّب البرهان على أن \u2066PE(pos + k)\u2069 دالة خطية في \u2066PE(pos)\u2069. استعمل الأزرار لنقل سطر إلى الأعلى أو إلى الأسفل.",
  "derive.independent.hint":
    "ابدأ من الصيغ، وانتهِ بالنتيجة؛ والملاحظة المتعلقة بـk تسبق المصفوفة التي تعتمد عليها.",
  "derive.independent.check":
    "تتحقق النواة من ذلك مع \u2066d_model = {d}\u2069: الجداء \u2066M{kSub} PE(3)\u2069 يساوي \u2066PE({nearTo})\u2069 بفارق لا يتجاوز {nearError}، والجداء \u2066M{kSub} PE(300)\u2069، بالمصفوفة نفسها، يساوي \u2066PE({farTo})\u2069 بفارق لا يتجاوز {farError}.",

  "derive.ladder.title": "5. سلّم الأطوال الموجية، ولماذا يقع الأساس حيث يقع",
  "derive.ladder.within": "تُعدّ الإجابة صحيحة في حدود 0.1%.",
  "derive.ladder.noTwoPi":
    "هذا \u2066base^(2i/d_model)\u2069 وحده: الدورة الكاملة 2π راديان، فاضرب في 2π.",
  "derive.ladder.halfDModel":
    "هذا يستعمل \u2066d_model/2\u2069 مكان d_model (أو البُعد 6 مكان دليل الزوج).",
  "derive.ladder.degrees": "الدورة الكاملة 2π راديان، لا 360.",
  "derive.ladder.prompt":
    "الأس \u20662i/d_model\u2069 يمتد من 0 إلى \u20661 − 2/d_model\u2069، فيتناقص ωᵢ من 1 نحو \u20661/base\u2069، ويتزايد \u2066λᵢ = 2π·base^(2i/d_model)\u2069 من 2π نحو \u2066base·2π\u2069. مع \u2066d_model = {d}\u2069 والأساس {base}، احسب الطول الموجي لأبطأ زوج، λ{lastSub}.",
  "derive.ladder.hint": "\u2066i = {pair}\u2069، فالأس هو \u2066{top}/{d}\u2069.",
  "derive.ladder.solution":
    "تكبر درجات السلّم بعامل \u2066base^(2/d_model) = {ratio}\u2069 في كل مرة، من \u2066{floor} (2π)\u2069 إلى ما دون \u2066{ceiling} (base·2π)\u2069 بقليل. الأزواج السريعة تميّز المواضع المتجاورة؛ والأزواج البطيئة يتغير كل منها تغيرًا طفيفًا من موضع إلى آخر، فتميّز القريب من البعيد. ويقع الأساس في المقام لكي تتناقص الترددات تناقصًا هندسيًّا، وهو كبير (10000، أطول بكثير من أي جملة) لكي لا تتكرر الأزواج الأبطأ داخل النص.",

  "derive.offset.title": "6. الجداء النقطي لا يعتمد إلا على الإزاحة",
  "derive.offset.label": "\u2066PE(pos) · PE(pos + {offset})\u2069",
  "derive.offset.swapped":
    "هذا \u2066Σ sin(ωᵢ k)\u2069: والمقدار \u2066sin a sin b + cos a cos b\u2069 هو \u2066cos(b − a)\u2069.",
  "derive.offset.degrees": "قُرئت الزوايا بالدرجات: إنها بالراديان.",
  "derive.offset.prompt":
    "كل زوج يضيف \u2066sin a·sin b + cos a·cos b = cos(b − a)\u2069 إلى \u2066PE(pos) · PE(pos + k)\u2069، حيث \u2066b − a = ωᵢ·k\u2069. مع \u2066d_model = {d}\u2069، احسب الجداء النقطي عند \u2066k = {offset}\u2069: {maths}.",
  "derive.offset.hint":
    "أربعة أزواج، \u2066ω = 1\u2069، 0.1، 0.01، 0.001: اجمع \u2066cos({offset}·ω)\u2069 لكل منها.",
  "derive.offset.solution":
    "اختفى pos: الجداء النقطي للمتجهين كما تحسبه النواة هو {atA} عند \u2066pos = 2\u2069، و{atB} عند \u2066pos = 50\u2069. ومع الخطوة 4، هذا ما يقدّمه الترميز للانتباه: الموضع النسبي عبر تطبيقات خطية.",
};

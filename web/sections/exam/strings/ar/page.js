// Arabic messages of exam (page); keys and placeholders as in en/page.js.
export default {
  "kind.order.title": "لماذا يحتاج الانتباه إلى المواضع",
  "kind.simple.title": "لماذا لا نكتفي بترميز أبسط؟",
  "kind.value.title": "احسب قيمة من PE",
  "kind.speed.title": "البُعد الأسرع أو الأبطأ",
  "kind.wavelength.title": "الطول الموجي لزوج",
  "kind.base.title": "ما الذي يفعله الأساس",
  "kind.layout.title": "متداخل أم متسلسل",
  "kind.shift.title": "املأ مصفوفة الإزاحة Mₖ",
  "kind.linear.title": "هل الإزاحة خطية، ولماذا؟",
  "kind.relative.title": "الجداء النقطي النسبي",
  "kind.symmetry.title": "لماذا تتشابه k و\u2066−k\u2069",
  "kind.sum.title": "جمع أم وصل؟",
  "kind.scale.title": "القسمة على \u2066√d_model\u2069",
  "kind.params.title": "معاملات الجدول المتعلَّم",
  "kind.maxlen.title": "ما بعد max_len",
  "kind.rope.title": "RoPE: الدرجة ترى الإزاحة",
  "kind.rotated.title": "RoPE: ما الذي يُدار",
  "kind.ropeproof.title": "RoPE: البرهان خطوةً خطوة",
  "kind.lab.title": "قراءة نتيجة من المختبر",
  "kind.ceiling.title": "السقف بلا ترتيب",
  "kind.fartable.title": "قراءة جدول المهمة البعيدة",
  "kind.alibi.title": "ALiBi: انحياز رأس واحد",
  "kind.pi.title": "استيفاء المواضع: الزاوية",
  "kind.ntk.title": "تحجيم NTK: الأساس الجديد",
  "kind.yarn.title": "YaRN: ماذا يحدث لزوج",
  "kind.highest.title": "أيّ قاعدة تُبقي أيّ زوج",
  "section.why-order.name": "لماذا يهم الترتيب",
  "section.formula.name": "الصيغة",
  "section.wavelengths.name": "الأطوال الموجية",
  "section.matrix.name": "المصفوفة كاملة",
  "section.identity.name": "جمع الزوايا",
  "section.relative.name": "الموضع النسبي",
  "section.embeddings.name": "الإضافة إلى التضمينات",
  "section.attention.name": "الانتباه مع المواضع",
  "section.learned.name": "المتعلَّم مقابل الجيبي",
  "section.rope.name": "RoPE",
  "section.lab.name": "مختبر التدريب",
  "section.longer.name": "أطول مما دُرِّب عليه",

  "control.mode": "التدرّب",
  "control.mode.one": "نوع واحد في كل مرة",
  "control.mode.mixed": "مختلط: أي نوع",
  "control.mode.mock": "امتحان تجريبي",
  "control.kind": "نوع السؤال",
  "control.count": "عدد أسئلة الامتحان التجريبي",
  "control.newQuestion": "سؤال جديد",
  "control.newMock": "امتحان تجريبي جديد",
  "control.seed":
    "مجموعة الأسئلة {seed} (البذرة، محفوظة في الرابط): الرابط نفسه يعطي الأسئلة نفسها بالترتيب نفسه.",

  "progress.reset": "صفِّر التقدم",
  "progress.stored":
    "يُحفظ تقدمك في هذا المتصفح (localStorage)، فيبقى بعد إعادة التحميل. والتصفير يمحوه.",
  "progress.notStored":
    "لا يُحفظ تقدمك هنا: هذه الصفحة تعمل داخل إطار معزول (أو مع تعطيل التخزين)، فلا يمنحها المتصفح أي مساحة تخزين. تُحتسب إجاباتك حتى تغادر؛ أما المقالة الكاملة فتحتفظ بها.",
  "progress.none":
    "التقدم: لم تُجب عن أي سؤال بعد. يُحتسب كل سؤال مرة واحدة، عند أول تحقق (وفتح الحل قبل ذلك يُحتسب إخفاقًا).",
  "progress.some":
    "التقدم: {answered, plural, zero {أجبت عن # سؤال} one {أجبت عن سؤال واحد} two {أجبت عن سؤالين} few {أجبت عن # أسئلة} many {أجبت عن # سؤالًا} other {أجبت عن # سؤال}}، وعدد الإجابات الصحيحة {correct} (يُحتسب أول تحقق فقط).",
  "progress.caption": "تقدمك حسب القسم",

  "table.section": "القسم",
  "table.asked": "المطروحة",
  "table.answered": "المُجاب عنها",
  "table.right": "الصحيحة",

  "pending.question":
    "هذا السؤال يقرأ نتائج مختبر التدريب: نماذجه تتدرب في الخلفية، على دفعات قصيرة…",
  "pending.questionProgress":
    "هذا السؤال يقرأ نتائج مختبر التدريب: اكتمل تدريب {done} من النماذج الـ{total}…",
  "pending.questionFailed":
    "تعذّر على مختبر التدريب حساب نتائج هذا السؤال ({error}). زر «سؤال جديد» يعيد المحاولة.",
  "pending.sheet": "هذه الورقة تقرأ نتائج مختبر التدريب: نماذجه قيد التدريب…",
  "pending.sheetFailed": "تعذّر على مختبر التدريب حساب نتائج هذه الورقة ({error}).",
  "refused.thisQuestion": "هذا السؤال",
  "refused.aQuestion": "سؤالًا",
  "worksheet.title": "الترميز الموضعي",

  "mock.previous": "السؤال السابق",
  "mock.next": "السؤال التالي",
  "mock.finish": "أنهِ واعرض النتائج",
  "mock.finished": "انتهى الامتحان التجريبي: الإجابات الصحيحة {right} من {of}.",
  "mock.status": "السؤال {number} من {of} · أُجيب عن {answered} · مجموعة الأسئلة {seed}",
  "mock.summaryTitle": "امتحانك التجريبي، قسمًا قسمًا",
  "mock.caption": "نتيجة الامتحان التجريبي حسب القسم",
  "mock.total":
    "المجموع: الإجابات الصحيحة {right} من {of} ({percent}%). الأسئلة التي لم يُجَب عنها: {missed}، وتُحتسب غير صحيحة.{locked, select, yes {} other { وزر «امتحان تجريبي جديد» يبدأ امتحانًا آخر.}}",

  "quiz.legend": "أعدّ اختبارًا قصيرًا لطلابك",
  "quiz.use": "ضمِّن اختبارًا قصيرًا في صفحة: الأسئلة نفسها، بالترتيب نفسه، لكل طالب",
  "quiz.kinds": "أنواع الأسئلة (إن لم تختر شيئًا: كل الأنواع)",
  "quiz.count": "الأسئلة",
  "quiz.seed": "مجموعة الأسئلة (البذرة)",
  "quiz.hints": "التلميحات",
  "quiz.hints.on": "مفعَّلة",
  "quiz.hints.off": "معطَّلة",
  "quiz.solutions": "الحلول المفصّلة",
  "quiz.solutions.always": "دائمًا",
  "quiz.solutions.after": "بعد الإجابة",
  "quiz.solutions.never": "أبدًا",
  "quiz.lock": "اقفل الاختبار (لا يستطيع الطلاب تغيير الأنواع ولا العدد ولا البذرة)",
  "quiz.link": "رابط الاختبار",
  "quiz.typeNumber": "اكتب عددًا.",
  "quiz.fixField": "صحِّح الحقل المعلَّم أولًا.",
  "quiz.short":
    "{shown, plural, zero {لم يمكن إعداد أي سؤال مختلف} one {لم يمكن إعداد سوى سؤال واحد مختلف} two {لم يمكن إعداد سوى سؤالين مختلفين} few {لم يمكن إعداد سوى {shownText} أسئلة مختلفة} many {لم يمكن إعداد سوى {shownText} سؤالًا مختلفًا} other {لم يمكن إعداد سوى {shownText} سؤال مختلف}} من أنواع الأسئلة هذه، لذا يضم هذا الاختبار ما أمكن إعداده بدلًا من الأسئلة المطلوبة وعددها {asked}.",

  "summary.wavelengths":
    "مع \u2066d_model = {d}\u2069 والأساس {base}: \u2066λ₀ = {first} (2π)\u2069، و\u2066λ₁ = {second}\u2069، وكل درجة في السلّم أطول من سابقتها {ratio} مرة، حتى \u2066λ{lastSub} = {last}\u2069، أي دون \u2066base·2π\u2069 بقليل. الأزواج الأولى تميّز المواضع المتجاورة؛ والأزواج الأخيرة تتغير ببطء شديد فتميّز القريب من البعيد.",
  "summary.check":
    "مثال ذلك: المصفوفة M{kSub} مطبَّقةً على \u2066PE({pos})\u2069 مع \u2066d_model = {d}\u2069 تعطي \u2066PE({shifted})\u2069 بفارق لا يتجاوز {error}.",
};

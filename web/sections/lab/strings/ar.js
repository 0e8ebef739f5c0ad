// Arabic messages of lab; keys and placeholders as in en.js.
import exam from "./ar/exam.js";
import findings from "./ar/findings.js";
import vocabulary from "./ar/vocabulary.js";

export default {
  ...findings,
  ...vocabulary,
  "kind.name":
    "{kind, select, none {بلا موضع} sinusoidal {الجيبي} learned {المتعلَّم} rope {RoPE} alibi {ALiBi} ropePi {RoPE، مع PI عند الاختبار} ropeNtk {RoPE، مع NTK عند الاختبار} ropeYarn {RoPE، مع YaRN عند الاختبار} other {{kind}}}",

  settings:
    "البذرة {seed}، {count, plural, zero {{steps} خطوة} one {خطوة واحدة} two {خطوتان} few {{steps} خطوات} many {{steps} خطوةً} other {{steps} خطوة}}، {causal, select, yes {قناع سببي} other {بلا قناع}}، {task, select, far {المهمة البعيدة} other {المهمة القريبة}}",

  "control.seed": "البذرة",
  "control.seedHint": "تحدد الأوزان الابتدائية وكل دفعة؛ والنماذج الخمسة تشترك فيها",
  "control.steps": "الخطوات",
  "control.stepsHint": "خطوات تدريب كل نموذج (دفعات من 16 جملةً)",
  "control.causal": "قناع سببي",
  "control.causalHint": "لا يُسمح للفعل بالنظر إلا إلى الكلمات حتى موضعه",
  "control.far": "الإجابة في النهاية",
  "control.farHint":
    "المهمة البعيدة: تلي الجملةَ كلمةُ استعلام “who”، وتُقرأ الإجابة عندها، بعيدًا عن الفاعل",
  "button.train":
    "{phase, select, training {إيقاف مؤقت} paused {استئناف} done {اكتمل التدريب} other {درِّب}}",
  "button.step": "خطوة",
  "button.stepLabel": "درِّب كل نموذج خطوة واحدة",
  "button.reset": "إعادة الضبط",
  "button.resetLabel": "إعادة الضبط: نماذج جديدة عند الخطوة 0",
  "button.seeds": "{seeds} بذور",
  "button.seedsLabel": "درِّب بـ{seeds} بذور واعرض متوسط النتائج ومداها",
  "progress.label": "تقدم التدريب",

  "print.untrained":
    "لم تكن نماذج المختبر قد دُرِّبت واختُبرت في هذه الصفحة عند طباعتها، لذا حُذفت هنا منحنياتها ونتائجها وخرائط انتباهها. افتح هذا العنوان، ودع المختبر يتدرّب (أو اضغط «درِّب»)، ثم اطبع من جديد:",
  "status.waiting":
    "يُحمَّل المختبر حين يقترب هذا القسم، ويبدأ التدريب حين تظهر المنحنيات على الشاشة.",
  "status.loading": "جارٍ تحميل المختبر…",
  "status.restarted":
    "توقفت حاسبة المختبر ثم عادت إلى العمل؛ وقد فقدت نماذجها، فيبدأ المختبر من جديد.",
  "status.couldNotStart":
    "تعذّر تشغيل مختبر التدريب ({message}). بقية الصفحة تعمل بدونه؛ جرّب إعادة التحميل.",
  "status.didNotStart": "لم يبدأ المختبر.",
  "status.stopped": "توقف المختبر: {error}. أعِد الضبط للبدء من جديد.",
  "status.seeds":
    "{seeds} بذور، {activity, select, paused {متوقف مؤقتًا} testing {قيد الاختبار} other {قيد التدريب}}: البذرة {seed} ({run} من {seeds})، الخطوة {done} من {total} ({models} نماذج معًا).",
  "status.ready":
    "جاهز: {models} نماذج عند الخطوة 0 ({settings}). {auto, select, yes {يبدأ التدريب حين تظهر المنحنيات على الشاشة.} other {اضغط «درِّب» أو «خطوة».}}",
  "status.testing": "الاختبار: أُنجز {testsDone} من {tests} (في كل اختبار {sentences} جملة).",
  "status.training": "التدريب: الخطوة {done} من {total} ({models} نماذج).",
  "status.pausedTesting":
    "متوقف مؤقتًا أثناء الاختبار: أُنجز {testsDone} من {tests}. اضغط «استئناف» للمتابعة.",
  "status.paused":
    "متوقف مؤقتًا عند الخطوة {done} من {total} ({models} نماذج). اضغط «استئناف» للمتابعة، أو «خطوة».",
  "status.seedsDone": "اكتمل التدريب والاختبار بـ{seeds} بذور ({seedList}): الملخص أسفل النتائج.",
  "status.done":
    "اكتمل التدريب: عدد الخطوات {steps} لكل نموذج من النماذج الـ{models} (ومجموعها {total})، ثم الاختبار على {sentences} جملة من كل طول.",
  "status.withPrefix": "{prefix} {text}",
  "status.reset": "إعادة الضبط: حُرِّرت النماذج وأُنشئت من جديد.",
  "status.changed": "صار الإعداد: {changes}؛ فأُعيد ضبط النماذج.",
  "change.seed": "البذرة {seed}",
  "change.steps":
    "{count, plural, zero {{steps} خطوة} one {خطوة واحدة} two {خطوتان} few {{steps} خطوات} many {{steps} خطوةً} other {{steps} خطوة}}",
  "change.mask": "{causal, select, yes {القناع السببي} other {بلا قناع}}",
  "change.task": "{task, select, far {المهمة البعيدة} other {المهمة القريبة}}",

  "curves.step": "الخطوة",
  "curves.sampleNoun": "الخطوة",
  "curves.sampleNouns": "الخطوات",
  "curves.sampleCount":
    "{count, plural, zero {{n} خطوة} one {خطوة واحدة} two {خطوتان} few {{n} خطوات} many {{n} خطوةً} other {{n} خطوة}}",
  "curves.lossLabel": "خسارة التدريب لكل نموذج",
  "curves.lossAxis": "الخسارة (مقياس لوغاريتمي)",
  "curves.accuracyLabel": "دقة التدريب لكل نموذج",
  "curves.accuracyAxis": "الدقة",
  "curves.thisStep": "{kind}، هذه الخطوة",
  "curves.where": "الخطوة {done} من {total} ({settings})",
  "curves.whereStart": "الخطوة {done} من {total} ({settings})",
  "curves.lossDescription":
    "مخطط خطي لخسارة التدريب في النماذج الـ{models}، كلٌّ منها متوسط آخر {smoothing} خطوةً، بعد {where}.",
  "curves.accuracyDescription":
    "مخطط خطي لدقة التدريب في النماذج الـ{models}، كلٌّ منها متوسط آخر {smoothing} خطوةً، بعد {where}.",
  "curves.chance": "مستوى الصدفة {chance}",
  "curves.caption":
    "كل خط يمثل دفعات التدريب لنموذج واحد (16 جملةً في كل دفعة، طول كل منها من 5 إلى 16 كلمة)، بعد أخذ متوسط آخر {smoothing} خطوةً؛ والجداول أسفل المخططات تسرد خسارة كل خطوة ودقتها. {Where}.",

  "learned.label": "جدول المواضع في النموذج المتعلَّم",
  "learned.row": "الموضع",
  "learned.column": "البُعد",
  "learned.noRowValue": "لا صف (max_len {rows})",
  "learned.caption":
    "جدول المواضع في النموذج المتعلَّم بعد {steps} من خطوات التدريب ({settings}): الصفوف من 0 إلى {last}، صفٌّ لكل موضع، وكل صف متجه طوله {d} حرّك التدريب أعداده؛ وتمتد الألوان من {low} إلى {high}. الصف {rows} رمادي: لا يوجد صف رقمه {rows}، فالكلمة في الموضع {rows} لا تجد ما تبحث عنه في الجدول.",
  "learned.noRow": "لا يوجد الصف {rows} (max_len = {rows})",
  "tune.button": "ضبط rope دقيقًا عند ضعف الطول (2×) مع PI",
  "tune.waiting": "يبدأ الضبط الدقيق من نموذج rope المدرَّب: درّب المختبر أولًا.",
  "tune.progress": "جارٍ الضبط الدقيق: {done} من {total} استدعاءً للمختبر…",
  "tune.done": "اكتمل الضبط الدقيق والاختبار.",
  "tune.failed": "توقف الضبط الدقيق: {error}",
  "tune.row": "RoPE، مع PI وضبط دقيق",
  "tune.caption":
    "دقة نموذج rope بعد {steps} خطوة إضافية على جمل من {from} إلى {to} كلمة مع PI ‏(s = 2)، مختبرًا مع PI عند s = L / 16 ‏({settings}).",
  "tune.result":
    "عند الطول {length} يبلغ النموذج المضبوط {tuned}؛ ويبلغ نموذج rope من التشغيل نفسه {pi} مع PI عند الاختبار فقط، و{plain} من دون أيٍّ منهما.",
  "results.caption":
    "الدقة على {sentences} جملة من كل طول لم تُستعمل في التدريب ({settings}). كان طول جمل التدريب من {shortest} إلى 16 كلمة.",
  "results.seedsCaption":
    "المتوسط (الأدنى–الأعلى) على {partial, select, yes {{done} من } other {}}{seeds} بذور ({seedList})، وعدد الخطوات {steps}، {causal, select, yes {مع قناع سببي} other {بلا قناع}}، و{sentences} جملة لكل طول.",
  "results.kind": "النوع",
  "results.group":
    "{table, select, seeds {متوسط الدقة (الأدنى–الأعلى) عند الطول} other {الدقة عند الطول}}",
  "results.chanceRow": "الصدفة (بلا ترتيب)",
  "results.length": "الطول {length}",
  "results.scrolls": "{caption} (يُمرَّر أفقيًّا)",
  "results.noRow": "لا صف",
  "results.range": "{mean} ({min}–{max})",
  "results.noteNoRow":
    "لا صف: {missing}، فلا يمكن قراءة تلك الجمل إطلاقًا. الصدفة: أفضل ما يستطيعه نموذج أعمى عن ترتيب الكلمات على هذه الجمل، وتحسبه النواة من الاحتمال الدقيق لكل جملة.",
  "results.note":
    "الصدفة: أفضل ما يستطيعه نموذج أعمى عن ترتيب الكلمات على هذه الجمل، وتحسبه النواة من الاحتمال الدقيق لكل جملة.",

  "looks.label": "أين ينظر كل نموذج",
  "looks.sentence": "الجملة",
  "looks.sentenceHint": "كلمات من مفردات المختبر، فيها فعل واحد بالضبط، وحتى 64 كلمةً",
  "palette.group":
    "{group, select, determiners {أدوات التعريف والتنكير} nouns {الأسماء} verbs {الأفعال} adjectives {الصفات} adverbs {الظروف} other {كلمات}}",
  "palette.add": "أضِف «{word}»",
  "palette.removeLast": "احذف الكلمة الأخيرة",
  "palette.example": "العودة إلى المثال",
  "looks.cannotRead": "لا يستطيع قراءتها",
  "looks.answer":
    "يجيب «{agent}»{verdict, select, right { (صحيح)} wrong { (خطأ)} other {}}، باحتمال {probability}",
  "looks.answerOthers":
    "يجيب «{agent}»{verdict, select, right { (صحيح)} wrong { (خطأ)} other {}}، باحتمال {probability}؛ {others}",
  "looks.nounProbability": "{noun} {probability}",
  "looks.caption":
    "بعد الخطوة {done} من {total}. كل عمود هو وزن الانتباه الذي {far, select, yes {يعطيه الاستعلام، «{reader}»،} other {يعطيه الفعل، «{verb}»،}} لتلك الكلمة، وهو متوسط رؤوس النموذج (مجموع أوزان كل نموذج 1)؛ والنماذج تجيب {far, select, yes {عند الاستعلام، بعد الجملة} other {عند الفعل}}. {known, select, yes {الفاعل هو «{agent}»، الاسم الذي يسبق الفعل مباشرة.} other {ليس في هذه الجملة اسم يسبق الفعل مباشرة، فلا إجابة صحيحة.}}{longer, select, yes { النموذج المتعلَّم لا يقرأ أكثر من {maxLen} كلمةً.} other {}}",
  "looks.linkRefused": "طلب الرابط labsentence={sentence}؛ {refusal}، فاستُعمل المثال {fallback}.",
  "looks.theSentence": "الجملة",
  "looks.coreNote": "النواة: {refusal}.",
  "learned.theTable": "الجدول المتعلَّم",
  ...exam,
};

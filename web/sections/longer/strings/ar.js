// Arabic messages of longer; keys and placeholders as in en.js. A formula whose order matters
// ("2^(−8h/H)", "[0, L]", "−slopeₕ·|k|") is wrapped in \u2066 ... \u2069 (LRI ... PDI), so that it
// reads left to right inside the right-to-left sentence, as format.js does for numbers. Counts that
// English shows as digits are kept as digits ("{x} منها", "وعددها {x}"), so that every number is the
// same as in English.
import exam from "./ar/exam.js";

export default {
  "control.trainlen": "طول التدريب L",
  "hint.trainlen": "أطول مدخل رآه النموذج في التدريب",
  "control.factor": "المعامل s",
  "hint.factor": "نسبة طول النص إلى L",
  "control.heads": "عدد الرؤوس H",
  "hint.heads": "عدد رؤوس الانتباه في ALiBi",
  "control.head": "الرأس h",
  "hint.head": "الرأس الذي تُعرض انحيازاته",

  "ladder.label": "الطول الموجي لكل زوج، مقارنةً بطول التدريب",
  "ladder.seen": "دورة كاملة واحدة على الأقل ضمن L",
  "ladder.unseen": "أقل من دورة واحدة ضمن L",
  "ladder.turns": "عدد الدورات rᵢ ضمن L",
  "ladder.description":
    "مخطط نقطي بمقياس لوغاريتمي للأطوال الموجية لـ{pairs} من الأزواج، مع خط عند L = {length}؛ ويقع {seen} منها تحت الخط، أي إنها تدور مرة واحدة على الأقل ضمن L.",
  "ladder.caption":
    "مع d_model = {d} والأساس {base} وL = {length}، {seen, plural, =0 {لا يُكمل أيٌّ من الأزواج} one {يُكمل {seenText} من الأزواج (الزوج 0)} two {يُكمل {seenText} من الأزواج} few {يُكمل {seenText} من الأزواج} many {يُكمل {seenText} من الأزواج} other {يُكمل {seenText} من الأزواج}} دورةً واحدة على الأقل ضمن طول التدريب. {unseen, plural, =0 {لقد دار كل زوج دورة كاملة، فلا يُري المدخلُ الأطول أيًّا منها زاوية جديدة.} one {أما الزوج الأخير، {last}، فلا يُكمل دورة كاملة أبدًا (لا يقطع إلا {slowest} من الدورة): وبعد L تصبح زاويته جديدة.} two {أما الأزواج من {first} إلى {last}، وعددها {unseenText}، فلا يُكمل أيٌّ منها دورة كاملة أبدًا (لا يقطع أبطؤها إلا {slowest} من الدورة): وبعد L تصبح زواياها جديدة.} few {أما الأزواج من {first} إلى {last}، وعددها {unseenText}، فلا يُكمل أيٌّ منها دورة كاملة أبدًا (لا يقطع أبطؤها إلا {slowest} من الدورة): وبعد L تصبح زواياها جديدة.} many {أما الأزواج من {first} إلى {last}، وعددها {unseenText}، فلا يُكمل أيٌّ منها دورة كاملة أبدًا (لا يقطع أبطؤها إلا {slowest} من الدورة): وبعد L تصبح زواياها جديدة.} other {أما الأزواج من {first} إلى {last}، وعددها {unseenText}، فلا يُكمل أيٌّ منها دورة كاملة أبدًا (لا يقطع أبطؤها إلا {slowest} من الدورة): وبعد L تصبح زواياها جديدة.}}",

  "pi.outsideLabel": "الدرجة الملائَمة داخل L وبعده",
  "pi.betweenLabel": "الدرجة نفسها بين الإزاحات الصحيحة",
  "pi.xLabel": "الإزاحة k",
  "pi.yLabel": "الدرجة score(k)",
  "pi.score": "الدرجة الملائَمة score(k)",
  "pi.distance": "الإزاحة",
  "pi.distances": "الإزاحات",
  "pi.distanceCount":
    "{count, plural, zero {{n} إزاحة} one {إزاحة واحدة} two {إزاحتان} few {{n} إزاحات} many {{n} إزاحةً} other {{n} إزاحة}}",
  "pi.outsideDescription":
    "مخطط خطي لدرجة RoPE الملائَمة عند الإزاحات من 0 إلى {twice}، مع خط عند L = {length}. داخل L يبقى المنحنى صغيرًا؛ وبعده يتأرجح بعيدًا جدًّا.",
  "pi.betweenDescription":
    "مخطط خطي للدرجة الملائَمة نفسها عند الإزاحات من 0 إلى {last} بخطوات مقدارها 1/16: منحنى أملس.",
  "pi.text":
    "لاءمت النواة الدرجةَ مع {points} من القيم العشوائية داخل \u2066[0, {length}]\u2069. وهناك يبلغ أكبر مقدار لها {inside}؛ أما بين L و2L فيصل إلى {outside}، أي أكبر منه بـ{ratio} مرة. لم يُدرَّب شيء، ولم يتغير شيء سوى الإزاحة: فالدرجات المستقرأة خارج المجال تقع ببساطة خارج المدى الذي أمكن للملاءمة أن تراه. أما بين الإزاحات الصحيحة (المخطط الثاني، من 0 إلى {last} بخطوات مقدار كلٍّ منها جزء من ستة عشر)، فالمنحنى نفسه أملس، وهذا ما يعتمد عليه استيفاء المواضع: فهو يضغط النص الأطول في مواضع تقع بين المواضع الصحيحة.",
  "pi.refused": "تعذّر حساب الشكل بهذه الإعدادات: {error}",

  "stretch.legend": "مدِّد RoPE باستعمال",
  "stretch.pi": "استيفاء المواضع",
  "stretch.ntk": "تحجيم NTK",
  "stretch.yarn": "YaRN",
  "stretch.llama3": "قاعدة Llama 3.1",
  "stretched.label": "الطول الموجي لكل زوج، قبل التمديد وبعده",
  "stretched.before": "قبل",
  "stretched.after": "بعد {method}",
  "stretched.pair": "الزوج {pair}",
  "stretched.kept": "ω′ᵢ / ωᵢ",
  "stretched.description":
    "مخطط نقطي بمقياس لوغاريتمي للأطوال الموجية لـ{pairs} من الأزواج قبل تطبيق {method} بالمعامل {factor} وبعده، مع خطين عند L وs·L.",
  "stretched.caption":
    "بالرمادي: الأطوال الموجية كما دُرِّبت. بالأزرق: بعد {method}. الخط الباهت هو L = {length}، والمتقطع هو المدخل الأطول s·L = {longer}.",
  "stretch.text":
    "مع {method} وs = {factor}، ومن بين الأزواج الـ{pairs}: {unchanged, plural, =0 {لا يبقى تردد أيٍّ منها على حاله} one {يبقى تردد {unchangedText} منها على حاله} two {يبقى تردد {unchangedText} منها على حاله} few {يبقى تردد {unchangedText} منها على حاله} many {يبقى تردد {unchangedText} منها على حاله} other {يبقى تردد {unchangedText} منها على حاله}}، و{divided, plural, =0 {لا يتباطأ أيٌّ منها} one {يتباطأ {dividedText} منها} two {يتباطأ {dividedText} منها} few {يتباطأ {dividedText} منها} many {يتباطأ {dividedText} منها} other {يتباطأ {dividedText} منها}} بالمعامل الكامل {factor}، ويقع {between} منها بين الحالين. أما أسرع الأزواج، الزوج 0، فيحتفظ بنسبة {first} من تردده.",
  "step.theta": "تردد الزوج i كما دُرِّب",
  "step.turns": "طوله الموجي، وعدد دوراته ضمن L",
  "step.rule.pi": "استيفاء المواضع: كل زوج يتباطأ بالمعامل s",
  "step.rule.ntk": "تحجيم NTK: أساس أكبر، ثم الصيغة نفسها",
  "step.rule.yarn":
    "منحدر YaRN للزوج {pair}: {regime, select, kept {يبقى كما دُرِّب} interpolated {يُستوفى كما في PI} other {مزيج من الاثنين}}",
  "step.rule.llama3":
    "منحدر قاعدة Llama 3.1 للزوج {pair}: {regime, select, kept {يبقى كما دُرِّب} interpolated {يُقسم تردده على المعامل} other {مزيج من الاثنين}}",
  "step.temperature": "المعامل الذي يضرب فيه YaRN الاستعلامات والمفاتيح",
  "step.newWavelength": "الطول الموجي الجديد، ونسبة ما بقي من التردد",

  "slopes.caption":
    "ميول ALiBi حين يكون عدد الرؤوس {heads}؛ و1/الميل هي المسافة التي تبلغ عندها عقوبة الرأس 1",
  "slopes.head": "الرأس h",
  "slopes.rule": "الصيغة",
  "slopes.slope": "الميل",
  "slopes.reach": "1/الميل",
  "biases.label": "انحياز ALiBi لرأس واحد",
  "biases.headLabel": "انحياز ALiBi للرأس {head} من {heads}",
  "biases.rowName": "موضع الاستعلام",
  "biases.colName": "موضع المفتاح",
  "biases.legend": "الانحياز \u2066−slopeₕ·|k|\u2069",
  "biases.caption":
    "الرأس {head}، بالميل {slope}: الانحياز \u2066−slopeₕ·|k|\u2069 بين كل استعلام وكل مفتاح يبعد عنه k من المواضع، في جملة عدد رموزها {length}. وهو 0 على القطر، ويهبط إلى {far} عند \u2066k = {distance}\u2069؛ وكل الرؤوس مرسومة بمقياس الألوان نفسه الذي للرأس الأشد انحدارًا.",
  "alibi.text":
    "حين يكون عدد الرؤوس {heads} تمتد الميول من {first} نزولًا إلى {last}. {power, select, yes {وH من قوى الاثنين، فالميول هي \u20662^(−8h/H)\u2069.} other {وH ليس من قوى الاثنين: فتأخذ الرؤوس الـ{n} الأولى الميول التي تُعطى لـ{n} من الرؤوس، وتأخذ الرؤوس الأخرى الميولَ الفردية الترتيب من ضعف ذلك العدد من الرؤوس.}} ويُعاقَب الرأس الأشد انحدارًا بوحدة كاملة من الدرجة عند المسافة {firstReach}، أما الأقل انحدارًا فلا يبلغها إلا عند {lastReach}.",

  "lab.local": "درّب نماذج المختبر بقناع سببي، والإجابة عند الفعل",
  "lab.far": "درّبها بقناع سببي، والإجابة في النهاية",

  // The exam's questions on this section.
  ...exam,
};

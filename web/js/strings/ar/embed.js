// Arabic messages of ui (embed); keys and placeholders as in en.js.
export default {
  "glossary.firstUsed": "ورد أول مرة في <link>{section}</link>.",
  "glossary.link": "الرموز",
  "glossary.linkTitle": "مسرد المصطلحات: معنى كل رمز في المقالة",
  "glossary.folded": "مسرد الرموز",
  "glossary.foldedNote":
    "لكل رمز معنى واحد في المقالة كلها. الأقسام المذكورة أدناه موجودة في المقالة الكاملة.",

  "copyLink.button": "نسخ الرابط",
  "copyLink.label": "نسخ رابط إلى “{section}” بالإعدادات الحالية",
  "copyLink.field": "رابط هذا القسم",
  "copyLink.copied": "نُسخ الرابط.",
  "copyLink.selected": "انسخ الرابط المحدَّد.",

  "embed.button": "تضمين في صفحة",
  "embed.buttonLabel": "تضمين “{section}” في صفحة أخرى",
  "embed.panelLabel": "شيفرة تضمين “{section}”",
  "embed.intro":
    "الصق شيفرة HTML هذه في صفحة مقررك (في عرض HTML أو عرض المصدر). تعرض هذا القسم وحده، بالإعدادات التي اخترتها الآن، داخل إطار معزول (sandbox) لا يحتاج شيئًا من صفحتك.",
  "embed.fileNote":
    "هذه النسخة مفتوحة من القرص، لذا فالعنوان أدناه ملف على هذا الحاسوب. ضع المجلد (أو ملف zip الناتج عن البناء) على خادم ويب، وضمِّن الصفحة من عنوانها هناك.",
  "embed.codeLabel": "شيفرة التضمين",
  "embed.formatLegend": "الشيفرة المراد لصقها",
  "embed.format.frame": "الإطار وحده",
  "embed.format.frameNote":
    "لا شيء سوى iframe: يعمل حيث تسمح صفحة المقرر بالإطارات دون السكربتات. ويحتفظ بالارتفاع المكتوب في الشيفرة.",
  "embed.format.script": "إطار + سكربت لضبط الحجم",
  "embed.format.scriptNote":
    "يضبط ملف السكربت حجم الإطار على قدر محتواه. إذا كانت سياسة أمن المحتوى (Content-Security-Policy) في الصفحة تتضمن script-src 'self'، فانسخ pe-explorer-resize.js (الموجود في مجلد المستكشف وملف zip) إلى موقع مقررك واجعل src يشير إلى نسختك.",
  "embed.format.component": "مكوّن ويب",
  "embed.format.componentNote":
    "عنصر '<pe-explorer>' ينشئ الإطار ويضبط حجمه. يجب أن يُحمَّل سكربته من عنوان المستكشف، لذا لا تسمح به صفحة فيها script-src 'self' إلا إذا كان المستكشف على موقع المقرر نفسه.",
  "embed.theme": "الألوان",
  "embed.theme.auto": "اتباع جهاز كل طالب (تلقائي)",
  "embed.theme.light": "فاتح",
  "embed.theme.dark": "داكن",
  "embed.inlineNote":
    "لا يحتاج أيٌّ من هذه إلى '<script>' مضمَّن: صفحة المقرر التي تتضمن سياسة أمن المحتوى فيها script-src 'self' دون 'unsafe-inline' تحجب السكربتات المضمَّنة، أما ملفات السكربت القادمة من العناوين التي تسمح بها فتظل تعمل.",
  "embed.copy": "نسخ",
  "embed.copyLabel": "نسخ شيفرة التضمين",
  "embed.close": "إغلاق",
  "embed.fixQuiz": "صحّح أولًا الحقل المعلَّم في الاختبار.",
  "embed.frameTitle": "مستكشف الترميز الموضعي: {section}",
  "embed.copied": "نُسخت شيفرة التضمين.",
  "embed.selected": "الشيفرة محدَّدة: اضغط Ctrl+C (أو ⌘C على Mac) لنسخها.",

  "embedPage.noSuchSection": "لا يوجد قسم بهذا الاسم",
  "embedPage.whichSection": "أيّ قسم؟",
  "embedPage.noSuchSectionText":
    "تعرض هذه الصفحة قسمًا واحدًا من مستكشف الترميز الموضعي، يُختار بـ ?section=. لا يوجد قسم باسم {requested}. المعرّفات الصالحة هي:",
  "embedPage.whichSectionText":
    "تعرض هذه الصفحة قسمًا واحدًا من مستكشف الترميز الموضعي، يُختار بـ ?section= في عنوانها (مثلًا embed.html?section=identity). المعرّفات الصالحة هي:",
  "embedPage.sectionTitle": " — {title}",
  "embedPage.titleUnknown": "مستكشف الترميز الموضعي: أيّ قسم؟",
  "embedPage.title": "{section} · مستكشف الترميز الموضعي",
  "embedPage.downloadsOff":
    "حفظ الأشكال (PNG وCSV) معطَّل في هذا الإطار المعزول؛ وهو متاح في المقالة الكاملة.",
};

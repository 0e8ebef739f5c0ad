// Arabic messages of ui (core); keys and placeholders as in en.js.
export default {
  "page.title": "مستكشف الترميز الموضعي",

  "core.name.simd": "نواة SIMD",
  "core.name.scalar": "النواة العددية",
  "core.name.js": "نواة JavaScript (wasm2js)",
  "core.why.noWasm": "هذا المتصفح لا يدعم WebAssembly",
  "core.why.cspRefused":
    "لا يُسمح لهذه الصفحة بترجمة WebAssembly: سياسة أمن المحتوى (Content-Security-Policy) فيها تخلو من 'wasm-unsafe-eval'، أو أن WebAssembly معطَّل",
  "core.reason.linkJs": "بطلب من الرابط (core=js)",
  "core.reason.linkScalar": "بطلب من الرابط (core=scalar)",
  "core.reason.linkSimd": "بطلب من الرابط (core=simd)",
  "core.reason.askedBut": "طلب الرابط النواة {requested}، لكن {why}",
  "core.reason.askedSimdNoSimd": "طلب الرابط نواة SIMD، لكن هذا المتصفح لا يدعم wasm SIMD",
  "core.reason.noSimd": "هذا المتصفح لا يدعم wasm SIMD",
  "core.reason.simdDetected": "اكتُشف دعم wasm SIMD",
  "core.reason.couldNotStart": "تعذّر تشغيل {core} ({error})",
  "core.status.restarting": "توقفت الحاسبة على نحو غير متوقع. جارٍ تشغيلها من جديد…",
  "core.status.restartFailed":
    "توقفت الحاسبة وتعذّر تشغيلها من جديد ({error}). يُرجى إعادة تحميل الصفحة.",
  "core.status.failed":
    "تعذّر تشغيل الحاسبة التي تعمل خلف هذه الصفحة ({file}): {error}. ما زال النص مقروءًا، لكن الأشكال والأعداد تحتاج إليها. جرّب إعادة التحميل، أو إصدارًا حديثًا من Chrome أو Firefox أو Safari.",
  "core.status.didNotStart": "لم تبدأ الحاسبة في العمل، لذا فالأشكال غير متاحة.",
  "core.status.running": "تُحسب الأعداد في متصفحك بواسطة {core}.",
  "core.status.runningWhy": "تُحسب الأعداد في متصفحك بواسطة {core} ({reason}).",

  "start.stopped": "تعذّر على الصفحة إكمال بدء تشغيلها.",
  "start.failed":
    "تعطّل جزء من الصفحة أثناء بدء تشغيلها: {parts} ({error}). <link>افتح هذه الصفحة بنواة JavaScript</link>، التي لا تحتاج إلى WebAssembly، أو جرّب إعادة التحميل.",
  "start.failedOnJs":
    "تعطّل جزء من الصفحة أثناء بدء تشغيلها: {parts} ({error}). جرّب إعادة التحميل، أو إصدارًا حديثًا من Chrome أو Firefox أو Safari.",

  "section.refused": "رفضت النواة {what}: {error}",
  "section.refused.inputs": "هذه المدخلات",

  "notice.dismiss": "إغلاق",
  "notice.dismissLabel": "إغلاق هذه الرسالة",
};

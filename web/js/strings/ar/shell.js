// Arabic messages of ui (shell); keys and placeholders as in en/shell.js.
export default {
  "shell.description":
    "شرح تفاعلي للترميز الموضعي الجيبي الذي تستخدمه نماذج Transformer، وكل رقم فيه يُحسب مباشرةً في متصفحك.",
  "shell.embedDescription": "قسم واحد من مستكشف الترميز الموضعي، لتضمينه في صفحة مقرر دراسي.",
  "shell.starting": "جارٍ تشغيل الحاسبة…",
  "shell.noticesLabel": "رسائل حول هذا الرابط",
  "shell.language": "اللغة",
  "shell.version": "الإصدار {version}",
  "shell.printArticle": "طباعة المقال كاملًا",
  "shell.printArticleUntrained":
    "لم تُدرَّب نماذج المختبر بعد، لذا تحمل النسخة المطبوعة ملاحظة ورابطًا في مكان نتائجها. لطباعة النتائج، <link>انتقل إلى المختبر</link>، ودعه يتدرّب، ثم اطبع مرة أخرى.",
};

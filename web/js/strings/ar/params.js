// Arabic messages of ui (params); keys and placeholders as in en.js.
export default {
  "param.refused": "طلب الرابط {given}؛ لكن {problem}، لذا {fallback}.",
  "param.repeated":
    "يذكر الرابط {key} {count, plural, =2 {مرتين} zero {# مرة} one {مرة واحدة} two {مرتين} few {# مرات} many {# مرةً} other {# مرة}} ({given})؛ وتُستعمل القيمة الأولى، {first}.",
  "param.fallback.default": "تُستعمل القيمة الافتراضية {value}",
  "param.fallback.defaultWord": "تُستعمل القيمة الافتراضية “{value}”",
  "param.unknown": "{key} ليس من معاملات هذه الصفحة",
  "param.back": "عاد {key} إلى {value}، وهي القيمة التي كانت له",

  "param.number": "يجب أن يكون {key} عددًا",
  "param.words": "يجب أن يكون {key} {words}",
  "param.oneOf": "يجب أن يكون {key} واحدًا من {words}",
  "param.wholeNumber": "يجب أن يكون {key} عددًا صحيحًا من {min} إلى {max}",
  "param.with": "مع {context}، {rule}",
  "param.cells":
    "مع {other}={value}، يجب ألا يتجاوز {key} القيمة {max} (ألا يتجاوز عدد الخلايا n × d القيمة {cells})",
  "param.d.even": "يجب أن يكون d عددًا زوجيًّا من {min} إلى {max}",
  "param.base.range": "يجب أن يكون base عددًا أكبر من 1 ولا يتجاوز {max}",
  "param.base.above1": "يجب أن يكون base عددًا أكبر من 1",
  "param.i.name": "i (رقم زوج)",
  "param.i.clamp":
    "كانت قيمة i هي {from}؛ و{up, select, yes {أصغر} other {أكبر}} زوج عند d = {d} هو {to}",
  "param.head.clamp":
    "كانت قيمة head هي {from}؛ و{up, select, yes {أول} other {آخر}} رأس عند heads = {heads} هو {to}",
  "param.k.clamp":
    "كانت قيمة k هي {from}؛ و{up, select, yes {أصغر} other {أكبر}} إزاحة عند pos = {pos} هي {to}",
  "param.core.fallback": "تختار الصفحة النواة بنفسها",
  "param.theme.fallback": "تتبع الصفحة إعداد هذا الجهاز (تلقائي)",
  "param.section.fallback": "تُعرض الصفحة كاملة من أعلاها",
  "param.lang.fallback": "تتبع الصفحة لغة المتصفح",

  "param.ref.fallbackLast": "يُستعمل ref {last} (آخر موضع)",
  "param.ref.lower": "كانت قيمة ref هي {from}؛ وآخر موضع عند n = {n} هو {to}",
  "param.ref.higher": "كانت قيمة ref هي {from}؛ ومع n = {n} يمكن أن تكون {to}",
  "param.shift.context": "pos={pos} وk={k}",
  "param.shift.none": "مع pos={pos} وk={k}، يتجاوز pos + k القيمة {max}، فلا يصلح أي تحريك",
  "param.shift.clamp":
    "كانت قيمة shift هي {from}؛ و{up, select, yes {أصغر} other {أكبر}} تحريك عند pos = {pos} وk = {k} هو {to}",
  "param.sentence.shape": "يجب أن يكون {key} جملةً خالية من محارف التحكم",
  "param.sentence.learned":
    "مع pe=learned، يجب ألا يتجاوز عدد كلمات {key} العدد {rows} (عدد صفوف الجدول المتعلَّم {rows})",
  "param.pe.learned":
    "مع جملة عدد كلماتها {words}، لا يمكن أن يأخذ pe القيمة learned (عدد صفوف الجدول المتعلَّم {rows})",
  "param.dims.count": "يجب أن تذكر dims من {min} إلى {max} من الأبعاد",
  "param.dims.repeat": "يجب ألا يتكرر أي بُعد في dims",
  "param.dims.past": "مع d={d}، يجب أن يكون كل عنصر في dims عددًا صحيحًا من 0 إلى {last}",
  "param.dims.shape": "يجب أن تكون dims أعدادًا صحيحة تفصل بينها فواصل",
  "param.dims.fallback": "يعرض المخطط أبعاده المعتادة",
  "param.dims.dropped":
    "كانت قيمة dims هي {from}؛ ومع d = {d} تُحذف الأبعاد التي بعد {last}، {left, select, none {لذا يعرض المخطط أبعاده المعتادة} other {فيبقى {left}}}",
  "param.count.name": "count (عدد الأسئلة في امتحان تجريبي)",
  "param.kinds.shape": "يجب أن تكون kinds أنواعًا من الأسئلة تفصل بينها فواصل، من بين {kinds}",
  "param.kinds.fallback": "تُستعمل أنواع الأسئلة كلها",
  "param.print.fallback": "تُعرض الصفحة كالمعتاد",
  "param.view.fallback": "يُعرض القسم كاملًا",
  "param.pass.fallback": "لا تكون للاختبار درجة نجاح",
  "param.labsentence.long":
    "يجب ألا يتجاوز عدد كلمات labsentence العدد {words}، ولا عدد محارفها {characters}",
  "param.labsentence.shape":
    "يجب أن تحتوي labsentence على كلمة من الحروف a-z، وألا تضم إلا محارف ASCII",
};

// Arabic messages of ui (controls); keys and placeholders as in en.js.
export default {
  "control.label.n": "المواضع n",
  "control.label.d": "d_model",
  "control.label.base": "الأساس base",
  "control.label.pos": "pos",
  "control.label.i": "i",
  "control.label.k": "k",
  "control.label.ref": "ref",
  "control.label.shift": "التحريك shift",
  "control.hint.i": "رقم الزوج، من 0 إلى d_model/2 − 1",
  "control.slider": "{label} (منزلق)",
  "control.enterNumber": "أدخل عددًا في {label}، مثل {example}.",
  "control.kept": "{reason} أُبقيت القيمة {kept}.",
  "control.sentenceKept": "{reason} ما زالت الجملة “{sentence}” معروضة حتى تُصحَّح الجملة.",

  "control.dims.label": "الأبعاد المرسومة",
  "control.dims.default": "الافتراضي",
  "control.dims.defaultLabel": "ارسم الأبعاد الافتراضية",
  "control.dims.hint": "من 2 إلى 4 أرقام أبعاد بين 0 و{last}، تفصل بينها فواصل",
  "control.dims.error": "اكتب من 2 إلى 4 أعداد صحيحة تفصل بينها فواصل، مثل 0, 8, 40.",

  "control.show": "إظهار {what}",
  "control.hide": "إخفاء {what}",
};

// Arabic messages of lab (findings); keys and placeholders as in en/findings.js.
export default {
  "findings.nearChance":
    "{mean, select, yes {متوسط الدقة} other {الدقة}} في حدود {band} من مستوى الصدفة ({chance}) أو دونه عند كل الأطوال المختبرة: {rows}. وبلا وسيلة لرؤية الترتيب، {count, plural, zero {لا تملك هذه النماذج إلا أن تخمّن} one {لا يملك هذا النموذج إلا أن يخمّن} two {لا يملك هذان النموذجان إلا أن يخمّنا} few {لا تملك هذه النماذج إلا أن تخمّن} many {لا تملك هذه النماذج إلا أن تخمّن} other {لا تملك هذه النماذج إلا أن تخمّن}} بين الاسمين.",
  "findings.noneNearChance":
    "لا يبقى أي نوع في حدود {band} من مستوى الصدفة ({chance}): كل نموذج يتفوق على التخمين بأكثر من {band} عند طول واحد على الأقل.",
  "findings.belowChance":
    "دون مستوى الصدفة بأكثر من {band}: {list}؛ فقد يكون النموذج أسوأ من التخمين إذا سمّى اسمًا ليس في الجملة.",
  "findings.kindValues": "{kind} ({values})",
  "findings.kindAtLength": "{kind} عند الطول {length} ({value})",
  "findings.kindValue": "{kind} {value}",
  "findings.kindParen": "{kind} ({value})",
  "findings.valueAt": "{value} عند {length}",
  "findings.learnedAll":
    "عند الطول {first}، وهو أطول أطوال التدريب، {count, plural, zero {يبلغ كلٌّ من {kinds}} one {يبلغ {kinds}} two {يبلغ كلٌّ من {kinds}} few {يبلغ كلٌّ من {kinds}} many {يبلغ كلٌّ من {kinds}} other {يبلغ كلٌّ من {kinds}}} {high} على الأقل ({values}).",
  "findings.learnedSome":
    "عند الطول {first}، وهو أطول أطوال التدريب، {count, plural, zero {يبلغ كلٌّ من {kinds}} one {يبلغ {kinds}} two {يبلغ كلٌّ من {kinds}} few {يبلغ كلٌّ من {kinds}} many {يبلغ كلٌّ من {kinds}} other {يبلغ كلٌّ من {kinds}}} {high} على الأقل ({values})؛ {otherCount, plural, zero {ولا تبلغه النماذج الأخرى} one {ولا يبلغه النموذج الآخر} two {ولا يبلغه النموذجان الآخران} few {ولا تبلغه النماذج الأخرى} many {ولا تبلغه النماذج الأخرى} other {ولا تبلغه النماذج الأخرى}}: {others}.",
  "findings.learnedNone": "عند الطول {first}، وهو أطول أطوال التدريب، لا يبلغ أي نوع {high}.",
  "findings.stayHigh":
    "يبقى {kinds} {count, plural, zero {وحدها} one {وحده} two {وحدهما} few {وحدها} many {وحدها} other {وحدها}} عند {high} أو أكثر في كل الأطوال حتى {last}، أي {times} أضعاف أطول جملة تدريب: {values}.",
  "findings.stayHighNone": "لا يبقى أي نوع عند {high} أو أكثر في كل الأطوال حتى {last}.",
  "findings.falls":
    "ينخفض النموذج {kind} من {from} عند الطول {fromLength} إلى {to} عند الطول {toLength}، أي بفارق {drop}{lowest, select, yes { (وأدنى قيمة له {low}، عند الطول {lowLength})} other {}}{why, select, yes {: مواضعه معرَّفة عند كل طول، لكن ما تعلّمه النموذج منها لا يمتد إلى هذا الحد} other {}}.",
  "findings.noRow":
    "لا يمكن اختبار النموذج {kind} بعد الطول {length} إطلاقًا (النواة: «{refusal}»): فجدوله لا صف فيه للكلمات اللاحقة.",
  "findings.causalLearns":
    "مع القناع السببي، يتعلم النموذج {kind} المهمة أيضًا ({value} عند الطول {first})، دون أي متجه موضع: فالقناع نفسه يسرّب الترتيب. لا يُسمح للفعل بالنظر إلا إلى الكلمات حتى موضعه، فيُحجب عنه الاسم الذي بعده، ويبقى الاسم الذي قبله هو ما يستطيع رؤيته (وقد وجد Haviv وزملاؤه عام 2022 الأمر نفسه في النماذج اللغوية).",
  "findings.causalNot":
    "مع القناع السببي، يبلغ النموذج {kind} القيمة {value} عند الطول {first}، أي دون {high}.",
  "findings.stretched":
    "عند تمديد RoPE وقت الاختبار فقط، بالمعامل s = L / {first} لجمل من L كلمة ومن دون تدريب إضافي: عند الطول {length} تصبح دقة rope {mean, select, yes {المتوسطة } other {}}البالغة {plain} كالآتي: {rows}.",
  "findings.stretchedItem":
    "{value} مع {method, select, pi {PI} ntk {تحجيم NTK} yarn {YaRN} other {{method}}}",
};

// Arabic messages of formula; keys and placeholders as in en.js.
import exam from "./ar/exam.js";

const flips = (n) =>
  `{all${n}, select, yes {تنقلب البتات كلها، وعددها {bits}} other {{count${n}, plural, zero {ينقلب # بت من أصل {bits}} one {ينقلب بت واحد (1)} two {ينقلب بتّان من أصل {bits}} few {تنقلب # بتات من أصل {bits}} many {ينقلب # بتًّا من أصل {bits}} other {ينقلب # بت من أصل {bits}}}}}`;

export default {
  "hint.pos": "الموضع في التسلسل، بدءًا من 0",
  "hint.d": "طول المتجه، عدد زوجي",
  "hint.base": "10000 في الورقة الأصلية",

  "step.exponent": "الأس",
  "step.divisor": "المقسوم عليه",
  "step.omega": "التردد",
  "step.angle": "الزاوية",
  "step.sin": "الجيب ← البُعد 2i = {dim}",
  "step.cos": "جيب التمام ← البُعد 2i + 1 = {dim}",
  "step.wavelength": "الطول الموجي (عدد المواضع في الدورة الكاملة)",

  convention:
    "هنا يعدّ i = {i} الأزواجَ لا الأبعاد: مع d_model = {d} {pairs, plural, zero {يوجد {pairsText} زوج} one {يوجد زوج واحد} two {يوجد زوجان} few {توجد {pairsText} أزواج} many {يوجد {pairsText} زوجًا} other {يوجد {pairsText} زوج}} (i من 0 إلى {lastPair}). يضع الزوج {i} الجيبَ في البُعد 2i = {dimSin}، وجيبَ تمام الزاوية نفسها في البُعد 2i + 1 = {dimCos}.",

  "plot.position": "الموضع pos",
  "plot.fraction.label": "pos/n لجملتين مختلفتَي الطول",
  "plot.fraction.y": "pos/n",
  "plot.step.label": "المسافة بين ترميزَي الموضعين المتجاورين",
  "plot.step.y": "|code(pos + 1) − code(pos)|",
  "plot.fraction.series": "n = {n}: pos/{n}",
  "plot.step.binary": "ثنائي",
  "plot.step.oneHot": "الواحد الساخن",
  "plot.step.sinusoidal": "جيبي",

  "raw.text":
    "هنا code(0) = {zero}، وcode({mid}) = {midCode}، وcode({last}) = {lastCode}؛ ونص من {thousand} كلمة سيبلغ {lastOfThousand}.",

  "fraction.description":
    "pos/n لجملة من {n} رمزًا (خط) وأخرى من {short} رمزًا (نقاط)، للمواضع من 0 إلى {last}: الموضع {probe} قيمته {probeLong} في الأولى و{probeShort} في الثانية.",
  "fraction.caption":
    "pos/n لجملة طولها n = {n} (يصل الخط بين مواضعها) ولجملة طولها n = {short} (نقطة لكل موضع). يمتد المحور الرأسي من 0 إلى 1.",
  "fraction.text":
    "الموضع {probe} قيمته {probeLong} في جملة طولها {n} رمزًا، و{probeShort} في جملة طولها {short}. والترميز 0.5 يعني الموضع {halfLong} في الأولى والموضع {halfShort} في الثانية، والخطوة الواحدة إلى الأمام تساوي {stepLong} في إحداهما و{stepShort} في الأخرى.",

  "oneHot.text":
    "عدد المواضع {n}، فعدد الأبعاد {n} أيضًا (ونموذج يقرأ {big} رمز سيحتاج إلى {big} بُعد)، والموضع {near} يبعد {nearDistance} (√2) عن الموضع {next}، و{farDistance} عن الموضع {far}.",

  "binary.text": `تحتاج المواضع من 0 إلى {last} إلى {bits} بتات. من {fromA} ({codeA}) إلى {toA} ({toCodeA}) ${flips("A")}، والمسافة {distanceA}، لكن من {fromB} ({codeB}) إلى {toB} ({toCodeB}) ${flips("B")}، والمسافة {distanceB}.`,
  "binary.noFurther": "لا توجد خطوة تقفز أبعد من ذلك.",
  "binary.biggest": `أكبر قفزة هي من {fromA} ({codeA}) إلى {toA} ({toCodeA}): ${flips("A")}، والمسافة {distanceA}.`,

  "step.description":
    "المسافة بين ترميزَي pos وpos + 1 لقيم pos من 0 إلى {lastStep}: الترميز الثنائي يقفز بين 1 و{binaryHigh}، وترميز الواحد الساخن يبقى عند {oneHot}، والترميز الجيبي يبقى عند {sinusoidal}.",
  "step.caption":
    "مقدار انتقال كل ترميز من pos إلى pos + 1، لقيم pos من 0 إلى {lastStep}؛ تصل خطوط مستقيمة بين المواضع الصحيحة، ويبدأ المحور الرأسي من 0. يقفز الترميز الثنائي كلما سرى حمل (carry) عبر بتاته. وترميز الواحد الساخن مستوٍ، لكن كل زوج آخر من ترميزاته متباعد بالقدر نفسه تمامًا. أما الترميز الجيبي (d_model = {d}) فينتقل بالمقدار نفسه {sinusoidal} عند كل خطوة.",

  settings: "d_model = {d}، base = {base}",
  "bounded.text":
    "على المواضع من 0 إلى {last}، أكبر قيمة مطلقة هي {maxAbs}: cos 0 = 1، عند الموضع 0.",
  "unique.neighbours":
    "من بين أزواج المواضع من 0 إلى {last} كلها، وعددها {pairs}، يعود أقرب ترميزين إلى موضعين متجاورين ({a} و{b}، وهما متقاربان كأي جارين آخرين)، ومع ذلك تفصل بينهما مسافة {distance}: لا يشترك موضعان في ترميز واحد.",
  "unique.other":
    "من بين أزواج المواضع من 0 إلى {last} كلها، وعددها {pairs}، أقرب ترميزين هما ترميزا {a} و{b}، ومع ذلك تفصل بينهما مسافة {distance}: لا يشترك موضعان في ترميز واحد.",
  "smooth.farther":
    "يبعد كل موضع {step} عن الموضع التالي (والمسافات بين الجيران، وعددها {last}، لا تختلف بأكثر من {spread})، والقرب ظاهر: PE({near}) يبعد {nearDistance} عن PE({next})، لكنه يبعد {farDistance} عن PE({last}).",
  "smooth.notFarther":
    "يبعد كل موضع {step} عن الموضع التالي (والمسافات بين الجيران، وعددها {last}، لا تختلف بأكثر من {spread})، والقرب ظاهر: PE({near}) يبعد {nearDistance} عن PE({next})، ولا يبعد عن PE({last}) إلا {farDistance}.",
  ...exam,
};

// Arabic messages of the rope exam questions; keys and placeholders as in en/exam.js.
export default {
  "q.rope.prompt":
    "الترميز الموضعي الدوراني (RoPE) مع \u2066d_model = {d}\u2069 (الأساس {base}): الاستعلام الثابت Q في هذه الصفحة عند الموضع {pos} والمفتاح K عند الموضع {key} درجتهما {maths}. يُزاح كلاهما إلى الأمام بمقدار {shift}، إلى الموضعين {moved} و{keyMoved}. ما الدرجة الآن؟",
  "q.rope.label": "الدرجة الجديدة",
  "q.rope.keyOnly":
    "هذه الدرجة حين يُزاح المفتاح وحده (الإزاحة {offset}): لكن كليهما يُزاح، فتبقى الإزاحة \u2066k = {k}\u2069.",
  "q.rope.signFlipped":
    "هذه الدرجة عند الإزاحة \u2066−{k}\u2069 (المفتاح قبل الاستعلام): انقلبت إشارة الإزاحة.",
  "q.rope.hint":
    "الدورانات تتركب: \u2066R_posᵀ R_(pos+k) = R_k\u2069. أيّ المواضع يبقى في الدرجة بعد ذلك؟",
  "q.rope.offset": "{maths}: لم يبقَ إلا الإزاحة \u2066k = {k}\u2069.",
  "q.rope.unchanged":
    "فالدرجة لم تتغير: تعطي النواة {after} بعد الإزاحة مقابل {before} قبلها (والفرق بينهما {diff}، من التدوير).",
  "q.rotated.prompt":
    "في نموذج يستعمل الترميز الموضعي الدوراني (RoPE)، أيّ المتجهات تُدار بالزاوية \u2066pos·ωᵢ\u2069 الخاصة بموضع رمزها، وأيها يُترك على حاله؟",
  "q.rotated.legend": "ما الذي يُدار",
  "q.rotated.qk":
    "الاستعلامات والمفاتيح، زوجًا زوجًا، بالزاوية \u2066pos·ωᵢ\u2069؛ أما القيم وتضمينات الكلمات فتُترك كما هي دون دوران.",
  "q.rotated.embeddings":
    "تضمينات الكلمات، قبل الانتباه: يُدار كل صف من المدخلات بحسب موضعه مرة واحدة، فترث الاستعلامات والمفاتيح والقيم هذا الدوران.",
  "q.rotated.embeddingsDiagnosis":
    "هذا أقرب إلى إضافة PE في أسفل النموذج. أما RoPE فيترك المدخلات على حالها ويدير Q وK داخل كل طبقة انتباه.",
  "q.rotated.values":
    "القيم، كي يحمل المخرج الموضع: فتبقى الاستعلامات والمفاتيح على حالها، ولا تتغير درجات الانتباه إطلاقًا.",
  "q.rotated.valuesDiagnosis":
    "إدارة القيم لا تغيّر الدرجات، والدرجات هي حيث يجب أن يظهر الموضع. RoPE يدير Q وK، ويترك V على حاله.",
  "q.rotated.weights":
    "أوزان الانتباه: يُدار كل صف من A بحسب موضع استعلامه بعد softmax، وهذا يُبقي مجموع كل صف مساويًا 1.",
  "q.rotated.weightsDiagnosis":
    "A مصفوفة أوزان، لا أزواج إحداثيات؛ وRoPE يدير متجهَي الاستعلام والمفتاح قبل جدائهما النقطي.",
  "q.rotated.hint":
    "جوهر RoPE أن الدرجة \u2066(R_pos Q)ᵀ(R_(pos+k) K)\u2069 لا تعتمد إلا على k. أيّ متجهين يظهران في هذه الدرجة؟",
  "q.rotated.turned":
    "يُدار الاستعلام والمفتاح، كل زوج i بالزاوية \u2066pos·ωᵢ\u2069. والدوران يحفظ الأطوال: مع \u2066d_model = {d}\u2069 يكون \u2066|Q| = {before}\u2069 قبل إدارته، و{after} بعد إدارته إلى الموضع {pos}.",
  "q.rotated.toy":
    "القيم لا تُدار، ولا يُضاف شيء إلى التضمينات. وفي النموذج المصغّر تبقى {first} و{second} مختلفتين: مع RoPE تتحرك المخرجات بمقدار {shifts} {count, plural, zero {للرموز الـ#} one {للرمز الواحد} two {للرمزين} few {للرموز الـ#} many {للرموز الـ#} other {للرموز الـ#}}.",

  "q.ropeproof.prompt":
    "يُدير RoPE الاستعلام Q عند الموضع \u2066pos = {pos}\u2069 والمفتاح K عند الموضع \u2066pos + k = {key}\u2069 (\u2066d_model = {d}\u2069، الأساس {base}). هذا برهان أن درجتهما لا تعتمد إلا على الإزاحة k، وقد حُذفت منه خطوة: {maths}",
  "q.ropeproof.concluded":
    "(4) إذن لا تعتمد الدرجة إلا على الإزاحة \u2066k = {offset}\u2069. أيّ خطوة تملأ الفراغ، أي الخطوة ({step})؟",
  "q.ropeproof.concludeGap": "(4) إذن: {maths} أيّ خطوة تملأ الفراغ، أي الخطوة (4)؟",
  "q.ropeproof.legend": "الخطوة ({step}) من البرهان",
  "q.ropeproof.transpose.right":
    "\u2066= {line}\u2069، لأن منقول حاصل الضرب يعكس ترتيب عوامله: \u2066({Rpos} Q)ᵀ = Qᵀ {Rpos}ᵀ\u2069.",
  "q.ropeproof.transpose.plain":
    "\u2066= {line}\u2069، لأن الدوران يحفظ الأطوال والزوايا: فتدوير المتجهين معًا لا يغيّر \u2066Qᵀ K\u2069.",
  "q.ropeproof.transpose.plainDiagnosis":
    "لا يبقى \u2066Qᵀ K\u2069 على حاله إلا إذا دار المتجهان بالزاوية نفسها (\u2066{Rpos}ᵀ {Rpos} = I\u2069). وهنا يدور Q بمقدار {pos} موضعًا ويدور K بمقدار {key}: تعطي النواة للدرجة {score}، لكنها تعطي \u2066Qᵀ K\u2069 القيمة {plainDot}.",
  "q.ropeproof.transpose.symmetric":
    "\u2066= {line}\u2069، لأن مصفوفة الدوران متناظرة: فمنقولها \u2066{Rpos}ᵀ\u2069 هو \u2066{Rpos}\u2069 نفسها.",
  "q.ropeproof.transpose.symmetricDiagnosis":
    "الدوران ليس متناظرًا: منقوله يدور في الاتجاه المعاكس، \u2066R(θ)ᵀ = R(−θ)\u2069. وأخذ \u2066{Rpos}ᵀ = {Rpos}\u2069 يعطي \u2066Qᵀ {Rsum} K = {sumDot}\u2069 (بحساب النواة)، لا الدرجة {score}.",
  "q.ropeproof.transpose.sum":
    "\u2066= {line}\u2069، لأن الدورانين يُجمعان، \u2066{pos} + {key} = {sum}\u2069 موضعًا، في دوران واحد.",
  "q.ropeproof.transpose.sumDiagnosis":
    "دوران Q يدخل منقولًا، فيُحسب في الاتجاه المعاكس: \u2066R_posᵀ R_(pos+k) = R_k\u2069، لا \u2066R_(2pos+k)\u2069، ولذا \u2066{Rpos}ᵀ {Rkey} = {Roffset}\u2069، لا \u2066{Rsum}\u2069. تعطي النواة \u2066Qᵀ {Rsum} K\u2069 القيمة {sumDot}، أما الدرجة فهي {score}.",
  "q.ropeproof.transpose.hint":
    "كيف يؤثر النقل في حاصل ضرب مصفوفتين، مثل \u2066({Rpos} Q)ᵀ\u2069؟ وأيّ العاملين يأتي أولًا بعد النقل؟",
  "q.ropeproof.inverse.right":
    "\u2066= {line}\u2069، لأن منقول الدوران هو الدوران العكسي: \u2066R(θ)ᵀ = R(−θ)\u2069.",
  "q.ropeproof.inverse.symmetric":
    "\u2066= {line}\u2069، لأن مصفوفة الدوران متناظرة، فمنقولها \u2066{Rpos}ᵀ\u2069 يساوي \u2066{Rpos}\u2069.",
  "q.ropeproof.inverse.symmetricDiagnosis":
    "الدوران ليس متناظرًا: منقوله يعيد الدوران بالزاوية نفسها، \u2066{Rpos}ᵀ = {Rminus}\u2069. ولو وُضعت \u2066{Rpos}\u2069 مكانه لجُمعت الزاويتان إلى {sum}: \u2066Qᵀ {Rsum} K = {sumDot}\u2069 (بحساب النواة)، لا الدرجة {score}.",
  "q.ropeproof.inverse.plain":
    "\u2066= {line}\u2069، لأن منقول الدوران هو معكوسه، فيلغي \u2066{Rpos}ᵀ\u2069 و\u2066{Rkey}\u2069 أحدهما الآخر.",
  "q.ropeproof.inverse.plainDiagnosis":
    "\u2066{Rpos}ᵀ\u2069 يلغي دورانًا بمقدار {pos} موضعًا، لا بمقدار {key}: \u2066{Rpos}ᵀ {Rkey} = {Roffset}\u2069، وليست مصفوفة الوحدة. تعطي النواة للدرجة {score}، لكنها تعطي \u2066Qᵀ K\u2069 القيمة {plainDot}.",
  "q.ropeproof.inverse.other":
    "\u2066= {line}\u2069، لأن النقل يمكن أن ينتقل إلى العامل الآخر: \u2066{Rpos}ᵀ {Rkey} = {Rpos} {Rkey}ᵀ\u2069.",
  "q.ropeproof.inverse.otherDiagnosis":
    "النقل يخص العامل الذي نُقل، \u2066({Rpos} Q)ᵀ = Qᵀ {Rpos}ᵀ\u2069. ونقله إلى \u2066{Rkey}\u2069 يقلب إشارة الإزاحة: \u2066Qᵀ {Rflipped} K = {flippedDot}\u2069 (بحساب النواة)، لا الدرجة {score}.",
  "q.ropeproof.inverse.hint":
    "الدوران بزاوية ثم العودة بها يترك المتجه حيث كان. أيّ دوران يلغي \u2066{Rpos}\u2069، وماذا يقول ذلك عن \u2066{Rpos}ᵀ\u2069؟",
  "q.ropeproof.compose.right":
    "\u2066= {line}\u2069، لأن الدورانات في المستويات نفسها تُجمع زواياها: \u2066−{pos} + {key} = {offset}\u2069.",
  "q.ropeproof.compose.sum":
    "\u2066= {line}\u2069، لأن الدورانات في المستويات نفسها تُجمع زواياها: \u2066{pos} + {key} = {sum}\u2069.",
  "q.ropeproof.compose.sumDiagnosis":
    "ضاعت إشارة السالب في \u2066{Rminus}\u2069: الزاويتان هما \u2066−{pos}\u2069 و{key}، ومجموعهما \u2066k = {offset}\u2069، لا {sum}؛ فـ\u2066R_posᵀ R_(pos+k)\u2069 هو \u2066R_k\u2069 لا \u2066R_(2pos+k)\u2069. تعطي النواة \u2066Qᵀ {Rsum} K\u2069 القيمة {sumDot}، أما الدرجة فهي {score}.",
  "q.ropeproof.compose.flipped":
    "\u2066= {line}\u2069، لأن الدورانات في المستويات نفسها تُجمع زواياها: \u2066{pos} − {key} = {flippedOffset}\u2069.",
  "q.ropeproof.compose.flippedDiagnosis":
    "الإشارة مقلوبة: الزاويتان هما \u2066−{pos}\u2069 و\u2066+{key}\u2069، ومجموعهما \u2066k = {offset}\u2069 لا \u2066−k\u2069. تعطي النواة \u2066Qᵀ {Rflipped} K\u2069 القيمة {flippedDot}، أما الدرجة فهي {score}.",
  "q.ropeproof.compose.product":
    "\u2066= {line}\u2069، لأن الدورانات في المستويات نفسها تُضرب زواياها: \u2066−{pos} × {key} = {product}\u2069.",
  "q.ropeproof.compose.productDiagnosis":
    "الدورانان يصنعان دورانًا واحدًا بمجموع زاويتيهما (صيغ جمع الزوايا)، والزوايا لا تُضرب أبدًا. تعطي النواة \u2066Qᵀ {Rproduct} K\u2069 القيمة {productDot}، أما الدرجة فهي {score}.",
  "q.ropeproof.compose.hint":
    "الدوران بزاوية ثم بأخرى دوران واحد: بأيّ زاوية؟ زوجًا زوجًا، ما الدوران الواحد الذي يساويه \u2066{Rminus} {Rkey}\u2069؟",
  "q.ropeproof.conclude.right":
    "لا تعتمد الدرجة إلا على \u2066k = {offset}\u2069: تحريك الموضعين إلى الأمام بالمقدار shift نفسه يتركها كما هي.",
  "q.ropeproof.conclude.absolute":
    "لا تعتمد الدرجة إلا على \u2066|k| = {distance}\u2069: المفتاح قبل الاستعلام بـ{distance} درجته كدرجة مفتاح بعده بـ{distance}.",
  "q.ropeproof.conclude.absoluteDiagnosis":
    "تبديل الموضعين يقلب إشارة k، و\u2066{Roffset}\u2069 و\u2066{Rflipped}\u2069 يدوران في اتجاهين متعاكسين: تعطي النواة {score} حين يكون Q عند {pos} وK عند {key}، لكنها تعطي {flippedDot} حين يكون Q عند {key} وK عند {pos}.",
  "q.ropeproof.conclude.values":
    "لا تعتمد الدرجة إلا على \u2066k = {offset}\u2069، بشرط أن تُدار القيم V أيضًا بـ\u2066{Roffset}\u2069.",
  "q.ropeproof.conclude.valuesDiagnosis":
    "RoPE لا يُدير القيم أبدًا، والبرهان لا يحتاج إلى ذلك: الدرجة مصنوعة من Q وK وحدهما. ولا تدخل القيم إلا بعد softmax.",
  "q.ropeproof.conclude.none":
    "الدرجة واحدة لكل زوج من المواضع: الدورانان يلغي أحدهما الآخر تمامًا في الدرجة.",
  "q.ropeproof.conclude.noneDiagnosis":
    "لا يُلغى إلا الجزء المشترك بين الدورانين: وتبقى الإزاحة k. تعطي النواة {score} عند الإزاحة {offset}، لكنها تعطي {plainDot} عند الإزاحة 0، أي \u2066Qᵀ K\u2069.",
  "q.ropeproof.conclude.hint":
    "بعد الخطوة (3)، أيّ المواضع ما زال في الدرجة؟ وماذا يحدث لها حين يتحرك pos و\u2066pos + k\u2069 كلاهما إلى الأمام بالمقدار shift نفسه؟",
  "q.ropeproof.missing": "الخطوة الناقصة هي ({step}). وهذا البرهان كاملًا:",
  "q.ropeproof.step.transpose":
    "(1) {maths}: منقول حاصل الضرب يعكس ترتيب عوامله، \u2066({Rpos} Q)ᵀ = Qᵀ {Rpos}ᵀ\u2069.",
  "q.ropeproof.step.inverse":
    "(2) {maths}: منقول الدوران هو معكوسه، أي الدوران العكسي بالزاوية نفسها: \u2066R(θ)ᵀ = R(−θ)\u2069، أي \u2066R_posᵀ = R_(−pos)\u2069.",
  "q.ropeproof.step.compose":
    "(3) {maths}: الدورانات في المستويات نفسها تُجمع زواياها، \u2066R_(−pos) R_(pos+k) = R_k\u2069، و\u2066−{pos} + {key} = {offset}\u2069.",
  "q.ropeproof.step.conclude":
    "(4) لم يبقَ إلا الإزاحة \u2066k = {offset}\u2069، فالدرجة لا تعتمد على شيء آخر: تحريك الموضعين إلى الأمام بمقدار \u2066shift = {shift}\u2069 يعطي {maths}، أي الدرجة نفسها.",
  "q.ropeproof.check":
    "تتحقق النواة من ذلك مع \u2066d_model = {d}\u2069 و\u2066shift = {shift}\u2069: {before}، و{after}، و{offsetDot}، العدد نفسه ثلاث مرات (والفرق بين الأولين {diff}، من التدوير).",
};

// Arabic messages of ui (refusals); keys and placeholders as in en.js.
export default {
  "refusal.wrong_type":
    "يجب أن يكون {name} {expected, select, number {عددًا} string {سلسلة نصية} boolean {true أو false} pair {مصفوفة من عددين صحيحين [min, max]} other {{expected}}} (المُعطى: {got})",
  "refusal.integer_out_of_range":
    "يجب أن يكون {name} عددًا صحيحًا في المجال {min}..{max} (المُعطى: {value})",
  "refusal.even_integer_out_of_range":
    "يجب أن يكون {name} عددًا صحيحًا زوجيًّا في المجال {min}..{max} (المُعطى: {value})",
  "refusal.base_out_of_range":
    "يجب أن يكون base عددًا منتهيًا أكبر من 1 ولا يتجاوز 1e12 (المُعطى: {value})",
  "refusal.table_too_large":
    "يجب ألا يتجاوز nPos*dModel القيمة {maxCells} (المُعطى: {nPos}*{dModel} = {cells})",
  "refusal.shift_matrix_too_large":
    "يجب ألا يتجاوز dModel*dModel القيمة {maxCells} لمصفوفة M_k الكثيفة (المُعطى: {dModel}*{dModel} = {cells})",
  "refusal.unknown_position_kind":
    'يجب أن يكون {name} واحدًا من "none" أو "sinusoidal" أو "learned" أو "rope" (المُعطى: "{value}")',
  "refusal.learned_no_row": "لا يوجد صف متعلَّم للموضع {pos} (max_len {maxLen})",
  "refusal.learned_no_row_words":
    "لا يوجد صف متعلَّم للموضع {pos} (max_len {maxLen}): عدد كلمات الجملة {words}",
  "refusal.sentence_not_unicode":
    "يجب أن تكون الجملة نصًّا صالحًا في Unicode: المحرف {character} (البايت {byte}) ليس كذلك (تسلسل UTF-8 مكسور، أو بديل منفرد)",
  "refusal.sentence_too_many_characters":
    "يجب ألا يتجاوز عدد محارف الجملة {max} (المُعطى: {characters})",
  "refusal.sentence_no_words": "تحتاج الجملة إلى كلمة واحدة على الأقل (حروف، من أي أبجدية)",
  "refusal.sentence_too_many_words": "يجب ألا يتجاوز عدد كلمات الجملة {max} (المُعطى: {words})",
  "refusal.lab_model_unknown": "لا يوجد نموذج في المختبر معرّفه {id}: المعرّفات تأتي من labCreate",
  "refusal.lab_model_freed": "لا يوجد نموذج في المختبر معرّفه {id}: فقد حُرِّر بـ labFree",
  "refusal.lab_lr_out_of_range": "يجب أن يكون lr عددًا منتهيًا في المجال (0, 1] (المُعطى: {value})",
  "refusal.lab_too_many_models":
    "لا يمكن أن يبقى في الذاكرة أكثر من {max} من نماذج المختبر في وقت واحد؛ حرِّر أحدها بـ labFree",
  "refusal.lab_unknown_word": "كلمة غير معروفة “{word}”: مفردات المختبر هي {vocabulary}",
  "refusal.lab_unknown_word_alone": "كلمة غير معروفة “{word}”",
  "refusal.lab_verb_count":
    "تحتاج جملة المختبر إلى فعل واحد بالضبط (bites أو sees أو chases أو helps أو follows)؛ وعدد الأفعال في هذه الجملة {verbs}",
  "refusal.options_not_object": "يجب أن يكون options كائنًا (المُعطى: {got})",
  "refusal.unknown_option": 'لا يوجد خيار باسم "{key}"',
  "refusal.unknown_rope_scaling":
    'يجب أن يكون options.kind واحدًا من "none" أو "pi" أو "ntk" أو "yarn" أو "llama3" (المُعطى: "{value}")',
  "refusal.number_out_of_range":
    "يجب أن يكون {name} عددًا منتهيًا في المجال {min}..{max} (المُعطى: {value})",
  "refusal.ramp_bounds_order": "يجب أن يكون {lowName} أصغر من {highName} (المُعطى: {low} و{high})",
  "refusal.unknown_choice": 'يجب أن يكون {name} أحد الخيارات {choices} (المُعطى: "{value}")',
  "refusal.lab_scaling_needs_rope":
    "{name} يمدّد RoPE: لا يقبله إلا نموذج rope (وهذا النموذج {kind})",
  "refusal.cell": "رفضت النواة حساب هذه الخلية: {refusal}",
  "refusal.inSentence": "الجملة {sentence}: {refusal}",
  "refusal.module_aborted": "{function}: توقفت النواة بعد إخفاق سابق ويجب إعادة تشغيلها",
  "refusal.module_exception": "أخفق {function} داخل النواة: {reason}",
};

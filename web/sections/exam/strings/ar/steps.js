// Arabic messages of exam (steps); keys and placeholders as in en/steps.js.
export default {
  "q.tolerance.abs3": "تُعدّ الإجابة صحيحة إذا لم تبتعد عن القيمة الدقيقة بأكثر من ±0.001.",
  "q.tolerance.rel": "تُعدّ الإجابة صحيحة إذا لم تبتعد عن القيمة الدقيقة بأكثر من 0.1%.",
  "q.step.exponent": "الأس: {maths}",
  "q.step.frequency": "التردد: {maths}",
  "q.step.angle": "الزاوية، بالراديان: {maths}",
  "q.step.value": "القيمة: {maths}",
};

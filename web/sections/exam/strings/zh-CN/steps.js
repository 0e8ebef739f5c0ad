// Simplified Chinese messages of exam (steps); keys and placeholders as in en/steps.js.
export default {
  "q.tolerance.abs3": "与精确值相差在 ±0.001 以内的答案算正确。",
  "q.tolerance.rel": "与精确值相差在 0.1% 以内的答案算正确。",
  "q.step.exponent": "指数：{maths}",
  "q.step.frequency": "频率：{maths}",
  "q.step.angle": "角度（弧度）：{maths}",
  "q.step.value": "数值：{maths}",
};

// Steps and wordings shared by the encoding questions (web/js/exam/examSteps.js).
// {maths} is a formula (typeset).
export default {
  // Shared by the question kinds.
  "q.tolerance.abs3": "Answers within ±0.001 of the exact value count as correct.",
  "q.tolerance.rel": "Answers within 0.1 % of the exact value count as correct.",
  "q.step.exponent": "Exponent: {maths}",
  "q.step.frequency": "Frequency: {maths}",
  "q.step.angle": "Angle, in radians: {maths}",
  "q.step.value": "Value: {maths}",
};

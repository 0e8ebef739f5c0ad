// Spanish messages of exam (steps part); keys and placeholders as in en.js.
export default {
  "q.tolerance.abs3":
    "Se dan por correctas las respuestas que no se alejen más de ±0,001 del valor exacto.",
  "q.tolerance.rel":
    "Se dan por correctas las respuestas que no se alejen más de un 0,1 % del valor exacto.",
  "q.step.exponent": "Exponente: {maths}",
  "q.step.frequency": "Frecuencia: {maths}",
  "q.step.angle": "Ángulo, en radianes: {maths}",
  "q.step.value": "Valor: {maths}",
};

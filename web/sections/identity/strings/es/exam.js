// Spanish messages of identity (exam part); keys and placeholders as in en.js.
export default {
  "q.shift.prompt":
    "El par i = {pair} de una codificación con d_model = {d} (base {base}) gira {omega} radianes por posición. Completa su bloque 2 × 2 de M{kSub}, la matriz que avanza el par {k} posiciones:{maths}",
  "q.shift.alpha": "α (fila 1, columna 1)",
  "q.shift.beta": "β (fila 1, columna 2)",
  "q.shift.gamma": "γ (fila 2, columna 1)",
  "q.shift.delta": "δ (fila 2, columna 2)",
  "q.shift.tolerance":
    "Se da por correcto cada elemento que no se aleje más de ±0,001 del valor exacto.",
  "q.shift.signFlipped":
    "Este es el bloque de M{minusSub}: el signo del desplazamiento está invertido, así que los senos tienen el signo equivocado y el bloque hace retroceder el par {k} posiciones.",
  "q.shift.swapped":
    "Este bloque tiene sin y cos intercambiados: la diagonal contiene cos(ωk), y las esquinas, ±sin(ωk).",
  "q.shift.degrees": "Este bloque toma ωk en grados: el ángulo ωk está en radianes.",
  "q.shift.hint":
    "Desarrolla sin(x + y) y cos(x + y) con x = ω·pos e y = ω·k. Los números que multiplican a sin x y a cos x son los elementos; solo contienen ω·k.",
  "q.shift.angle": "El ángulo que añaden k pasos: {maths}",
  "q.shift.inPlace": "La suma de ángulos los coloca en su sitio: {maths}",
  "q.shift.check":
    "Comprobación en pos = {pos}: directamente, {direct}; a través del bloque, {block}.",
  "q.linear.prompt":
    "Fija el desplazamiento k = {k} (d_model = {d}, base {base}). ¿Es PE(pos + {k}) una función lineal de PE(pos), la misma función para todo pos? Elige la respuesta con la razón correcta.",
  "q.linear.legend": "Respuesta y razón",
  "q.linear.yes":
    "Sí: la fórmula de la suma de ángulos escribe el seno y el coseno de ωᵢ(pos + k) en términos de sin(ωᵢ pos) y cos(ωᵢ pos) multiplicados por cos(ωᵢ k) y sin(ωᵢ k), así que una sola Mₖ sirve para todo pos.",
  "q.linear.no":
    "No: sin y cos no son funciones lineales de su ángulo, así que PE(pos + k) no puede ser una función lineal de PE(pos); una matriz solo describe rectas.",
  "q.linear.noDiagnosis":
    "El seno no es lineal en su ángulo, pero la pregunta trata de la aplicación que lleva de un vector al siguiente, y esa aplicación es una rotación: lineal.",
  "q.linear.roughly":
    "Solo aproximadamente: sin x ≈ x para ángulos pequeños, así que una matriz funciona mientras ωᵢ(pos + k) sea pequeño, y la aproximación deja de valer para pos grandes.",
  "q.linear.roughlyDiagnosis":
    "No interviene ninguna aproximación: la suma de ángulos es exacta, y Mₖ funciona en todo pos salvo errores de redondeo.",
  "q.linear.rebuilt":
    "Sí, pero la matriz debe reconstruirse para cada pos, porque sus elementos contienen cos(ωᵢ pos) y sin(ωᵢ pos): no hay una única matriz para cada k.",
  "q.linear.rebuiltDiagnosis":
    "Los elementos son cos(ωᵢ k) y sin(ωᵢ k): solo dependen de k. cos(ωᵢ pos) y sin(ωᵢ pos) forman el vector sobre el que actúa la matriz.",
  "q.linear.hint":
    "Escribe sin(ω(pos + k)) con la fórmula de la suma de ángulos y pregúntate qué factores cambian cuando cambia pos.",
  "q.linear.constants":
    "Con k = {k} fijo, cos(ωk) y sin(ωk) son constantes; para el par 0 (ω = 1) valen {maths}. Con ellas se llena la matriz diagonal por bloques M{kSub}, una aplicación lineal.",
  "q.linear.check":
    "La misma M{kSub}, aplicada en pos = {pos1} y en pos = {pos2}, da PE(pos + {k}) con errores máximos de {error1} y {error2}: errores de redondeo, nada más. El seno no es lineal en su ángulo, pero la aplicación que lleva de un vector al siguiente sí lo es.",
};

// Spanish messages of exam (page part); keys and placeholders as in en.js.
export default {
  "kind.order.title": "Por qué la atención necesita posiciones",
  "kind.simple.title": "¿Por qué no una codificación más simple?",
  "kind.value.title": "Calcular un valor de PE",
  "kind.speed.title": "La dimensión más rápida o la más lenta",
  "kind.wavelength.title": "Longitud de onda de un par",
  "kind.base.title": "Qué hace la base",
  "kind.layout.title": "¿Intercalada o concatenada?",
  "kind.shift.title": "Completar la matriz de desplazamiento Mₖ",
  "kind.linear.title": "¿Es lineal el desplazamiento, y por qué?",
  "kind.relative.title": "El producto escalar relativo",
  "kind.symmetry.title": "Por qué k y −k se parecen",
  "kind.sum.title": "¿Suma o concatenación?",
  "kind.scale.title": "El escalado por √d_model",
  "kind.params.title": "Los parámetros de una tabla aprendida",
  "kind.maxlen.title": "Más allá de max_len",
  "kind.rope.title": "RoPE: la puntuación ve el desplazamiento",
  "kind.rotated.title": "RoPE: qué se rota",
  "kind.ropeproof.title": "RoPE: la demostración, paso a paso",
  "kind.lab.title": "Leer un resultado del laboratorio",
  "kind.ceiling.title": "El techo sin orden",
  "kind.fartable.title": "Leer la tabla de la tarea lejana",
  "kind.alibi.title": "ALiBi: el sesgo de una cabeza",
  "kind.pi.title": "Interpolación de posiciones: el ángulo",
  "kind.ntk.title": "Escalado NTK: la nueva base",
  "kind.yarn.title": "YaRN: qué le pasa a un par",
  "kind.highest.title": "Qué regla conserva qué par",
  "section.why-order.name": "Por qué importa el orden",
  "section.formula.name": "La fórmula",
  "section.wavelengths.name": "Longitudes de onda",
  "section.matrix.name": "La matriz completa",
  "section.identity.name": "Suma de ángulos",
  "section.relative.name": "Posición relativa",
  "section.embeddings.name": "Sumar a los embeddings",
  "section.attention.name": "Atención con posición",
  "section.learned.name": "Aprendidas frente a sinusoidales",
  "section.rope.name": "RoPE",
  "section.lab.name": "El laboratorio de entrenamiento",
  "section.longer.name": "Más largo que el entrenamiento",

  "control.mode": "Práctica",
  "control.mode.one": "Un tipo cada vez",
  "control.mode.mixed": "Mixta: cualquier tipo",
  "control.mode.mock": "Simulacro de examen",
  "control.kind": "Tipo de pregunta",
  "control.count": "preguntas en el simulacro",
  "control.newQuestion": "Nueva pregunta",
  "control.newMock": "Nuevo simulacro",
  "control.seed":
    "Serie de preguntas {seed} (la semilla, guardada en el enlace): el mismo enlace da las mismas preguntas, en el mismo orden.",

  "progress.reset": "Reiniciar el progreso",
  "progress.stored":
    "Tu progreso se guarda en este navegador (localStorage), así que se conserva al recargar la página. Reiniciar lo borra.",
  "progress.notStored":
    "Tu progreso no se guarda aquí: esta página se ejecuta en un marco aislado (o con el almacenamiento desactivado), así que el navegador no le da almacenamiento. Tus respuestas cuentan hasta que salgas; el artículo completo sí las conserva.",
  "progress.none":
    "Progreso: aún no has respondido ninguna pregunta. Cada pregunta cuenta una sola vez, en tu primera comprobación (abrir antes su solución cuenta como fallo).",
  "progress.some":
    "Progreso: has acertado {correct} de {answered, plural, one {# pregunta respondida} many {# preguntas respondidas} other {# preguntas respondidas}} (cuentan las primeras comprobaciones).",
  "progress.caption": "Tu progreso por sección",

  "table.section": "Sección",
  "table.asked": "Planteadas",
  "table.answered": "Respondidas",
  "table.right": "Correctas",

  "pending.question":
    "Esta pregunta usa los resultados del laboratorio de entrenamiento: sus modelos se están entrenando en segundo plano, en pequeños tramos…",
  "pending.questionProgress":
    "Esta pregunta usa los resultados del laboratorio de entrenamiento: {done} de {total} modelos entrenados…",
  "pending.questionFailed":
    "El laboratorio de entrenamiento no pudo calcular los resultados de esta pregunta ({error}). “Nueva pregunta” lo vuelve a intentar.",
  "pending.sheet":
    "Esta hoja usa los resultados del laboratorio de entrenamiento: sus modelos se están entrenando…",
  "pending.sheetFailed":
    "El laboratorio de entrenamiento no pudo calcular los resultados de esta hoja ({error}).",
  "refused.thisQuestion": "esta pregunta",
  "refused.aQuestion": "una pregunta",
  "worksheet.title": "Codificación posicional",

  "mock.previous": "Pregunta anterior",
  "mock.next": "Pregunta siguiente",
  "mock.finish": "Terminar y ver los resultados",
  "mock.finished": "Simulacro terminado: {right} de {of} correctas.",
  "mock.status": "Pregunta {number} de {of} · {answered} respondidas · serie de preguntas {seed}",
  "mock.summaryTitle": "Tu simulacro, sección por sección",
  "mock.caption": "Resultado del simulacro por sección",
  "mock.total":
    "Total: {right} de {of} correctas ({percent} %). {missed} sin responder, contadas como incorrectas.{locked, select, yes {} other { “Nuevo simulacro” empieza otro.}}",

  "quiz.legend": "Preparar un cuestionario para tu clase",
  "quiz.use":
    "Insertar un cuestionario: las mismas preguntas, en el mismo orden, para todos los estudiantes",
  "quiz.kinds": "Tipos de pregunta (si no marcas ninguno, todos)",
  "quiz.count": "Preguntas",
  "quiz.seed": "Serie de preguntas (semilla)",
  "quiz.hints": "Pistas",
  "quiz.hints.on": "sí",
  "quiz.hints.off": "no",
  "quiz.solutions": "Soluciones desarrolladas",
  "quiz.solutions.always": "siempre",
  "quiz.solutions.after": "después de responder",
  "quiz.solutions.never": "nunca",
  "quiz.lock":
    "Bloquear el cuestionario (los estudiantes no pueden cambiar los tipos, el número de preguntas ni la semilla)",
  "quiz.link": "Enlace al cuestionario",
  "quiz.typeNumber": "Escribe un número.",
  "quiz.fixField": "Corrige primero el campo marcado.",
  "quiz.short":
    "{shown, plural, one {Con estos tipos de pregunta solo se pudo formar {shownText} pregunta distinta, así que este cuestionario tiene esa} many {Con estos tipos de pregunta solo se pudieron formar {shownText} preguntas distintas, así que este cuestionario tiene esas} other {Con estos tipos de pregunta solo se pudieron formar {shownText} preguntas distintas, así que este cuestionario tiene esas}} en lugar de las {asked} pedidas.",

  "summary.wavelengths":
    "Con d_model = {d} y base {base}: λ₀ = {first} (2π), λ₁ = {second}, cada peldaño {ratio} veces el anterior, hasta λ{lastSub} = {last}, justo por debajo de base·2π. Los primeros pares distinguen posiciones vecinas; los últimos cambian tan despacio que distinguen lo cercano de lo lejano.",
  "summary.check":
    "Por ejemplo, M{kSub} aplicada a PE({pos}) con d_model = {d} da PE({shifted}) con un error máximo de {error}.",
};

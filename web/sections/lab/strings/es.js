// Spanish messages of lab; keys and placeholders as in en.js.
import exam from "./es/exam.js";
import findings from "./es/findings.js";
import vocabulary from "./es/vocabulary.js";

export default {
  ...findings,
  ...vocabulary,
  "kind.name":
    "{kind, select, none {sin posición} sinusoidal {sinusoidal} learned {aprendido} rope {RoPE} alibi {ALiBi} ropePi {RoPE, PI en la prueba} ropeNtk {RoPE, NTK en la prueba} ropeYarn {RoPE, YaRN en la prueba} other {{kind}}}",

  settings:
    "semilla {seed}, {count, plural, one {{steps} paso} many {{steps} pasos} other {{steps} pasos}}, {causal, select, yes {máscara causal} other {sin máscara}}, {task, select, far {tarea lejana} other {tarea local}}",

  "control.seed": "semilla",
  "control.seedHint": "los pesos iniciales y todos los lotes; los cinco modelos la comparten",
  "control.steps": "pasos",
  "control.stepsHint": "pasos de entrenamiento de cada modelo (lotes de 16 oraciones)",
  "control.causal": "máscara causal",
  "control.causalHint": "el verbo solo puede mirar las palabras hasta él mismo",
  "control.far": "responder al final",
  "control.farHint":
    "la tarea lejana: tras la oración va la palabra de consulta “who” y la respuesta se lee allí, lejos del agente",
  "button.train":
    "{phase, select, training {Pausar} paused {Reanudar} done {Entrenados} other {Entrenar}}",
  "button.step": "Un paso",
  "button.stepLabel": "Entrenar cada modelo un paso",
  "button.reset": "Reiniciar",
  "button.resetLabel": "Reiniciar: modelos nuevos en el paso 0",
  "button.seeds": "{seeds} semillas",
  "button.seedsLabel":
    "Entrenar con {seeds} semillas y mostrar la media y el rango de los resultados",
  "progress.label": "Progreso del entrenamiento",

  "print.untrained":
    "Los modelos del laboratorio no se habían entrenado ni evaluado en esta página cuando se imprimió, así que aquí faltan sus curvas, sus resultados y sus mapas de atención. Abra esta dirección, deje que el laboratorio entrene (o pulse Entrenar) y vuelva a imprimir:",
  "status.waiting":
    "El laboratorio se carga cuando te acercas a esta sección; el entrenamiento empieza cuando las curvas están en pantalla.",
  "status.loading": "Cargando el laboratorio…",
  "status.restarted":
    "La calculadora del laboratorio se detuvo y volvió a arrancar; sus modelos se perdieron, así que el laboratorio empieza de nuevo.",
  "status.couldNotStart":
    "El laboratorio de entrenamiento no pudo arrancar ({message}). El resto de la página funciona sin él; prueba a recargarla.",
  "status.didNotStart": "El laboratorio no arrancó.",
  "status.stopped": "El laboratorio se detuvo: {error}. Reinícialo para empezar de nuevo.",
  "status.seeds":
    "{seeds} semillas, {activity, select, paused {en pausa} testing {evaluando} other {entrenando}}: semilla {seed} ({run} de {seeds}), {done} de {total} pasos ({models} modelos a la vez).",
  "status.ready":
    "Listo: {models} modelos en el paso 0 ({settings}). {auto, select, yes {El entrenamiento empieza cuando las curvas están en pantalla.} other {Pulsa Entrenar o Un paso.}}",
  "status.testing": "Evaluando: {testsDone} de {tests} pruebas ({sentences} oraciones cada una).",
  "status.training": "Entrenando: {done} de {total} pasos ({models} modelos).",
  "status.pausedTesting":
    "En pausa durante la evaluación: {testsDone} de {tests} pruebas. Pulsa Reanudar para continuar.",
  "status.paused":
    "En pausa en {done} de {total} pasos ({models} modelos). Pulsa Reanudar para continuar, o Un paso.",
  "status.seedsDone":
    "Entrenados y evaluados con {seeds} semillas ({seedList}): el resumen está debajo de los resultados.",
  "status.done":
    "Entrenados: {steps} pasos para cada uno de los {models} modelos ({total} pasos en total), evaluados con {sentences} oraciones de cada longitud.",
  "status.withPrefix": "{prefix} {text}",
  "status.reset": "Reiniciado: los modelos se liberaron y se crearon de nuevo.",
  "status.changed": "Nuevos ajustes ({changes}): los modelos se han reiniciado.",
  "change.seed": "semilla {seed}",
  "change.steps": "{count, plural, one {{steps} paso} many {{steps} pasos} other {{steps} pasos}}",
  "change.mask": "{causal, select, yes {con máscara causal} other {sin máscara}}",
  "change.task": "{task, select, far {la tarea lejana} other {la tarea local}}",

  "curves.step": "paso",
  "curves.sampleNoun": "paso",
  "curves.sampleNouns": "pasos",
  "curves.sampleCount": "{count, plural, one {{n} paso} many {{n} pasos} other {{n} pasos}}",
  "curves.lossLabel": "Pérdida de entrenamiento de cada modelo",
  "curves.lossAxis": "pérdida (escala logarítmica)",
  "curves.accuracyLabel": "Exactitud de entrenamiento de cada modelo",
  "curves.accuracyAxis": "exactitud",
  "curves.thisStep": "{kind}, este paso",
  "curves.where": "{done} de {total} pasos ({settings})",
  "curves.whereStart": "{done} de {total} pasos ({settings})",
  "curves.lossDescription":
    "Gráfico de líneas de la pérdida de entrenamiento de los {models} modelos, cada una como media de sus últimos {smoothing} pasos, tras {where}.",
  "curves.accuracyDescription":
    "Gráfico de líneas de la exactitud de entrenamiento de los {models} modelos, cada una como media de sus últimos {smoothing} pasos, tras {where}.",
  "curves.chance": "azar {chance}",
  "curves.caption":
    "Cada línea recoge los lotes de entrenamiento de un modelo (16 oraciones de 5 a 16 palabras), promediados sobre sus últimos {smoothing} pasos; las tablas bajo los gráficos dan la pérdida y la exactitud de cada paso por separado. {Where}.",

  "learned.label": "La tabla de posiciones del modelo aprendido",
  "learned.row": "posición",
  "learned.column": "dimensión",
  "learned.noRowValue": "sin fila (max_len {rows})",
  "learned.caption":
    "La tabla de posiciones del modelo aprendido tras {steps} pasos ({settings}): filas 0 a {last}, una por posición, cada una con {d} números que el entrenamiento ha ido ajustando; los colores van de {low} a {high}. La fila {rows} está en gris: no existe la fila {rows}, así que una palabra en la posición {rows} no tiene nada que consultar.",
  "learned.noRow": "no hay fila {rows} (max_len = {rows})",
  "tune.button": "Ajustar rope al doble de longitud (2×) con PI",
  "tune.waiting": "El ajuste parte del modelo rope entrenado: entrena primero el laboratorio.",
  "tune.progress": "Ajustando: {done} de {total} llamadas al laboratorio…",
  "tune.done": "Ajustado y evaluado.",
  "tune.failed": "El ajuste se detuvo: {error}",
  "tune.row": "RoPE, PI + ajuste",
  "tune.caption":
    "Exactitud del modelo rope tras {steps} pasos más con oraciones de {from} a {to} palabras bajo PI (s = 2), evaluado bajo PI con s = L / 16 ({settings}).",
  "tune.result":
    "En la longitud {length}, el modelo ajustado llega a {tuned}; el modelo rope de la misma ejecución llega a {pi} con PI solo en la prueba, y a {plain} sin ninguno de los dos.",
  "results.caption":
    "Exactitud en {sentences} oraciones reservadas de cada longitud ({settings}). Las oraciones de entrenamiento tenían de {shortest} a 16 palabras.",
  "results.seedsCaption":
    "Media (mín.–máx.) sobre {partial, select, yes {{done} de } other {}}{seeds} semillas ({seedList}), {steps} pasos, {causal, select, yes {máscara causal} other {sin máscara}}, {sentences} oraciones por longitud.",
  "results.kind": "modelo",
  "results.group":
    "{table, select, seeds {exactitud media (mín.–máx.) según la longitud} other {exactitud según la longitud}}",
  "results.chanceRow": "azar (sin orden)",
  "results.length": "longitud {length}",
  "results.scrolls": "{caption} (se desplaza lateralmente)",
  "results.noRow": "sin fila",
  "results.range": "{mean} ({min}–{max})",
  "results.noteNoRow":
    "sin fila: {missing}, así que esas oraciones no pueden leerse en absoluto. Azar: lo mejor que puede hacer con estas oraciones un modelo ciego al orden de las palabras, calculado por el núcleo a partir de la probabilidad exacta de cada una.",
  "results.note":
    "Azar: lo mejor que puede hacer con estas oraciones un modelo ciego al orden de las palabras, calculado por el núcleo a partir de la probabilidad exacta de cada una.",

  "looks.label": "Dónde mira cada modelo",
  "looks.sentence": "Oración",
  "looks.sentenceHint":
    "palabras del vocabulario del laboratorio, exactamente un verbo, hasta 64 palabras",
  "palette.group":
    "{group, select, determiners {determinantes} nouns {sustantivos} verbs {verbos} adjectives {adjetivos} adverbs {adverbios} other {palabras}}",
  "palette.add": "Añadir “{word}”",
  "palette.removeLast": "Quitar la última palabra",
  "palette.example": "Volver al ejemplo",
  "looks.cannotRead": "no puede leerla",
  "looks.answer":
    "responde “{agent}”{verdict, select, right { (correcto)} wrong { (incorrecto)} other {}}, probabilidad {probability}",
  "looks.answerOthers":
    "responde “{agent}”{verdict, select, right { (correcto)} wrong { (incorrecto)} other {}}, probabilidad {probability}; {others}",
  "looks.nounProbability": "{noun} {probability}",
  "looks.caption":
    "Tras {done} de {total} pasos. Cada barra es el peso de atención que {far, select, yes {la consulta, “{reader}”,} other {el verbo, “{verb}”,}} da a esa palabra, la media de las cabezas del modelo (los pesos de cada modelo suman 1); los modelos responden {far, select, yes {en la consulta, tras la oración} other {en el verbo}}. {known, select, yes {El agente es “{agent}”, el sustantivo justo antes del verbo.} other {Esta oración no tiene ningún sustantivo justo antes del verbo, así que ninguna respuesta es correcta.}}{longer, select, yes { El modelo aprendido lee como máximo {maxLen} palabras.} other {}}",
  "looks.linkRefused":
    "El enlace pedía labsentence={sentence}; {refusal}, así que se usa el ejemplo {fallback}.",
  "looks.theSentence": "la oración",
  "looks.coreNote": "El núcleo: {refusal}.",
  "learned.theTable": "la tabla aprendida",
  ...exam,
};

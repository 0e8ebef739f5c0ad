// Spanish messages of exam (card part); keys and placeholders as in en.js.
export default {
  "card.yourAnswer": "Tu respuesta",
  "card.stepsInOrder": "Pasos en orden",
  "card.typing":
    "Escribe un número o una expresión corta: 0,84; 0.84; −0,5; 1/sqrt(8); cos(0,1); 10000^(2/8); 2π. Los espacios al principio y al final no importan.",
  "card.hint": "Pista",
  "card.solutionHeading": "{what, select, step {El paso resuelto} other {Solución desarrollada}}",
  "card.check": "Comprobar",
  "card.showHint": "Mostrar la pista",
  "card.hideHint": "Ocultar la pista",
  "card.showSolution":
    "{what, select, step {Mostrar el paso resuelto} other {Mostrar la solución}}",
  "card.hideSolution":
    "{what, select, step {Ocultar el paso resuelto} other {Ocultar la solución}}",
  "card.nextSteps":
    "{hint, select, yes {{solution, select, no {Inténtalo de nuevo o abre la pista.} other {Inténtalo de nuevo, abre la pista o muestra {what, select, step {el paso resuelto} other {la solución}}.}}} other {{solution, select, no {Inténtalo de nuevo.} other {Inténtalo de nuevo o muestra {what, select, step {el paso resuelto} other {la solución}}.}}}}",
  "card.fixField": "Corrige primero el campo marcado; no se ha contabilizado nada.",
  "card.correctValue": "Correcto. El valor exacto es {exact}.",
  "card.correctEntries":
    "Correcto: los {count} elementos están dentro de la tolerancia (valores exactos: {exact}).",
  "card.notQuite": "No del todo: {value} está fuera de la tolerancia.",
  "card.wrong": "{verdict} {diagnosis}{next}",
  "card.pickOne": "Elige primero una de las respuestas; no se ha contabilizado nada.",
  "card.correct": "Correcto.",
  "card.notThisOne": "Esta no.",
  "card.correctOrder": "Correcto: ese es el orden del razonamiento.",
  "card.notYet": "Todavía no.",
  "card.moveUp": "Subir",
  "card.moveDown": "Bajar",
  "card.moveUpLabel": "Subir: {item}",
  "card.moveDownLabel": "Bajar: {item}",

  "generate.noKind": "no existe ningún tipo de pregunta llamado {kind}",
  "check.noQuestion": "check necesita una pregunta de peExam.generate",
  "check.pending":
    "Esta pregunta está esperando los resultados del laboratorio: usa await peExam.ready() y vuelve a generarla.",
  "check.pickOption": "Elige una de las {count} opciones (un índice de 0 a {last}).",
  "check.allSteps": "Coloca los {count} pasos en algún orden.",
  "check.stepOut": "El paso {step} todavía no está en su sitio.",
  "check.needsNumbers": "Esta pregunta necesita {count} números.",
  "check.entry": "Elemento {entry}: {error}",

  "sheet.title": "{title}: {key, select, yes {solucionario} other {hoja de ejercicios}}",
  "sheet.print":
    "{key, select, yes {Imprimir el solucionario} other {Imprimir la hoja de ejercicios}}",
  "sheet.name": "Nombre: ",
  "sheet.date": " Fecha: ",
  "sheet.noteKey":
    "Se dan por correctas las respuestas que están dentro de la tolerancia indicada en cada pregunta.",
  "sheet.note":
    "Justifica tus respuestas. La línea bajo cada pregunta indica con qué precisión debe darse el número.",
  "sheet.answer": "Respuesta: {answer}",
  "sheet.solution": "Solución desarrollada",
  "sheet.answerLine": "Tu respuesta: ( )  Por qué:",

  "scorm.title": "Explorador de codificación posicional: cuestionario",
  "scorm.tracked": "Tus respuestas se envían a la plataforma de tu curso a medida que respondes.",
  "scorm.blocked":
    "Sin seguimiento: la página de la plataforma del curso está en otro sitio web y el navegador no permite que esta página acceda a ella, así que tu puntuación no se registra. El cuestionario funciona como siempre.",
  "scorm.noPlatform":
    "Sin seguimiento: esta página no ha encontrado a su alrededor ninguna plataforma de curso (un LMS SCORM 1.2), así que tu puntuación no se registra. El cuestionario funciona como siempre.",
  "scorm.refused":
    "Sin seguimiento: la plataforma del curso se negó a iniciar una sesión, así que tu puntuación no se registra.",

  "parse.mustBeText": "la respuesta debe ser texto",
  "parse.empty": "Escribe aquí un número.",
  "parse.tooLong": "Una respuesta tiene como máximo {max} caracteres.",
  "parse.minusPower":
    "Escribe −(2^2) o (−2)^2: un signo menos delante de una potencia no lo interpreta todo el mundo igual.",
  "parse.unreadable":
    "{text} no es un número ni una expresión que yo pueda leer ({reason}). Escribe un número o una expresión corta: 0,84; 0.84; −0,5; 1/sqrt(8); cos(0,1); 10000^(2/8); 2π.",
  "parse.syntax": "sintaxis",
  "parse.notFinite": "{text} no da un número finito.",
  "parse.notAccepted": "{text} no se ha aceptado: {reason}.",
  "parse.refused.notNumber": "{text} no es un número",
  "parse.refused.needsBrackets": "{name} necesita paréntesis: {name}(…)",
  "parse.refused.notConstant":
    "{text} no es un número ni una constante que se pueda usar aquí (pi, π, e)",
  "parse.refused.operator": "el operador {operator} no está permitido aquí",
  "parse.refused.notFunction": "{text} no es una función que se pueda usar aquí ({functions})",
  "parse.refused.notFunctionUnnamed": "eso no es una función que se pueda usar aquí ({functions})",
  "parse.refused.twoNumbers":
    "{name} toma 2 números, separados por una coma y un espacio: {name}(2, 3)",
  "parse.refused.oneNumber": "{name} toma 1 número (ha recibido {got})",
  "parse.refused.member": "aquí no se permite un punto después de un nombre (acceso a un miembro)",
  "parse.refused.other":
    "solo se permiten números, + − × ÷ ^, paréntesis y las funciones habituales",
};

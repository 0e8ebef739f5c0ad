// Spanish messages of ui (params); keys and placeholders as in en.js.
export default {
  "param.refused": "El enlace pedía {given}; {problem}, así que {fallback}.",
  "param.repeated":
    "El enlace da {key} {count, plural, =2 {dos veces} one {# vez} many {# veces} other {# veces}} ({given}); se usa el primero, {first}.",
  "param.fallback.default": "se usa el valor predeterminado {value}",
  "param.fallback.defaultWord": "se usa el valor predeterminado “{value}”",
  "param.unknown": "{key} no es un parámetro de esta página",
  "param.back": "{key} vuelve a valer {value}, el valor que tenía",

  "param.number": "{key} debe ser un número",
  "param.words": "{key} debe ser {words}",
  "param.oneOf": "{key} debe ser uno de estos valores: {words}",
  "param.wholeNumber": "{key} debe ser un número entero de {min} a {max}",
  "param.with": "con {context}, {rule}",
  "param.cells":
    "con {other}={value}, {key} debe ser como máximo {max} (n × d como máximo {cells} celdas)",
  "param.d.even": "d debe ser un número par de {min} a {max}",
  "param.base.range": "base debe ser un número mayor que 1 y como máximo {max}",
  "param.base.above1": "base debe ser un número mayor que 1",
  "param.i.name": "i (un índice de par)",
  "param.i.clamp":
    "i valía {from}; {up, select, yes {el primer} other {el último}} par para d = {d} es {to}",
  "param.head.clamp":
    "head valía {from}; {up, select, yes {la primera} other {la última}} cabeza con heads = {heads} es {to}",
  "param.k.clamp":
    "k valía {from}; {up, select, yes {el menor} other {el mayor}} desplazamiento posible para pos = {pos} es {to}",
  "param.core.fallback": "la página elige el núcleo por sí misma",
  "param.theme.fallback": "la página sigue la configuración de este dispositivo (auto)",
  "param.section.fallback": "se muestra la página completa desde el principio",
  "param.lang.fallback": "la página sigue el idioma del navegador",

  "param.ref.fallbackLast": "se usa ref {last} (la última posición)",
  "param.ref.lower": "ref valía {from}; la última posición para n = {n} es {to}",
  "param.ref.higher": "ref valía {from}; con n = {n} puede valer {to}",
  "param.shift.context": "pos={pos} y k={k}",
  "param.shift.none":
    "con pos={pos} y k={k}, pos + k ya pasa de {max}, así que no cabe ningún shift",
  "param.shift.clamp":
    "shift valía {from}; el {up, select, yes {menor} other {mayor}} shift posible para pos = {pos} y k = {k} es {to}",
  "param.sentence.shape": "{key} debe ser una oración sin caracteres de control",
  "param.sentence.learned":
    "con pe=learned, {key} debe tener como máximo {rows} palabras (la tabla aprendida tiene {rows} filas)",
  "param.pe.learned":
    "con una oración de {words} palabras, pe no puede ser learned (la tabla aprendida tiene {rows} filas)",
  "param.dims.count": "dims debe contener de {min} a {max} dimensiones",
  "param.dims.repeat": "dims no debe repetir ninguna dimensión",
  "param.dims.past": "con d={d}, cada valor de dims debe ser un número entero de 0 a {last}",
  "param.dims.shape": "dims debe ser una lista de números enteros separados por comas",
  "param.dims.fallback": "el gráfico muestra sus dimensiones habituales",
  "param.dims.dropped":
    "dims valía {from}; con d = {d} se descartan las dimensiones mayores que {last}, {left, select, none {así que el gráfico muestra sus dimensiones habituales} other {y quedan {left}}}",
  "param.count.name": "count (preguntas de un examen de prueba)",
  "param.kinds.shape":
    "kinds debe ser una lista de tipos de pregunta separados por comas, entre {kinds}",
  "param.kinds.fallback": "se usan todos los tipos de pregunta",
  "param.print.fallback": "la página se muestra como de costumbre",
  "param.view.fallback": "se muestra la sección completa",
  "param.pass.fallback": "el cuestionario no tiene nota de aprobado",
  "param.labsentence.long":
    "labsentence debe tener como máximo {words} palabras y {characters} caracteres",
  "param.labsentence.shape":
    "labsentence debe contener una palabra de letras a-z y solo caracteres ASCII",
};

// Spanish messages of lab (findings part); keys and placeholders as in en.js.
export default {
  "findings.nearChance":
    "A {band} o menos del azar ({chance}), o por debajo, en todas las longitudes evaluadas ({mean, select, yes {exactitud media} other {exactitud}}): {rows}. Sin forma de ver el orden, {count, plural, one {este modelo solo puede} many {estos modelos solo pueden} other {estos modelos solo pueden}} elegir al azar entre los dos sustantivos.",
  "findings.noneNearChance":
    "Ningún modelo se queda a {band} o menos del azar ({chance}): todos superan a la elección al azar en más de {band} en alguna longitud.",
  "findings.belowChance":
    "Más de {band} por debajo del azar: {list}; un modelo puede hacerlo peor que eligiendo al azar si nombra un sustantivo que no está en la oración.",
  "findings.kindValues": "{kind} ({values})",
  "findings.kindAtLength": "{kind} con longitud {length} ({value})",
  "findings.kindValue": "{kind} {value}",
  "findings.kindParen": "{kind} ({value})",
  "findings.valueAt": "{value} con {length}",
  "findings.learnedAll":
    "Con longitud {first}, la mayor longitud de entrenamiento, {count, plural, one {el modelo {kinds} alcanza} many {los modelos {kinds} alcanzan} other {los modelos {kinds} alcanzan}} al menos {high} ({values}).",
  "findings.learnedSome":
    "Con longitud {first}, la mayor longitud de entrenamiento, {count, plural, one {el modelo {kinds} alcanza} many {los modelos {kinds} alcanzan} other {los modelos {kinds} alcanzan}} al menos {high} ({values}); {otherCount, plural, one {el modelo {others} no lo alcanza} many {los modelos {others} no lo alcanzan} other {los modelos {others} no lo alcanzan}}.",
  "findings.learnedNone":
    "Con longitud {first}, la mayor longitud de entrenamiento, ningún modelo alcanza {high}.",
  "findings.stayHigh":
    "Solo {count, plural, one {el modelo {kinds} se mantiene} many {los modelos {kinds} se mantienen} other {los modelos {kinds} se mantienen}} en {high} o más en todas las longitudes hasta {last}, {times} veces la longitud de la oración de entrenamiento más larga: {values}.",
  "findings.stayHighNone":
    "Ningún modelo se mantiene en {high} o más en todas las longitudes hasta {last}.",
  "findings.falls":
    "El modelo {kind} cae de {from} con longitud {fromLength} a {to} con longitud {toLength}, {drop} menos{lowest, select, yes { (mínimo: {low}, con longitud {lowLength})} other {}}{why, select, yes {: sus posiciones están definidas en cualquier longitud, pero lo que el modelo aprendió de ellas no se traslada tan lejos} other {}}.",
  "findings.noRow":
    "El modelo {kind} no puede evaluarse en absoluto más allá de la longitud {length} (el núcleo: “{refusal}”): su tabla no tiene filas para las palabras posteriores.",
  "findings.causalLearns":
    "Con la máscara causal, el modelo {kind} también aprende la tarea ({value} con longitud {first}), sin ningún vector de posición: la propia máscara filtra el orden. El verbo solo puede mirar las palabras hasta él mismo, así que el sustantivo que va detrás queda oculto y el que va delante es el que puede ver (Haviv et al. 2022 observaron lo mismo en modelos de lenguaje).",
  "findings.causalNot":
    "Con la máscara causal, el modelo {kind} alcanza {value} con longitud {first}, por debajo de {high}.",
  "findings.stretched":
    "Estirando RoPE solo en la prueba, con el factor s = L / {first} para oraciones de L palabras y sin más entrenamiento: en la longitud {length}, la exactitud {mean, select, yes {media } other {}}de {plain} de rope pasa a ser {rows}.",
  "findings.stretchedItem":
    "{value} con {method, select, pi {PI} ntk {el escalado NTK} yarn {YaRN} other {{method}}}",
};

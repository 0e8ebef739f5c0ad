// Spanish messages of longer; keys and placeholders as in en.js.
import exam from "./es/exam.js";

export default {
  "control.trainlen": "longitud de entrenamiento L",
  "hint.trainlen": "la entrada más larga vista en el entrenamiento",
  "control.factor": "factor s",
  "hint.factor": "cuántas veces es el texto más largo que L",
  "control.heads": "cabezas H",
  "hint.heads": "el número de cabezas de atención de ALiBi",
  "control.head": "cabeza h",
  "hint.head": "la cabeza cuyos sesgos se muestran",

  "ladder.label": "Longitud de onda de cada par, frente a la longitud de entrenamiento",
  "ladder.seen": "al menos una vuelta completa dentro de L",
  "ladder.unseen": "menos de una vuelta dentro de L",
  "ladder.turns": "vueltas rᵢ dentro de L",
  "ladder.description":
    "Gráfico de puntos en escala logarítmica de las longitudes de onda de {pairs} pares, con una línea en L = {length}; {seen} pares quedan por debajo de la línea y dan al menos una vuelta dentro de L.",
  "ladder.caption":
    "d_model = {d}, base {base}, L = {length}: {seen, plural, =0 {ningún par da ni una sola vuelta completa dentro de la longitud de entrenamiento.} one {solo # par, el par 0, da al menos una vuelta completa dentro de la longitud de entrenamiento.} many {{seenText} pares dan al menos una vuelta completa dentro de la longitud de entrenamiento.} other {{seenText} pares dan al menos una vuelta completa dentro de la longitud de entrenamiento.}} {unseen, plural, =0 {Todos los pares han dado la vuelta completa, así que una entrada más larga no le muestra a ninguno un ángulo nuevo.} one {El último par, el {last}, nunca completa una vuelta (el más lento da {slowest} de vuelta): más allá de L, su ángulo es nuevo.} many {Los pares {first} a {last} ({unseenText} pares) nunca completan una vuelta (el más lento da {slowest} de vuelta): más allá de L, sus ángulos son nuevos.} other {Los pares {first} a {last} ({unseenText} pares) nunca completan una vuelta (el más lento da {slowest} de vuelta): más allá de L, sus ángulos son nuevos.}}",

  "pi.outsideLabel": "Puntuación ajustada dentro de L y más allá",
  "pi.betweenLabel": "La misma puntuación entre desplazamientos enteros",
  "pi.xLabel": "desplazamiento k",
  "pi.yLabel": "puntuación score(k)",
  "pi.score": "score(k) ajustada",
  "pi.distance": "desplazamiento",
  "pi.distances": "desplazamientos",
  "pi.distanceCount":
    "{count, plural, one {# desplazamiento} many {{n} desplazamientos} other {{n} desplazamientos}}",
  "pi.outsideDescription":
    "Gráfico de líneas de la puntuación de RoPE ajustada para desplazamientos de 0 a {twice}, con una línea en L = {length}. Dentro de L la curva se mantiene pequeña; más allá, se dispara en oscilaciones enormes.",
  "pi.betweenDescription":
    "Gráfico de líneas de la misma puntuación ajustada para desplazamientos de 0 a {last} en pasos de 1/16: una curva suave.",
  "pi.text":
    "El núcleo ajustó la puntuación a {points} valores aleatorios dentro de [0, {length}]. Ahí su mayor valor absoluto es {inside}; entre L y 2L llega a {outside}, {ratio} veces más. No se entrenó nada y solo cambió el desplazamiento: las puntuaciones extrapoladas simplemente quedan fuera del rango que el ajuste podía ver. Entre desplazamientos enteros (el segundo gráfico, de 0 a {last} en dieciseisavos), la misma curva es suave, y en eso se apoya la interpolación de posiciones: comprime un texto más largo en posiciones intermedias entre las enteras.",
  "pi.refused": "No se pudo calcular la figura con estos ajustes: {error}",

  "stretch.legend": "Estirar RoPE con",
  "stretch.pi": "Interpolación de posiciones",
  "stretch.ntk": "Escalado NTK",
  "stretch.yarn": "YaRN",
  "stretch.llama3": "Llama 3.1",
  "stretched.label": "Longitud de onda de cada par, antes y después del estiramiento",
  "stretched.before": "antes",
  "stretched.after": "con {method}",
  "stretched.pair": "par {pair}",
  "stretched.kept": "ω′ᵢ / ωᵢ",
  "stretched.description":
    "Gráfico de puntos en escala logarítmica de las longitudes de onda de {pairs} pares antes y después de aplicar {method} con factor {factor}, con líneas en L y en s·L.",
  "stretched.caption":
    "Gris: las longitudes de onda tal como se entrenaron. Azul: tras aplicar {method}. La línea tenue es L = {length}; la discontinua, la entrada más larga, s·L = {longer}.",
  "stretch.text":
    "Con {method} y s = {factor}, de {pairs} pares, {unchanged, plural, =0 {ninguno conserva su frecuencia} one {# conserva su frecuencia} many {{unchangedText} conservan su frecuencia} other {{unchangedText} conservan su frecuencia}}, {divided, plural, =0 {ninguno se ralentiza} one {# se ralentiza} many {{dividedText} se ralentizan} other {{dividedText} se ralentizan}} en el factor completo, {factor}, y el resto, {between}, queda en medio. El par más rápido, el par 0, conserva una fracción {first} de su frecuencia.",
  "step.theta": "La frecuencia del par i tal como se entrenó",
  "step.turns": "Su longitud de onda y sus vueltas dentro de L",
  "step.rule.pi": "Interpolación de posiciones: todos los pares se ralentizan en un factor s",
  "step.rule.ntk": "Escalado NTK: una base mayor y, después, la misma fórmula",
  "step.rule.yarn":
    "La rampa de YaRN para el par {pair}: {regime, select, kept {se conserva tal como se entrenó} interpolated {se interpola como en PI} other {una mezcla de ambas cosas}}",
  "step.rule.llama3":
    "La rampa de Llama 3.1 para el par {pair}: {regime, select, kept {se conserva tal como se entrenó} interpolated {se divide entre el factor} other {una mezcla de ambas cosas}}",
  "step.temperature": "El factor de YaRN sobre las consultas y las claves",
  "step.newWavelength": "La nueva longitud de onda y la fracción de la frecuencia que se conserva",

  "slopes.caption":
    "Pendientes de ALiBi para H = {heads}; 1/pendiente es la distancia a la que la penalización de una cabeza llega a 1",
  "slopes.head": "cabeza h",
  "slopes.rule": "fórmula",
  "slopes.slope": "pendiente",
  "slopes.reach": "1/pendiente",
  "biases.label": "Sesgo de ALiBi de una cabeza",
  "biases.headLabel": "Sesgo de ALiBi de la cabeza {head} de {heads}",
  "biases.rowName": "posición de la consulta",
  "biases.colName": "posición de la clave",
  "biases.legend": "sesgo −slopeₕ·|k|",
  "biases.caption":
    "Cabeza {head}, pendiente {slope}: el sesgo −slopeₕ·|k| entre cada consulta y cada clave situada a k posiciones de ella, en una oración de {length} tokens. Vale 0 en la diagonal y baja hasta {far} en k = {distance}; todas las cabezas se dibujan con la misma escala de color que la más empinada.",
  "alibi.text":
    "Con H = {heads}, las pendientes van de {first} a {last}. {power, select, yes {H es una potencia de dos, así que son 2^(−8h/H).} other {H no es una potencia de dos: las primeras {n} cabezas toman las pendientes de {n} cabezas, y las demás, una de cada dos pendientes del doble de cabezas.}} La cabeza más empinada recibe una penalización de una unidad completa de puntuación a la distancia {firstReach}; la más suave, solo a la distancia {lastReach}.",

  "lab.local": "Entrenar los modelos del laboratorio con máscara causal, respondiendo en el verbo",
  "lab.far": "Entrenarlos con máscara causal, respondiendo al final",

  ...exam,
};

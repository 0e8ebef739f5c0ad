// Spanish messages of relative; keys and placeholders as in en.js.
import exam from "./es/exam.js";

export default {
  "control.refHint": "la posición de referencia, de 0 a n − 1",
  "control.nHint": "pos va de 0 a n − 1",
  "control.dHint": "tamaño del vector: d_model/2 pares",

  "plot.label": "Producto escalar de PE(ref) con PE(pos) para cada posición pos",
  "plot.xLabel": "posición pos",
  "plot.yLabel": "PE(ref)·PE(pos)",
  "plot.series": "PE({ref})·PE(pos)",
  "plot.nearby": "pos = {ref} ± {offset}",
  "plot.markRef": "pos = ref = {ref}",
  "plot.markHalf": "d_model/2 = {half}",
  "plot.description":
    "Gráfico de líneas de PE({ref})·PE(pos) para pos de 0 a {last}, d_model = {d}, con el eje vertical de {low} a {half}: {peak} en pos = {ref} y menos en todas las demás.",
  "plot.caption":
    "PE({ref})·PE(pos) para pos = 0 a {last}, con d_model = {d} y base {base}; las rectas unen las posiciones enteras. El eje vertical va de −d_model/2 = {low} a d_model/2 = {half}, todo el rango que puede tomar una suma de {half} cosenos, así que el pico se ve a su altura real. El mayor valor de la curva es {topValue}, en pos = {top}{atRef, select, yes {, la propia posición de referencia} other {}}; el menor es {lowValue}, en pos = {lowPos}. La curva tiene la misma forma a ambos lados de pos = {ref}: solo importa la distancia |pos − ref|, no la dirección.",
  "peak.text":
    "En pos = ref, el producto escalar es PE({ref})·PE({ref}) = |PE({ref})|² = {peak}: {pairs, plural, one {el único par aporta} many {cada uno de los {half} pares aporta} other {cada uno de los {half} pares aporta}} sin² + cos² = 1, así que el total es d_model/2 = {half}, sea cual sea ref. Ninguna otra posición lo alcanza: para ello, el ángulo ωᵢ·(pos − ref) de todos los pares tendría que ser a la vez un número entero de vueltas, y el par 0 (ω₀ = 1) nunca da un número entero de vueltas en un número entero de pasos.",

  "signal.tooShort":
    "Con n = {n} hay demasiado pocas posiciones junto a ref para ver cómo cambia el producto escalar con la distancia; toma una secuencia más larga.",
  "signal.steady":
    "En estas {reach} posiciones junto a ref, el producto escalar casualmente baja de forma sostenida con la distancia; toma una secuencia más larga (n) para ver que no sigue haciéndolo.",
  "signal.text":
    "Así que el producto escalar en bruto es solo una señal débil de la distancia. Es máximo a distancia 0, pero después no baja de forma sostenida: oscila, porque los pares rápidos siguen girando. PE({ref})·PE({nearPos}) = {nearValue} a distancia {near}, mientras que PE({ref})·PE({farPos}) = {farValue} a distancia {far}: es mayor aunque {far} está más lejos. De la distancia {away} a la {reach}, la curva se mantiene entre {low} y {high}, subiendo y bajando. Por sí sola, una puntuación más alta no significa una palabra más cercana. Lo que la atención sí puede usar es la matriz de desplazamiento Mₖ, como muestra la última parte de esta sección.",

  "pairs.scrollLabel": "Tabla de pares (se desplaza horizontalmente)",
  "pairs.caption": "Productos escalares de pares de posiciones (d_model = {d})",
  "pairs.colPositions": "posiciones",
  "pairs.colOffset": "desplazamiento",
  "pairs.colDot": "producto escalar",
  "pairs.rowHead": "PE({a})·PE({b})",
  "pairs.offsetAhead": "{sign}{size} (adelante)",
  "pairs.offsetBack": "{sign}{size} (atrás)",
  "pairs.noPosition": "no existe esa posición",
  "pairs.refused":
    "El núcleo no puede calcular {count, plural, one {este par, así que su fila muestra} many {estos pares, así que sus filas muestran} other {estos pares, así que sus filas muestran}} “—”: {refusals}.",
  "pairs.sameDigits":
    "PE({ref})·PE({ref3}) y PE({second})·PE({second3}) están a {gap} posiciones de distancia, pero tienen el mismo desplazamiento, {offset}, y dan el mismo número en las {digits} cifras que se muestran.",
  "pairs.sameRounding":
    "PE({ref})·PE({ref3}) y PE({second})·PE({second3}) están a {gap} posiciones de distancia, pero tienen el mismo desplazamiento, {offset}, y coinciden salvo el redondeo del cálculo.",
  "pairs.back":
    "PE({ref})·PE({back}) mira en cambio {offset} posiciones hacia atrás desde {ref}, con desplazamiento −{offset}, y vuelve a dar lo mismo: la suma de cos(ωᵢk) es igual para k = −{offset} y para k = +{offset}, porque cos es una función par, cos(−x) = cos x. Así que el producto escalar ve a qué distancia están dos posiciones, no cuál va primero.",
  "pairs.noBack":
    "No hay ninguna posición {offset} lugares antes de ref = {ref} (las posiciones empiezan en 0); con ref ≥ {offset}, la tabla también mira hacia atrás, con desplazamiento −{offset}.",

  "lookback.found":
    "Con números, para la palabra en la posición {ref}: la palabra en {back} (k = −{offset}) obtiene PE({ref})·PE({back} + {offset}) = {peak} = d_model/2, la mayor puntuación posible; la propia palabra (k = 0) obtiene solo PE({ref})·PE({ref3}) = {self}. Si mueves ref, la mejor clave se mueve también, siempre {offset} posiciones atrás, con la misma matriz M₃.",
  "lookback.none":
    "Con números, para la palabra en la posición {ref}: no hay ninguna palabra {offset} posiciones atrás (las posiciones empiezan en 0), así que ninguna clave llega a d_model/2 = {half}; la propia palabra (k = 0) obtiene solo PE({ref})·PE({ref3}) = {self}. Si mueves ref, la mejor clave se mueve también, siempre {offset} posiciones atrás, con la misma matriz M₃.",
  ...exam,
};

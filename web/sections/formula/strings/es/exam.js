// Spanish messages of formula (exam part); keys and placeholders as in en.js.
export default {
  "q.slip.dimensionAsPair":
    "Esto es PE calculado con i = {dim}, la dimensión, en lugar del índice de par {pair}.",
  "q.slip.degrees":
    "Esto es PE con el ángulo leído en grados: la calculadora estaba en modo grados. El ángulo pos·ωᵢ está en radianes.",
  "q.slip.twoDropped":
    "Esto es PE calculado con base^(i/d_model): se ha perdido el 2 de 2i en el exponente (debería ser {twoI}/{d}).",
  "q.slip.swapped":
    "Esto es el {fn, select, sine {seno} other {coseno}} del ángulo correcto: sin y cos están intercambiados. La dimensión j = {dim} es {parity, select, even {par} other {impar}}, así que contiene el {right, select, sine {seno} other {coseno}}.",
  "q.slip.halfDModel":
    "Esto es PE calculado con d_model/2 = {half} en el exponente en lugar de d_model = {d}.",
  "q.slip.offByOne":
    "Esto es PE en la posición {at}: la posición está desplazada en uno (las posiciones se cuentan desde 0, y esta es la {pos}).",
  "q.simple.raw.name": "el propio índice pos, sumado a cada dimensión",
  "q.simple.raw.text":
    "Sus números crecen sin límite: la posición 500 suma 500 a vectores de palabras cuyas componentes rondan ±1, y los ahoga.",
  "q.simple.fraction.name": "la fracción pos/n de la longitud n de la oración (aquí n = {n})",
  "q.simple.fraction.text":
    "La misma posición recibe un número distinto en oraciones de distinta longitud, así que la posición 3 no significa nada fijo.",
  "q.simple.onehot.name": "un vector one-hot: un 1 en la dimensión pos y 0 en las demás",
  "q.simple.onehot.text":
    "Todas las posiciones quedan igual de separadas, así que nada indica que 3 está más cerca de 4 que de 40; además, necesita una dimensión por posición.",
  "q.simple.binary.name": "los dígitos binarios de pos, un bit por dimensión",
  "q.simple.binary.text":
    "Sus valores saltan entre 0 y 1, así que posiciones vecinas como 7 y 8 pueden diferir en todos los bits a la vez.",
  "q.simple.prompt": "Una primera idea para codificar la posición es {name}. ¿Qué falla?",
  "q.simple.legend": "Qué falla",
  "q.simple.other": "Eso vale para otra codificación ({name}), no para esta.",
  "q.simple.hint":
    "Hazle tres preguntas a una codificación: ¿están acotados sus números?, ¿significa una posición lo mismo en todas las oraciones?, ¿quedan cerca las posiciones próximas?",
  "q.simple.flaw": "El problema de {name}: {text}",
  "q.simple.sinusoidal":
    "La codificación sinusoidal cumple las tres condiciones. Sus números se mantienen en −1..1 en cualquier posición: {bounded}. No depende de la longitud: {same} en todas las oraciones.",
  "q.simple.near": "Y las posiciones próximas quedan cerca: con d_model = 8, {maths}.",
  "q.value.prompt":
    "Una codificación tiene d_model = {d} y base {base}. Calcula {maths}, el número de la dimensión j = {dim} en la posición pos = {pos}.",
  "q.value.label": "PE({pos}, {dim})",
  "q.value.hint":
    "La dimensión j = {dim} es {parity, select, even {par} other {impar}}, así que contiene el {fn, select, sine {seno} other {coseno}} del par i = ⌊{dim}/2⌋ = {pair}. Divide pos entre base^(2i/d_model) para obtener el ángulo y luego calcula su {fn, select, sine {seno} other {coseno}} en radianes.",
  "q.value.which":
    "Dimensión j = {dim} = {fn, select, sine {2i} other {2i + 1}} con i = {pair}: el {fn, select, sine {seno} other {coseno}} del par {pair}.",
};

// Spanish messages of relative (exam part); keys and placeholders as in en.js.
export default {
  "q.relative.prompt":
    "Con d_model = {d} y base {base}, calcula el producto escalar PE(pos) · PE(pos + {k}). (Cualquier pos da el mismo número; de eso trata precisamente la pregunta).",
  "q.relative.label": "PE(pos) · PE(pos + {k})",
  "q.relative.degrees": "Esta es la suma con los ángulos ωᵢ k leídos en grados: están en radianes.",
  "q.relative.swapped":
    "Esto es Σ sin(ωᵢ k): cada par aporta sin·sin + cos·cos, que es el coseno de la diferencia, cos(ωᵢ k).",
  "q.relative.halfDModel":
    "Esta es la suma con d_model/2 = {half} en el exponente de ωᵢ en lugar de d_model = {d}.",
  "q.relative.hint":
    "El par i aporta sin(a)sin(b) + cos(a)cos(b), con a = ωᵢ pos y b = ωᵢ(pos + k). ¿Qué identidad lo convierte en algo sin pos?",
  "q.relative.each":
    "{maths}: cada par aporta el coseno del ángulo que recorre en k pasos, y pos ha desaparecido.",
  "q.relative.core":
    "Los productos escalares de los propios vectores, calculados por el núcleo: {at1} en pos = {pos1} y {at2} en pos = {pos2}. Y para el desplazamiento −{k}: {back}, lo mismo, porque el coseno es par.",
  "q.symmetry.prompt":
    "Con d_model = {d}, el núcleo da PE({pos}) · PE({ahead}) = {dotAhead} y PE({pos}) · PE({behind}) = {dotBehind}: los desplazamientos k y −k dan el mismo número. ¿Por qué?",
  "q.symmetry.legend": "La razón",
  "q.symmetry.even":
    "Cada par suma cos(ωᵢ k), y el coseno es par: cos(−x) = cos x. Así, el producto escalar puede indicar a qué distancia están dos posiciones, pero no cuál va primero.",
  "q.symmetry.odd":
    "El seno es impar, sin(−x) = −sin x, así que las dimensiones de seno se anulan de dos en dos y el producto escalar conserva solo el valor de la primera dimensión, igual en ambos casos.",
  "q.symmetry.oddDiagnosis":
    "No se anula nada: cada par da sin·sin + cos·cos = cos(ωᵢ k). Una suma de senos sería impar en k (aquí Σ sin(ωᵢ k) = {sines}).",
  "q.symmetry.coincidence":
    "Es una coincidencia de k = {k}: para la mayoría de los desplazamientos, los dos productos escalares difieren, y solo los múltiplos de una longitud de onda dan dos veces el mismo número.",
  "q.symmetry.coincidenceDiagnosis":
    "Se cumple para todo k: el producto escalar es Σ cos(ωᵢ k), y cos(−x) = cos x siempre.",
  "q.symmetry.period":
    "La codificación se repite con periodo 2k, así que las posiciones {behind} y {ahead} reciben el mismo vector, y el producto escalar de cualquier vector con él da el mismo número.",
  "q.symmetry.periodDiagnosis":
    "PE({behind}) y PE({ahead}) son vectores distintos; solo coinciden sus productos escalares con PE({pos}).",
  "q.symmetry.hint":
    "Escribe la contribución de un par al producto escalar como un único coseno. ¿Qué le ocurre a un coseno cuando su argumento cambia de signo?",
  "q.symmetry.sum": "{maths}, una función que solo depende de k.",
  "q.symmetry.same": "{maths}, así que k = −{k} da la misma suma: {dotBehind} = {dotAhead}.",
  "q.symmetry.signal":
    "El producto escalar es una señal parecida a una distancia: dice a qué distancia, nunca en qué sentido. Un modelo que necesite distinguir antes y después debe obtenerlo de otra parte (de los senos, a través de W_Q y W_K, o de una máscara causal).",
};

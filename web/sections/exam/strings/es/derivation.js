// Spanish messages of exam (derivation part); keys and placeholders as in en.js.
export default {
  "derive.refused": "El núcleo rechazó la derivación: {error}",
  "derive.whole": "La derivación completa",
  "derive.showWhole": "Mostrar la derivación completa",
  "derive.print": "Imprimir la derivación",
  "derive.status":
    "{done} de {total} pasos completados.{all, select, yes { La derivación completa aparece más abajo.} other {}}",
  "derive.within": "Se da por correcto con un margen de ±0,001.",

  "derive.simple.title": "1. Por qué fallan las codificaciones simples",
  "derive.simple.label": "PE(500, 0)",
  "derive.simple.degrees": "Esto es sin 500 con 500 leído en grados: el ángulo está en radianes.",
  "derive.simple.swapped": "Esto es cos 500; la dimensión 0 es par y contiene el seno.",
  "derive.simple.prompt":
    "El índice en bruto sumaría el propio pos al vector de una palabra: 500 en la posición 500, frente a componentes de la palabra del orden de ±1. La fracción pos/n cambia con la longitud de la oración, los vectores one-hot dejan todas las posiciones igual de separadas y los dígitos binarios dan saltos. El par sinusoidal 0 (ω₀ = 1) se mantiene acotado. Calcula su valor en la posición 500, {maths}.",
  "derive.simple.hint": "Radianes: sin 500 es el seno de 500 radianes, unas 79,6 vueltas.",
  "derive.simple.solution":
    "{maths}: dentro de −1..1 en cualquier posición, igual en todas las oraciones y suave en pos.",

  "derive.pair.title": "2. El par (sin, cos) a una frecuencia",
  "derive.pair.labelSin": "PE(3, 2) = sin",
  "derive.pair.labelCos": "PE(3, 3) = cos",
  "derive.pair.within": "Cada uno se da por correcto con un margen de ±0,001.",
  "derive.pair.swapped":
    "Sin y cos están intercambiados: la dimensión 2i contiene el seno, y la 2i + 1, el coseno.",
  "derive.pair.degrees": "El ángulo se leyó en grados: está en radianes.",
  "derive.pair.dimensionAsPair":
    "Esto usa i = 2 e i = 3, las dimensiones, en lugar del índice de par 1 para ambas.",
  "derive.pair.prompt":
    "El par i = 1 de d_model = {d} gira a razón de ω₁ = 1/10000^(2/8) = {omega} radianes por posición. Da sus dos números en pos = 3, dimensiones 2i = 2 (seno) y 2i + 1 = 3 (coseno).",
  "derive.pair.hint":
    "Ambos usan el mismo ángulo θ = pos·ω₁; uno toma su seno, y el otro, su coseno.",
  "derive.pair.solution":
    "{maths}: un punto de la circunferencia unitaria (sin² + cos² = 1) que gira ω₁ con cada posición. Los pares son la unidad de la codificación; i los cuenta.",

  "derive.rotation.title": "3. La suma de ángulos, escrita como una matriz 2 × 2",
  "derive.rotation.alpha": "α (fila 1, columna 1)",
  "derive.rotation.beta": "β (fila 1, columna 2)",
  "derive.rotation.gamma": "γ (fila 2, columna 1)",
  "derive.rotation.delta": "δ (fila 2, columna 2)",
  "derive.rotation.within": "Cada elemento se da por correcto con un margen de ±0,001.",
  "derive.rotation.signFlipped":
    "Este es el bloque de M₋₅: el signo del desplazamiento está invertido, así que los senos tienen el signo equivocado.",
  "derive.rotation.swapped": "Sin y cos están intercambiados: la diagonal contiene cos(ωk).",
  "derive.rotation.degrees": "ωk se leyó en grados: está en radianes.",
  "derive.rotation.prompt":
    "Desarrolla sin(x + y) = sin x cos y + cos x sin y, así como cos(x + y) = cos x cos y − sin x sin y, con x = ω₁·pos e y = ω₁·k, k = {k}. Completa la matriz:{maths}",
  "derive.rotation.hint": "Los elementos son de la forma cos y o ±sin y, con y = ω₁·{k} = {angle}.",
  "derive.rotation.solution": "{maths}: una rotación, de determinante cos² + sin² = 1.",

  "derive.independent.title": "4. Mₖ, independiente de pos",
  "derive.independent.legend": "El razonamiento, en orden",
  "derive.independent.expand":
    "Desarrolla sin ω(pos + k) y cos ω(pos + k) con las fórmulas de la suma de ángulos.",
  "derive.independent.notice": "Observa que cos(ωk) y sin(ωk) solo contienen k, no pos.",
  "derive.independent.matrix":
    "Escribe las dos líneas como una matriz 2 × 2 de cos(ωk) y ±sin(ωk) multiplicada por (sin ω·pos, cos ω·pos).",
  "derive.independent.blocks":
    "Coloca un bloque así por cada par en la diagonal de una única matriz Mₖ de tamaño d_model × d_model.",
  "derive.independent.conclude":
    "Concluye que PE(pos + k) = Mₖ PE(pos), con la misma Mₖ para todo pos: una aplicación lineal.",
  "derive.independent.prompt":
    "Ordena el razonamiento que demuestra que PE(pos + k) es una función lineal de PE(pos). Usa los botones para subir o bajar una línea.",
  "derive.independent.hint":
    "Empieza por las fórmulas y termina con la conclusión; la observación sobre k va antes de la matriz que depende de ella.",
  "derive.independent.check":
    "El núcleo lo comprueba con d_model = {d}: M{kSub} PE(3) es igual a PE({nearTo}) con un error máximo de {nearError}, y la misma M{kSub} PE(300) es igual a PE({farTo}) con un error máximo de {farError}.",

  "derive.ladder.title": "5. La escalera de longitudes de onda, y por qué la base está donde está",
  "derive.ladder.within": "Se da por correcto con un margen del 0,1 %.",
  "derive.ladder.noTwoPi":
    "Esto es solo base^(2i/d_model): una vuelta completa son 2π radianes, así que hay que multiplicar por 2π.",
  "derive.ladder.halfDModel":
    "Esto usa d_model/2 en lugar de d_model (o la dimensión 6 como índice de par).",
  "derive.ladder.degrees": "Una vuelta completa son 2π radianes, no 360.",
  "derive.ladder.prompt":
    "El exponente 2i/d_model va de 0 a 1 − 2/d_model, así que ωᵢ baja de 1 hacia 1/base, y λᵢ = 2π·base^(2i/d_model) sube de 2π hacia base·2π. Con d_model = {d} y base {base}, calcula la longitud de onda del par más lento, λ{lastSub}.",
  "derive.ladder.hint": "i = {pair}, así que el exponente es {top}/{d}.",
  "derive.ladder.solution":
    "Los peldaños crecen en un factor base^(2/d_model) = {ratio} cada vez, desde {floor} (2π) hasta justo por debajo de {ceiling} (base·2π). Los pares rápidos distinguen posiciones vecinas; los lentos cambian tan poco de una posición a otra que distinguen lo cercano de lo lejano. La base está en el denominador para que las frecuencias disminuyan geométricamente, y es grande (10000, mucho más que la longitud de cualquier oración) para que los pares más lentos no se repitan dentro de un texto.",

  "derive.offset.title": "6. El producto escalar solo depende del desplazamiento",
  "derive.offset.label": "PE(pos) · PE(pos + {offset})",
  "derive.offset.swapped": "Esto es Σ sin(ωᵢ k): sin a sin b + cos a cos b es cos(b − a).",
  "derive.offset.degrees": "Los ángulos se leyeron en grados: están en radianes.",
  "derive.offset.prompt":
    "Cada par suma sin a·sin b + cos a·cos b = cos(b − a) a PE(pos) · PE(pos + k), con b − a = ωᵢ·k. Con d_model = {d}, calcula el producto escalar para k = {offset}: {maths}.",
  "derive.offset.hint":
    "Cuatro pares, ω = 1; 0,1; 0,01; 0,001: suma cos({offset}·ω) para cada uno.",
  "derive.offset.solution":
    "pos ha desaparecido: el producto escalar de los vectores que calcula el núcleo es {atA} en pos = 2 y {atB} en pos = 50. Junto con el paso 4, eso es lo que la codificación ofrece a la atención: la posición relativa mediante aplicaciones lineales.",
};

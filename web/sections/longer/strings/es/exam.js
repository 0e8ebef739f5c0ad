// Spanish messages of longer (exam part); keys and placeholders as in en/exam.js.
export default {
  "q.alibi.prompt":
    "ALiBi no suma ningún vector de posición. Con H = {heads} cabezas (numeradas desde 1), la cabeza h suma {maths} a la puntuación de una consulta en la posición pos y una clave en pos + k, a k posiciones. ¿Qué suma la cabeza {head} a la puntuación de la consulta en la posición {query} y la clave en la posición {key}?",
  "q.alibi.label": "el sesgo de la cabeza {head}",
  "q.alibi.noEight":
    "Aquí se usa la pendiente 2^(−h/H) con H = {heads}: falta el 8 del exponente. Con H potencia de dos, las pendientes son 2^(−8h/H) y van de 2^(−8/H) hasta 2^(−8) = 1/256.",
  "q.alibi.signFlipped":
    "El tamaño es correcto, pero el signo no: ALiBi resta slope_h·|k|, así que una clave más lejana siempre pierde puntuación.",
  "q.alibi.slopeOnly":
    "Esto es solo −slope_h, el sesgo a distancia |k| = 1: hay que multiplicar la pendiente por la distancia |k| = {distance}.",
  "q.alibi.powerOfTwo":
    "Esto es 2^(−8h/H) con H = {heads}, la regla para una potencia de dos, y {heads} no lo es. Toma n = {n}: las cabezas 1 a {n} usan 2^(−8h/{n}), y las siguientes, una de cada dos pendientes de {twoN} cabezas.",
  "q.alibi.hint":
    "Si H es potencia de dos, slope_h = 2^(−8h/H). Si no, toma n, la mayor potencia de dos menor que H: las cabezas 1 a n reciben las pendientes de n cabezas, y el resto, las primeras pendientes impares de 2n cabezas. Después multiplica por la distancia |k|, con signo menos.",
  "q.alibi.rulePower":
    "H = {heads} es potencia de dos, así que todas las cabezas siguen una sola regla: {maths}.",
  "q.alibi.ruleMixed":
    "H = {heads} no es potencia de dos. La mayor potencia de dos menor que H es n = {n}: las cabezas 1 a {n} reciben las {n} pendientes 2^(−8h/{n}), y las cabezas {next} a {heads}, las {extra} primeras pendientes de número impar de {twoN} cabezas, la 1.ª, la 3.ª, la 5.ª, …: 2^(−8·1/{twoN}), 2^(−8·3/{twoN}), 2^(−8·5/{twoN}), …",
  "q.alibi.slope": "La pendiente de la cabeza {head}: {maths}.",
  "q.alibi.slopeExtra":
    "La cabeza {head} es la cabeza adicional número {number}, así que toma la pendiente número 2·{number} − 1 = {place} de {twoN} cabezas: {maths}.",
  "q.alibi.bias":
    "La clave en {key} está a |k| = {distance} posiciones de la consulta en {query}: {maths}.",
  "q.alibi.why":
    "A los tokens no se les suma nada: cada cabeza cobra un precio fijo por cada posición de distancia. Más allá de la longitud de entrenamiento, el precio sigue creciendo sin más, así que las claves lejanas pesan aún menos; no aparece ningún ángulo ni vector de posición nuevo.",

  "q.pi.prompt":
    "Un modelo con RoPE (d_model = {d}, base {base}) se entrenó con L = {length} posiciones. La interpolación de posiciones (PI) lo estira s = {factor} veces, hasta {stretched} posiciones. ¿Qué ángulo gira el par i = {pair} en la posición pos = {pos}? Da el ángulo completo en radianes, sin reducirlo módulo 2π.",
  "q.pi.label": "el ángulo, en radianes",
  "q.pi.multiplied":
    "Aquí se multiplica por s en lugar de dividir: es el ángulo en la posición {pos} × {factor}. PI comprime las posiciones, lee pos como pos/s, así que cada par gira s veces más despacio.",
  "q.pi.unscaled":
    "Este es el ángulo pos·ω_i del modelo sin estirar: PI lo divide entre s = {factor}, porque lee la posición pos como pos/s.",
  "q.pi.hint":
    "PI comprime el texto largo dentro del rango entrenado: la posición pos se lee como pos/s. Así, el par i gira (pos/s)·ω_i, con ω_i = 1/base^(2i/d_model).",
  "q.pi.theta": "La frecuencia del par {pair} tal como se entrenó: {maths}.",
  "q.pi.scaled": "PI divide cada frecuencia entre s = {factor}: {maths}.",
  "q.pi.angle": "El ángulo en la posición pos: {maths}.",
  "q.pi.same":
    "Es el ángulo que tenía el par en la posición {pos}/{factor} = {inside} durante el entrenamiento ({trained}), dentro de L = {length}: PI lleva el texto largo a posiciones que el modelo ya ha visto.",

  "q.ntk.prompt":
    "El escalado NTK estira s = {factor} veces un modelo con RoPE (d_model = {d}, base {base}). En lugar de dividir las posiciones entre s, le da al modelo una base nueva, {maths}. ¿Cuánto vale base′?",
  "q.ntk.noExponent":
    "Esto es base·s, sin el exponente: el exponente del último par es {top}/{d}, no 1, así que s debe elevarse a d_model/(d_model − 2) = {d}/{top} para que ese par vaya exactamente s veces más despacio.",
  "q.ntk.invertedExponent":
    "Aquí s se eleva a (d_model − 2)/d_model = {top}/{d}, el exponente invertido: al despejar 1/base′^({top}/{d}) = 1/(s·base^({top}/{d})) se obtiene base′ = base·s^({d}/{top}).",
  "q.ntk.hint":
    "El escalado NTK conserva el par 0 (ω₀ = 1 con cualquier base) y elige base′ de modo que el último par, i = d_model/2 − 1, gire exactamente s veces más despacio. Escribe la frecuencia de ese par con base′ y con base, y despeja base′.",
  "q.ntk.goal":
    "El par 0 gira a ω₀ = 1/base⁰ = 1 sea cual sea la base. El último par, i = {last}, gira a {maths}: base′ debe hacerlo exactamente s veces más lento.",
  "q.ntk.solve": "Por tanto, {maths}.",
  "q.ntk.value": "Con los números: {maths}.",
  "q.ntk.check":
    "Con base′, ω′_i/ω_i vale {first} para el par 0 y {lastKept} = 1/{factor} para el par {last}: los pares intermedios se frenan poco a poco, y los rápidos apenas.",

  "q.yarn.prompt":
    "YaRN estira s = {factor} veces, par a par, un modelo con RoPE (d_model = {d}, base {base}) entrenado con L = {length} posiciones: cuenta r_i = L/λ_i, las vueltas que da el par i dentro de L, con su rampa entre α = {alpha} y β = {beta} vueltas. El par i = {pair} tiene la longitud de onda {maths} posiciones. ¿Qué hace YaRN con su frecuencia ω_i?",
  "q.yarn.legend": "Qué le pasa a ω_i",
  "q.yarn.interpolated":
    "Se divide entre s, como en PI: el par gira s veces más despacio que en el entrenamiento.",
  "q.yarn.kept":
    "Se conserva tal como estaba: ω′_i = ω_i, así que el par gira igual de rápido que al entrenar.",
  "q.yarn.blended":
    "Se mezcla: una parte γ_i de ω_i más 1 − γ_i de ω_i/s, con γ_i sacado de la rampa de YaRN.",
  "q.yarn.ntk":
    "Se recalcula con una base mayor base′ = base·s^(d_model/(d_model − 2)), como en el escalado NTK.",
  "q.yarn.interpolatedDiagnosis":
    "Solo se dividen entre s los pares que dan menos de α = {alpha} vueltas dentro de L; este da r_i = {r}.",
  "q.yarn.keptDiagnosis":
    "Solo se conservan tal cual los pares que dan más de β = {beta} vueltas dentro de L; este da r_i = {r}.",
  "q.yarn.blendedDiagnosis":
    "La rampa solo mezcla los pares con r_i entre α = {alpha} y β = {beta} vueltas; este da r_i = {r}, así que γ_i = {gamma}.",
  "q.yarn.ntkDiagnosis":
    "Eso es el escalado NTK, que cambia la base y, con ella, todos los pares salvo el 0. YaRN decide par a par, a partir de r_i = L/λ_i.",
  "q.yarn.hint":
    "YaRN se fija en r_i = L/λ_i, el número de vueltas que da el par i dentro de la longitud de entrenamiento: un par rápido da muchas vueltas; uno lento, menos de una. Compara r_i con los extremos de la rampa, α y β.",
  "q.yarn.turns": "Las vueltas dentro de la longitud de entrenamiento: {maths}.",
  "q.yarn.step.interpolated":
    "r_i = {r} está por debajo de α = {alpha}: γ_i = 0, así que el par se interpola, se divide entre s: ω′_i/ω_i = {kept}.",
  "q.yarn.step.kept":
    "r_i = {r} está por encima de β = {beta}: γ_i = 1, así que el par se conserva tal cual: ω′_i/ω_i = {kept}.",
  "q.yarn.step.blended":
    "r_i = {r} está entre α = {alpha} y β = {beta}: γ_i = (r_i − α)/(β − α) = {gamma}, así que ω′_i = γ_i·ω_i + (1 − γ_i)·ω_i/s conserva {kept} de la frecuencia.",
  "q.yarn.why":
    "Por qué: un par que da muchas vueltas dentro de L ya vio todos los ángulos durante el entrenamiento, así que puede conservar su velocidad; uno que nunca completó una vuelta llegaría a ángulos que jamás vio, así que se frena para quedarse dentro de los que conoce.",

  "q.highest.prompt.changes":
    "Un modelo con RoPE (d_model = {d}, base {base}) entrenado con L = {length} posiciones se estira s = {factor} veces. ¿Cuál de estas reglas cambia la frecuencia del par 0, el par más rápido (ω₀ = 1)?",
  "q.highest.prompt.keeps":
    "Un modelo con RoPE (d_model = {d}, base {base}) entrenado con L = {length} posiciones se estira s = {factor} veces. El par i = {pair} da r_i = {r} vueltas dentro de L. ¿Cuál de estas reglas deja su frecuencia exactamente como estaba?",
  "q.highest.legend": "La regla",
  "q.highest.pi": "Interpolación de posiciones (PI)",
  "q.highest.ntk": "Escalado NTK: una base más grande",
  "q.highest.yarn": "YaRN, con su rampa par a par",
  "q.highest.llama3": "Regla de reescalado de Llama 3.1",
  "q.highest.changes.ntk":
    "El escalado NTK conserva el par 0: ω′₀ = 1/base′⁰ = 1 sea cual sea la nueva base. Frena los demás pares, el último exactamente s veces.",
  "q.highest.changes.yarn":
    "El par 0 da r₀ = {r} vueltas dentro de L, más de β = {beta}, así que YaRN lo conserva exactamente (γ₀ = 1).",
  "q.highest.changes.llama3":
    "El par 0 da r₀ = {r} vueltas dentro de L, más de las {high} de Llama 3.1, así que su regla lo conserva exactamente.",
  "q.highest.keeps.pi":
    "PI divide todos los pares entre s, también este: conserva {kept} de su frecuencia.",
  "q.highest.keeps.ntk":
    "El escalado NTK solo conserva exactamente el par 0; el par {pair} conserva {kept} de su frecuencia.",
  "q.highest.keeps.yarn":
    "YaRN solo conserva los pares que dan más de β = {beta} vueltas; este da r_i = {r}, así que conserva {kept} de su frecuencia.",
  "q.highest.hint.changes":
    "El par 0 tiene ω₀ = 1 y da L/2π vueltas dentro de la longitud de entrenamiento, muchas más que una. ¿Qué reglas reescalan todos los pares por igual y cuáles miran cuántas vueltas da un par?",
  "q.highest.hint.keeps":
    "El escalado NTK solo conserva exactamente el par 0. YaRN y Llama 3.1 conservan los pares que dan suficientes vueltas dentro de L, cada una con su propio umbral en vueltas.",
  "q.highest.step.pi": "PI divide cada par entre s = {factor}: {maths}.",
  "q.highest.step.ntk":
    "El escalado NTK hace girar el par {pair} con la nueva base, base′ = {newBase}: {maths}.",
  "q.highest.step.yarn":
    "YaRN: el par {pair} da r_i = {r} vueltas dentro de L = {length}, y su rampa va de α = {alpha} a β = {beta} vueltas, así que γ_i = {gamma}: {maths}.",
  "q.highest.step.llama3":
    "Llama 3.1: la misma clase de mezcla, con su rampa de {low} a {high} vueltas, así que γ_i = {gamma}: {maths}.",
  "q.highest.answer.changes":
    "Así que solo PI cambia el par 0. Las otras tres conservan el par más rápido, que da {r} vueltas dentro de L y no necesita estirarse.",
  "q.highest.answer.keeps":
    "Así que solo la regla de Llama 3.1 conserva exactamente el par {pair}: su rampa termina en {high} vueltas, la de YaRN en {beta}, y r_i = {r} queda entre ambas.",
};

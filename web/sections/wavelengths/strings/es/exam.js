// Spanish messages of wavelengths (exam part); keys and placeholders as in en.js.
export default {
  "q.speed.prompt":
    "En una codificación con d_model = {d} y base {base}, ¿cuál de estas dimensiones oscila {want, select, fastest {más rápido} other {más despacio}} a medida que crece la posición?",
  "q.speed.legend": "La dimensión {want, select, fastest {más rápida} other {más lenta}}",
  "q.speed.option": "dimensión j = {dim}",
  "q.speed.diagnosis":
    "La dimensión j = {dim} pertenece al par i = {pair}, con λ = {lambda}: {want, select, fastest {más larga} other {más corta}} que la λ = {correctLambda} de la dimensión j = {correct}. Solo cuenta el índice del par, y un i pequeño gira rápido.",
  "q.speed.hint":
    "Solo importa el índice del par, i = ⌊j/2⌋: un seno y su coseno giran juntos. La frecuencia ωᵢ = 1/base^(2i/d_model) disminuye al crecer i, así que un i pequeño gira rápido, y uno grande, despacio.",
  "q.speed.step":
    "Dimensión j = {dim} ({fn, select, sine {seno} other {coseno}} del par i = {pair}): {maths}",
  "q.speed.answer":
    "La {want, select, fastest {más rápida} other {más lenta}} es la dimensión j = {correct}: tiene la ω {want, select, fastest {mayor} other {menor}} y, por tanto, la longitud de onda {want, select, fastest {más corta} other {más larga}} (posiciones por vuelta completa).",
  "q.wavelength.prompt":
    "Con d_model = {d} y base {base}, ¿cuántas posiciones tarda el par i = {pair} (dimensiones j = {sin} y {cos}) en dar una vuelta completa? Esa es su longitud de onda, {maths}.",
  "q.wavelength.halfDModel":
    "Esto es 2π·base^(4i/d_model): o se usó d_model/2 = {half} como d_model, o se tomó la dimensión 2i = {twoI} en lugar del índice de par {pair}.",
  "q.wavelength.twoDropped":
    "Esto es 2π·base^(i/d_model): se ha perdido el 2 de 2i en el exponente.",
  "q.wavelength.degrees":
    "Esto toma una vuelta completa como 360, es decir, en grados. El ángulo pos·ωᵢ está en radianes, y una vuelta completa son 2π.",
  "q.wavelength.noTwoPi":
    "Esto es base^(2i/d_model) = 1/ω_{pair}, el divisor: falta el factor 2π de una vuelta completa.",
  "q.wavelength.omega":
    "Esto es ω_{pair}, la frecuencia (radianes por posición). La longitud de onda es 2π/ωᵢ.",
  "q.wavelength.hint":
    "Una vuelta completa son 2π radianes y cada posición añade ωᵢ radianes, así que la longitud de onda es 2π/ωᵢ = 2π · base^(2i/d_model).",
  "q.wavelength.divisor": "Divisor: {maths}",
  "q.wavelength.wavelength": "Longitud de onda: {maths} posiciones.",
  "q.base.prompt":
    "Con d_model = {d} y base {base}, las longitudes de onda λ₀, λ₁, … forman una escalera geométrica. ¿Por qué factor es cada longitud de onda mayor que la anterior, {maths}?",
  "q.base.halfDModel":
    "Esto es base^(4/d_model): se usó d_model/2 = {half} en lugar de d_model = {d}.",
  "q.base.twoDropped": "Esto es base^(1/d_model): se ha perdido el 2 de 2i en el exponente.",
  "q.base.hint":
    "Escribe λᵢ = 2π·base^(2i/d_model) y λ_(i+1) = 2π·base^(2(i+1)/d_model), y divide: el 2π y la mayor parte de la potencia se cancelan.",
  "q.base.ends":
    "La escalera empieza en {start} sea cual sea la base y sube hasta {top}, justo por debajo de base·2π = {ceiling}.",
  "q.base.larger":
    "Así pues, la base fija el extremo superior de la escalera: con base {larger}, el par más lento tendría λ{lastSub} = {slowest} y cada peldaño sería {ratio} veces el anterior, mientras que λ₀ seguiría siendo 2π. Una base mayor permite a los pares lentos distinguir posiciones mucho más alejadas entre sí; dentro de {n} posiciones, {repeating} de los {pairs} pares se repiten con base {base}.",
};

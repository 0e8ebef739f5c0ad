// Spanish messages of lab (exam part); keys and placeholders as in en.js.
export default {
  "lab.column.none": "sin posición",
  "lab.column.sinusoidal": "sinusoidal",
  "lab.column.learned": "aprendido",
  "lab.column.rope": "RoPE",
  "lab.column.noneCausal": "sin posición, máscara causal",
  "lab.column.length": "longitud",
  "lab.row.training": "entrenamiento",
  "lab.noRow": "sin fila",
  "lab.trainingLengths": "entre 5 y 16 tokens",
  "lab.caption":
    "Semilla del laboratorio {seed}, {steps} pasos: exactitud en el entrenamiento (últimos {window} lotes, {lengths}) y en {count} oraciones de prueba de cada longitud, en tokens",
  "lab.task":
    "En el laboratorio se entrenaron modelos diminutos para nombrar quién realiza la acción en oraciones como “the big dog bites a small man today” (el agente: el sustantivo justo antes del verbo), con oraciones de {lengths}, y después se evaluaron con oraciones más largas.",
  "lab.twin": "para “{sentence}”, p(dog) = {dog} y p(man) = {man}",
  "lab.pending":
    "los modelos del laboratorio para esta pregunta aún se están entrenando: usa await peExam.ready() y vuelve a generarla",
  "lab.noModule": "este examen se creó sin el módulo del laboratorio (el loadLab de createExam)",

  "q.lab.longest.prompt":
    "¿Qué modelo sigue nombrando al agente en oraciones de {longest} tokens, cuatro veces la longitud máxima con la que se entrenó?",
  "q.lab.longest.legend": "Con {longest} tokens",
  "q.lab.longest.rope":
    "RoPE: {r64} con 64 tokens. Sus puntuaciones solo ven el desplazamiento respecto del verbo, y el agente siempre está en −1, como en el entrenamiento.",
  "q.lab.longest.sinusoidal":
    "Sinusoidal: su fórmula da un vector a cada posición, así que un modelo que la usa funciona igual de bien con 64 tokens que con 16.",
  "q.lab.longest.sinusoidalDiagnosis":
    "La fórmula está definida en 64, pero este modelo nunca aprendió a leer los vectores más allá de 16: la tabla muestra {s64} con 64 tokens frente a {s16} con 16.",
  "q.lab.longest.learned":
    "Aprendido: {lt} en el entrenamiento, el mejor de los cuatro, y un modelo que ha aprendido la tarea responde con cualquier longitud.",
  "q.lab.longest.learnedDiagnosis":
    "{lt} es su exactitud de entrenamiento, con oraciones de {lengths}. Su tabla no tiene filas más allá de la {lastRow}, así que con 64 tokens no da ninguna respuesta.",
  "q.lab.longest.none":
    "Sin posición: obtiene más o menos lo mismo en todas las longitudes evaluadas, así que es el único modelo cuya exactitud no depende de la longitud.",
  "q.lab.longest.noneDiagnosis":
    "Su {n16} con 16 tokens ya es el techo de un modelo ciego al orden (el núcleo calcula {chance}): nunca aprendió la tarea, así que con 64 no hay nada que conservar.",
  "q.lab.longest.hint":
    "El entrenamiento vio oraciones de 5 a 16 tokens; lee la columna de 64, no la de entrenamiento. ¿Qué le da cada tipo de posición a un modelo en la posición 40, y lo ha visto antes?",
  "q.lab.longest.at64":
    "Con 64 tokens: RoPE {r64}, sinusoidal {s64}, sin posición {n64}; el modelo aprendido no tiene filas más allá de la {lastRow}, así que no responde. RoPE aguanta: tenía {r16} con 16.",
  "q.lab.longest.offset":
    "La puntuación de RoPE, {maths}, solo depende del desplazamiento k, y el agente siempre está en k = −1 respecto del verbo, tanto en oraciones largas como en cortas.",
  "q.lab.longest.falls":
    "El modelo sinusoidal encuentra más allá de la posición 15 vectores con los que nunca se entrenó, y cae de {s16} a {s64}. La columna de entrenamiento se mide con oraciones de {lengths} y no dice nada sobre 64.",

  "q.lab.none.prompt":
    "El modelo sin posición obtiene {n16} con 16 tokens y {n64} con 64, mientras que los otros tres obtienen entre {low} y {high} con 16. ¿Qué indica su resultado?",
  "q.lab.none.legend": "El modelo sin posición",
  "q.lab.none.ceiling":
    "Es el techo: ciego al orden, ve igual una oración y su gemela con los sustantivos intercambiados, así que acierta en una de las dos.",
  "q.lab.none.steps":
    "El entrenamiento falló: {steps} pasos fueron demasiado pocos para este modelo, y unos cuantos miles más lo llevarían hasta 1, como a los demás.",
  "q.lab.none.stepsDiagnosis":
    "Más pasos no pueden ayudar: sin posición, “el perro muerde al hombre” y “el hombre muerde al perro” son la misma entrada, y el núcleo calcula el techo, {chance}. Con una máscara causal, que delata el orden, el mismo modelo llega a {causal}.",
  "q.lab.none.guess":
    "Aprendió la mayor parte de la tarea: con {nouns} sustantivos entre los que elegir, una elección al azar acierta 1 vez de cada {nouns}, y el modelo acierta {times} veces más a menudo.",
  "q.lab.none.guessDiagnosis":
    "El azar que importa no es 1 de cada {nouns}: el modelo ve qué dos sustantivos tiene la oración y solo es ciego a cuál va primero. Entre esos dos no puede hacerlo mejor que {chance}.",
  "q.lab.none.generalises":
    "Generaliza bien: su {nt} en el entrenamiento y su {n16} en oraciones nuevas de 16 tokens coinciden, así que no hubo ningún sobreajuste.",
  "q.lab.none.generalisesDiagnosis":
    "Su exactitud de entrenamiento es {nt}: nunca aprendió la tarea, así que no tenía nada que sobreajustar. Que las puntuaciones de entrenamiento y de prueba coincidan no dice nada cuando ambas están en el techo.",
  "q.lab.none.hint":
    "Sin posición, “the dog bites a man” y “the man bites a dog” son para el modelo la misma bolsa de palabras. ¿Con qué frecuencia puede una misma respuesta ser correcta para ambas?",
  "q.lab.none.swap":
    "Al intercambiar los dos sustantivos se obtiene una oración con las mismas palabras y el otro agente, y el generador del laboratorio hace que ambas sean igual de probables.",
  "q.lab.none.alike":
    "Un modelo ciego al orden recibe la misma entrada para ambas y responde igual a las dos: el modelo del núcleo, {twins}. Así que, como mucho, acierta en una de las dos: el techo calculado es {chance}.",
  "q.lab.none.limit":
    "Con 16 tokens, una longitud con la que se entrenó, obtiene {n16}, y {nt} en el entrenamiento: el techo, salvo la dispersión propia de una muestra. Es un límite que ningún entrenamiento supera, no un fallo del entrenamiento. Con una máscara causal, el mismo modelo llega a {causal}: la propia máscara filtra el orden.",

  "q.lab.learned.prompt":
    "El modelo aprendido obtiene {l16} con 16 tokens, pero aparece como “sin fila” en las longitudes {longer}. ¿Por qué?",
  "q.lab.learned.legend": "El modelo aprendido más allá de 16",
  "q.lab.learned.rows":
    "Su tabla solo tiene filas para las posiciones 0 a {lastRow}: una oración más larga tiene palabras sin vector de posición, así que el modelo no puede ejecutarse.",
  "q.lab.learned.zero":
    "Obtuvo 0 en las oraciones largas: nombró el sustantivo equivocado todas las veces, y el laboratorio lo escribe como “sin fila” en su tabla.",
  "q.lab.learned.zeroDiagnosis":
    "“sin fila” no es una puntuación: el núcleo se negó a ejecutar el modelo (“{refusal}”). Incluso una respuesta equivocada necesitaría un vector para cada posición.",
  "q.lab.learned.longer":
    "No se entrenó lo suficiente: con {steps} pasos más aprendería las filas 16 a 63 y respondería también a esas oraciones.",
  "q.lab.learned.longerDiagnosis":
    "El entrenamiento ajusta las filas que tiene la tabla y nunca añade ninguna: max_len = {maxLen} se fija al crear el modelo, por mucho que se entrene.",
  "q.lab.learned.untested":
    "No se evaluó ahí: con {lt} en el entrenamiento estaba claro que había aprendido la tarea, así que el laboratorio se saltó las longitudes mayores.",
  "q.lab.learned.untestedDiagnosis":
    "El laboratorio evalúa todos los modelos en todas las longitudes; el núcleo rechazó este (“{refusal}”). {lt} es su exactitud de entrenamiento, con oraciones de {lengths}.",
  "q.lab.learned.hint":
    "Una tabla aprendida es una tabla de búsqueda con max_len = {maxLen} filas. ¿Qué le suma el modelo a la palabra que está en la posición {maxLen}?",
  "q.lab.learned.table":
    "La tabla del modelo aprendido tiene max_len = {maxLen} filas, para las posiciones 0 a {lastRow}: su oración más larga tiene {maxLen} tokens (el maxLen de labCreate).",
  "q.lab.learned.refused":
    "Al pedirle {second} tokens, el núcleo responde “{refusal}”: no hay ningún vector que sumar en la posición {maxLen}, así que no hay entrada ni respuesta. El entrenamiento ajusta esas {maxLen} filas ({lt} en el entrenamiento) y nunca añade ninguna.",
  "q.lab.learned.others":
    "Los modelos sinusoidal y RoPE tienen una regla para cada posición, así que sí se ejecutan con 64 tokens ({s64} y {r64}), lo hagan bien o mal.",

  "q.ceiling.intro":
    "{task} Uno de los modelos no tenía codificación posicional; ese mismo modelo se entrenó también con una máscara causal (el verbo solo atiende a las palabras hasta él mismo).",
  "q.ceiling.prompt":
    "¿Cuál es la mejor exactitud que puede alcanzar, en promedio, cualquier modelo ciego al orden de las palabras en las oraciones de prueba de {length} tokens? Da una fracción entre 0 y 1.",
  "q.ceiling.label": "mejor exactitud sin orden",
  "q.ceiling.tolerance":
    "Una fracción entre 0 y 1; se dan por correctas las respuestas que no se alejen más de ±0,001 del valor exacto.",
  "q.ceiling.causal":
    "Este es el modelo con máscara causal ({causal}): el verbo solo ve las palabras hasta él mismo, así que la máscara delata el orden y ese modelo no es ciego al orden. Sin ella, ninguna cantidad de entrenamiento permite superar el techo.",
  "q.ceiling.nouns":
    "Esto es 1 de cada {nouns}, una elección a ciegas entre los {nouns} sustantivos. Pero el modelo ve qué dos sustantivos tiene la oración; solo se le oculta su orden.",
  "q.ceiling.percent":
    "Esto es un porcentaje: da la exactitud como una fracción entre 0 y 1 ({percent} % es {ceiling}).",
  "q.ceiling.measured":
    "Esto es lo que obtuvo el modelo sin posición en estas {count} oraciones ({measured}). Lo mejor que puede alcanzar cualquier modelo ciego al orden es una propiedad de las oraciones, que el núcleo calcula de forma exacta.",
  "q.ceiling.hint":
    "Sin posición, “the dog bites a man” y “the man bites a dog” son la misma bolsa de palabras. El laboratorio hace que ambas sean igual de probables. ¿Con qué frecuencia puede una misma respuesta ser correcta para las dos?",
  "q.ceiling.swap":
    "Al intercambiar los dos sustantivos de una oración s se obtiene una oración con las mismas palabras y el otro sustantivo como agente; el generador del laboratorio hace que ambas sean igual de probables: {maths}.",
  "q.ceiling.alike":
    "Un modelo ciego al orden recibe la misma entrada para ambas y responde igual a las dos, así que, como mucho, acierta en una. El modelo sin posición del núcleo lo muestra: {twins}.",
  "q.ceiling.best":
    "Lo mejor que puede hacer con una oración es {maths}; el núcleo calcula su media sobre las {count} oraciones de prueba de {length} tokens: azar = {ceiling}.",
  "q.ceiling.scatter":
    "El modelo sin posición obtuvo {measured} en estas {count} oraciones: una muestra se dispersa en torno a lo que cabe esperar de un modelo, y ningún entrenamiento lleva a un modelo ciego al orden más allá de {ceiling}. El {causal} del modelo causal no es ninguna contradicción: su máscara oculta las palabras posteriores al verbo, entre ellas el otro sustantivo, lo que deja a la vista solo al agente.",

  "q.fartable.lengths": "entre 6 y 16 tokens",
  "q.fartable.task":
    "En la tarea lejana del laboratorio, unos modelos diminutos nombran quién realiza la acción en oraciones como “the big dog bites a small man today”, pero leen la respuesta en una palabra “who” añadida al final: cuanto más larga es la oración, más lejos está el agente del punto donde se lee la respuesta. Se entrenaron con oraciones de {lengths} y después se evaluaron con oraciones más largas. Un modelo ciego al orden de las palabras no puede pasar de {chance}.",
  "q.fartable.caption":
    "Tarea lejana, semilla del laboratorio {seed}, {steps} pasos: exactitud en {count} oraciones de prueba de cada longitud, en tokens. La última columna es otra vez el modelo RoPE, evaluado con cada posición dividida entre s, la longitud de la oración entre la longitud de entrenamiento L = 16 (PI).",
  "q.fartable.column.alibi": "ALiBi",
  "q.fartable.column.ropePi": "RoPE, PI en la prueba",
  "q.fartable.unclear":
    "las tablas de la tarea lejana del laboratorio están demasiado igualadas para decidir ninguna de las variantes de esta pregunta",
  "q.fartable.model.sinusoidal":
    "Sinusoidal: su fórmula da un vector a cada posición, incluidas las que pasan de 15.",
  "q.fartable.model.rope":
    "RoPE: cada puntuación de atención solo depende del desplazamiento entre la consulta y la clave.",
  "q.fartable.model.alibi":
    "ALiBi: cada puntuación de atención se rebaja en proporción a la distancia hasta la clave.",
  "q.fartable.why.sinusoidal":
    "Su fórmula da vectores más allá de la posición 15, pero el modelo nunca se entrenó con ellos, así que no sabe leerlos.",
  "q.fartable.why.rope":
    "Sus puntuaciones solo ven desplazamientos, pero aquí la respuesta se lee en la última palabra, así que el agente queda mucho más lejos que cualquier desplazamiento visto en el entrenamiento.",
  "q.fartable.why.alibi":
    "Su penalización crece con la distancia, y con {long} tokens el agente puede quedar lejos de la palabra “who”.",
  "q.fartable.best.prompt":
    "Evaluados tal como se entrenaron (las tres primeras columnas), ¿qué modelo rinde mejor con {long} tokens, {factor} veces la oración más larga de su entrenamiento?",
  "q.fartable.best.legend": "Con {long} tokens, tarea lejana",
  "q.fartable.best.none":
    "Ninguno: con {long} tokens los tres caen al nivel del azar, {chance}, o por debajo.",
  "q.fartable.best.noneDiagnosis":
    "El modelo {best} obtiene {top} con {long} tokens, claramente por encima del nivel del azar, {chance}: sigue nombrando al agente más a menudo de lo que puede hacerlo cualquier modelo ciego al orden.",
  "q.fartable.best.lower":
    "Con {long} tokens, el modelo {model} obtiene {x}, por debajo del {top} del modelo {best}.",
  "q.fartable.best.nearChance":
    "Con {long} tokens, el modelo {model} obtiene {x}: a menos de {band} del nivel del azar, {chance}, o por debajo, igual que los otros dos.",
  "q.fartable.best.hint":
    "Lee la fila de {long} tokens: con {short}, todos los modelos han aprendido la tarea. ¿Está el mejor de ellos claramente por encima del nivel del azar, {chance}?",
  "q.fartable.best.winner":
    "El modelo {best} rinde mejor, {margin} por delante del modelo {second}.",
  "q.fartable.best.noWinner":
    "Los tres están a menos de {band} del azar o por debajo: ninguno se sostiene.",
  "q.fartable.best.row":
    "Hay que leer la fila de {long} tokens, no la de {short}: sinusoidal {s64}, RoPE {r64}, ALiBi {a64}, frente a un nivel del azar de {chance}. {verdict}",
  "q.fartable.far":
    "En la tarea lejana, la respuesta se lee en la palabra “who” del final, así que cuanto más larga es la oración, más lejos está el agente del punto donde se lee la respuesta: con {long} tokens puede estar unas {factor} veces más lejos que en el entrenamiento.",
  "q.fartable.kinds":
    "Las puntuaciones de RoPE dependen del desplazamiento, y desplazamientos tan grandes nunca aparecieron en el entrenamiento; el modelo sinusoidal se encuentra con posiciones más allá de 15 que nunca aprendió a leer; el sesgo de ALiBi es una sola regla, una penalización proporcional a la distancia, igual con cualquier longitud.",
  "q.fartable.drop.prompt":
    "Evaluados tal como se entrenaron (las tres primeras columnas), ¿qué modelo perdió más exactitud de {short} a {long} tokens?",
  "q.fartable.drop.legend": "De {short} a {long} tokens",
  "q.fartable.drop.same":
    "Perdieron casi lo mismo: más allá de las longitudes de entrenamiento, todas fallan igual.",
  "q.fartable.drop.sameDiagnosis":
    "Las pérdidas son distintas: sinusoidal {sFall}, RoPE {rFall}, ALiBi {aFall}. Resta la fila de {long} tokens de la fila de {short}, columna por columna.",
  "q.fartable.drop.less":
    "El modelo {model} bajó de {from} a {to}, una pérdida de {fall}; el modelo {most} perdió {mostFall}, más.",
  "q.fartable.drop.lowest":
    "Terminar el más bajo no es lo mismo que perder más: el modelo {model} también empezó más abajo.",
  "q.fartable.drop.hint":
    "Para cada una de las tres primeras columnas, resta su exactitud con {long} tokens de su exactitud con {short}.",
  "q.fartable.drop.falls":
    "De {short} a {long} tokens: sinusoidal {s16} → {s64} (una pérdida de {sFall}), RoPE {r16} → {r64} ({rFall}), ALiBi {a16} → {a64} ({aFall}). El modelo {most} es el que más perdió.",
  "q.fartable.pi.prompt":
    "La última columna es el mismo modelo RoPE, evaluado con PI: cada posición dividida entre s = {factor} con {long} tokens. ¿Subió eso la exactitud de RoPE con {long} tokens?",
  "q.fartable.pi.legend": "PI en la prueba",
  "q.fartable.pi.up":
    "Sí: con cada posición dividida entre s = {factor}, los mismos pesos puntúan más alto con {long} tokens.",
  "q.fartable.pi.down":
    "No: dividir las posiciones entre s = {factor} apiña las palabras, y la puntuación con {long} tokens baja.",
  "q.fartable.pi.trained":
    "Sí, pero solo porque PI primero sigue entrenando el modelo con oraciones de {long} tokens.",
  "q.fartable.pi.trainedDiagnosis":
    "PI en la prueba no entrena nada: se evalúan los mismos pesos con cada posición dividida entre s = {factor}. Ajustar el modelo con PI es otro paso, que esta tabla no muestra.",
  "q.fartable.pi.row16":
    "No: PI solo cambia la fila de {short}, donde comprime las longitudes con las que se entrenó el modelo.",
  "q.fartable.pi.row16Diagnosis":
    "Con {short} tokens, s = {factor16}, así que PI no cambia nada ahí: {r16} y {p16}. El cambio está en {long} tokens: {r64} tal como se entrenó, {p64} con PI.",
  "q.fartable.pi.otherWay":
    "La tabla dice otra cosa: con {long} tokens, RoPE obtiene {r64} tal como se entrenó y {p64} con PI. {verdict}",
  "q.fartable.pi.raised": "PI la subió en {change}.",
  "q.fartable.pi.lowered": "PI la bajó en {change}.",
  "q.fartable.pi.hint":
    "Compara la columna de RoPE con la última, en la fila de {long} tokens. ¿Qué cambia PI: los pesos del modelo, o solo las posiciones que recibe?",
  "q.fartable.pi.read":
    "Con {long} tokens, RoPE obtiene {r64} tal como se entrenó y {p64} con PI en la prueba. {verdict}",
  "q.fartable.pi.how":
    "PI divide cada posición entre s = {factor}, la longitud {long} entre la longitud de entrenamiento L = 16, así que los desplazamientos de una oración de {long} tokens vuelven a caer en el intervalo de ángulos que el modelo vio en el entrenamiento, solo que más juntos; ningún peso cambia. Con {short} tokens, s = {factor16}: {r16} y {p16}.",
};

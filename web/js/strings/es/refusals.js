// Spanish messages of ui (refusals); keys and placeholders as in en.js.
export default {
  "refusal.wrong_type":
    "{name} debe ser {expected, select, number {un número} string {una cadena de texto} boolean {true o false} pair {un array de dos enteros [min, max]} other {{expected}}} (se recibió {got})",
  "refusal.integer_out_of_range": "{name} debe ser un entero en {min}..{max} (se recibió {value})",
  "refusal.even_integer_out_of_range":
    "{name} debe ser un entero par en {min}..{max} (se recibió {value})",
  "refusal.base_out_of_range":
    "base debe ser un número finito mayor que 1 y como máximo 1e12 (se recibió {value})",
  "refusal.table_too_large":
    "nPos*dModel debe ser como máximo {maxCells} (se recibió {nPos}*{dModel} = {cells})",
  "refusal.shift_matrix_too_large":
    "dModel*dModel debe ser como máximo {maxCells} para la M_k densa (se recibió {dModel}*{dModel} = {cells})",
  "refusal.unknown_position_kind":
    '{name} debe ser "none", "sinusoidal", "learned" o "rope" (se recibió "{value}")',
  "refusal.learned_no_row": "no hay fila aprendida para la posición {pos} (max_len {maxLen})",
  "refusal.learned_no_row_words":
    "no hay fila aprendida para la posición {pos} (max_len {maxLen}): la oración tiene {words} palabras",
  "refusal.sentence_not_unicode":
    "una oración debe ser texto Unicode válido: el carácter {character} (byte {byte}) no lo es (una secuencia UTF-8 rota o un sustituto aislado)",
  "refusal.sentence_too_many_characters":
    "una oración debe tener como máximo {max} caracteres (se recibieron {characters})",
  "refusal.sentence_no_words":
    "una oración necesita al menos una palabra (letras, de cualquier alfabeto)",
  "refusal.sentence_too_many_words":
    "una oración debe tener como máximo {max} palabras (se recibieron {words})",
  "refusal.lab_model_unknown":
    "ningún modelo del laboratorio tiene el id {id}: los id los asigna labCreate",
  "refusal.lab_model_freed":
    "ningún modelo del laboratorio tiene el id {id}: se liberó con labFree",
  "refusal.lab_lr_out_of_range": "lr debe ser un número finito en (0, 1] (se recibió {value})",
  "refusal.lab_too_many_models":
    "puede haber como máximo {max} modelos del laboratorio activos a la vez; libera uno con labFree",
  "refusal.lab_unknown_word":
    'palabra desconocida "{word}": el vocabulario del laboratorio es {vocabulary}',
  "refusal.lab_unknown_word_alone": 'palabra desconocida "{word}"',
  "refusal.lab_verb_count":
    "una oración del laboratorio necesita exactamente un verbo (bites, sees, chases, helps o follows); esta tiene {verbs}",
  "refusal.options_not_object": "options debe ser un objeto (se recibió {got})",
  "refusal.unknown_option": 'no existe la opción "{key}"',
  "refusal.unknown_rope_scaling":
    'options.kind debe ser "none", "pi", "ntk", "yarn" o "llama3" (se recibió "{value}")',
  "refusal.number_out_of_range":
    "{name} debe ser un número finito en {min}..{max} (se recibió {value})",
  "refusal.ramp_bounds_order":
    "{lowName} debe ser menor que {highName} (se recibieron {low} y {high})",
  "refusal.unknown_choice": '{name} debe ser uno de {choices} (se recibió "{value}")',
  "refusal.lab_scaling_needs_rope":
    "{name} estira RoPE: solo lo acepta un modelo rope (este es {kind})",
  "refusal.cell": "El núcleo rechazó esta celda: {refusal}",
  "refusal.inSentence": "oración {sentence}: {refusal}",
  "refusal.module_aborted":
    "{function}: el núcleo se detuvo tras un fallo anterior y hay que reiniciarlo",
  "refusal.module_exception": "{function} falló dentro del núcleo: {reason}",
};

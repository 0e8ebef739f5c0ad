// The core's refusals, worded from their codes and arguments (docs/refusal-codes.md): the page
// shows these, never the core's English `error`. In English they read as the core's sentences.
// Arguments: names as in the code's list; numbers arrive already written (web/js/refusal.js).
export default {
  "refusal.wrong_type":
    "{name} must be {expected, select, number {a number} string {a string} boolean {true or false} pair {an array of two integers [min, max]} other {{expected}}} (got {got})",
  "refusal.integer_out_of_range": "{name} must be an integer in {min}..{max} (got {value})",
  "refusal.even_integer_out_of_range":
    "{name} must be an even integer in {min}..{max} (got {value})",
  "refusal.base_out_of_range":
    "base must be a finite number greater than 1 and at most 1e12 (got {value})",
  "refusal.table_too_large":
    "nPos*dModel must be at most {maxCells} (got {nPos}*{dModel} = {cells})",
  "refusal.shift_matrix_too_large":
    "dModel*dModel must be at most {maxCells} for the dense M_k (got {dModel}*{dModel} = {cells})",
  "refusal.unknown_position_kind":
    '{name} must be "none", "sinusoidal", "learned" or "rope" (got "{value}")',
  // {words}: present when a sentence is longer than the learned table (the attention toy).
  "refusal.learned_no_row": "no learned row for position {pos} (max_len {maxLen})",
  "refusal.learned_no_row_words":
    "no learned row for position {pos} (max_len {maxLen}): the sentence has {words} words",
  "refusal.sentence_not_unicode":
    "a sentence must be valid Unicode text: character {character} (byte {byte}) is not (a broken UTF-8 sequence, or a lone surrogate)",
  "refusal.sentence_too_many_characters":
    "a sentence must be at most {max} characters (got {characters})",
  "refusal.sentence_no_words": "a sentence needs at least one word (letters, in any alphabet)",
  "refusal.sentence_too_many_words": "a sentence must have at most {max} words (got {words})",
  "refusal.lab_model_unknown": "no lab model has id {id}: ids come from labCreate",
  "refusal.lab_model_freed": "no lab model has id {id}: it was freed with labFree",
  "refusal.lab_lr_out_of_range": "lr must be a finite number in (0, 1] (got {value})",
  "refusal.lab_too_many_models":
    "at most {max} lab models can be alive at once; free one with labFree",
  // {vocabulary}: the lab's words, as a list.
  "refusal.lab_unknown_word": 'unknown word "{word}": the lab\'s vocabulary is {vocabulary}',
  "refusal.lab_unknown_word_alone": 'unknown word "{word}"',
  "refusal.lab_verb_count":
    "a lab sentence needs exactly one verb (bites, sees, chases, helps or follows); this one has {verbs}",
  "refusal.options_not_object": "options must be an object (got {got})",
  "refusal.unknown_option": 'there is no option "{key}"',
  // ropeFrequencies: {name} and {lowName}, {highName} are option names such as options.factor.
  "refusal.unknown_rope_scaling":
    'options.kind must be "none", "pi", "ntk", "yarn" or "llama3" (got "{value}")',
  "refusal.number_out_of_range": "{name} must be a finite number in {min}..{max} (got {value})",
  "refusal.ramp_bounds_order": "{lowName} must be less than {highName} (got {low} and {high})",
  // compareSentences refused one of its two sentences: {sentence} is "a" or "b".
  // A cell of a figure that the core would not compute.
  "refusal.unknown_choice": '{name} must be one of {choices} (got "{value}")',
  "refusal.lab_scaling_needs_rope":
    "{name} stretches RoPE: only a rope model takes it (this one is {kind})",
  "refusal.cell": "The core refused this cell: {refusal}",
  "refusal.inSentence": "sentence {sentence}: {refusal}",
  "refusal.module_aborted":
    "{function}: the core stopped after an earlier failure and must be restarted",
  "refusal.module_exception": "{function} failed inside the core: {reason}",
};

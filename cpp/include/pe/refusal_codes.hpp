// Every refusal code, with the arguments it carries (docs/refusal-codes.md is the same list with
// the English sentence of each). A code names one kind of refusal and never changes meaning; the
// page words it from the code and the arguments, the `error` sentence is for API users.
// Arguments are numbers unless marked (text). compareSentences adds sentence ("a" or "b", text) to
// the refusal of one of its sentences.
#pragma once

namespace pe::codes {

// An argument of the wrong JS type. {name (text), expected (text: "number", "string",
// "boolean"), got (text: the JS typeof)}
inline constexpr char wrong_type[] = "wrong_type";
// An integer argument that is not an integer in min..max (NaN, Infinity, 2.5 included).
// {name (text), value, min, max}
inline constexpr char integer_out_of_range[] = "integer_out_of_range";
// As integer_out_of_range, for an argument that must also be even (dModel). {name (text), value,
// min, max}
inline constexpr char even_integer_out_of_range[] = "even_integer_out_of_range";
// base not finite, not > 1 or past max. {value, max}
inline constexpr char base_out_of_range[] = "base_out_of_range";
// nPos * dModel past maxCells. {nPos, dModel, cells, maxCells}
inline constexpr char table_too_large[] = "table_too_large";
// The dense M_k's dModel * dModel past maxCells. {dModel, cells, maxCells}
inline constexpr char shift_matrix_too_large[] = "shift_matrix_too_large";
// A kind of position that is not none, sinusoidal, learned or rope. {name (text: "peKind" or
// "kind"), value (text: at most 24 printable ASCII characters, others as '?', then "...")}
inline constexpr char unknown_position_kind[] = "unknown_position_kind";
// A position past the learned table's last row (pos >= maxLen). {pos, maxLen}; attentionToy and
// compareSentences add words (the sentence's word count; pos is then maxLen).
inline constexpr char learned_no_row[] = "learned_no_row";
// A sentence that is not valid UTF-8 / UTF-16 (a broken sequence or a lone surrogate).
// {character (1-based), byte (0-based offset in its UTF-8)}
inline constexpr char sentence_not_unicode[] = "sentence_not_unicode";
// {characters, max}
inline constexpr char sentence_too_many_characters[] = "sentence_too_many_characters";
// No letters at all. {}
inline constexpr char sentence_no_words[] = "sentence_no_words";
// {words, max}
inline constexpr char sentence_too_many_words[] = "sentence_too_many_words";
// The lab: an id labCreate never gave. {id}
inline constexpr char lab_model_unknown[] = "lab_model_unknown";
// The lab: an id freed with labFree. {id}
inline constexpr char lab_model_freed[] = "lab_model_freed";
// The lab: lr not a finite number in (0, 1]. {value, max}
inline constexpr char lab_lr_out_of_range[] = "lab_lr_out_of_range";
// The lab: every model slot taken. {max}
inline constexpr char lab_too_many_models[] = "lab_too_many_models";
// The lab: a word outside its vocabulary. {word (text: at most 24 characters, then "...")}
inline constexpr char lab_unknown_word[] = "lab_unknown_word";
// The lab: a sentence without exactly one verb. {verbs}
inline constexpr char lab_verb_count[] = "lab_verb_count";
// An options argument that is not an object (nor undefined or null). {got (text: the JS typeof,
// or "array")}
inline constexpr char options_not_object[] = "options_not_object";
// An options object with a key the function does not take. {key (text: at most 24 printable
// ASCII characters, others as '?', then "...")}
inline constexpr char unknown_option[] = "unknown_option";
// A RoPE scaling that is not none, pi, ntk, yarn or llama3. {value (text: as unknown_position_kind)}
inline constexpr char unknown_rope_scaling[] = "unknown_rope_scaling";
// A real-valued option (factor, alpha, beta, lowFrequencyFactor, highFrequencyFactor) that is not a
// finite number in min..max. {name (text: "options.factor" ...), value, min, max}
inline constexpr char number_out_of_range[] = "number_out_of_range";
// Two bounds of a ramp in the wrong order: yarn's alpha >= beta, llama3's lowFrequencyFactor >=
// highFrequencyFactor. {lowName (text), low, highName (text), high}
inline constexpr char ramp_bounds_order[] = "ramp_bounds_order";
// A text option that is none of its choices: the lab's kind, task, heads and scaling.
// {name (text: "kind", "options.task" ...), value (text, at most 24 printable characters),
// choices (text: the choices, each quoted when text, joined by ", ")}
inline constexpr char unknown_choice[] = "unknown_choice";
// A stretched RoPE (options.scaling) asked of a model that has no RoPE. {name (text), kind (text)}
inline constexpr char lab_scaling_needs_rope[] = "lab_scaling_needs_rope";
// Two more come from cpp/bindings/call-guard.js, not from the core:
// module_aborted: the module stopped after a wasm trap or abort. {function (text)}
// module_exception: something threw inside a call. {function (text), reason (text)}

}  // namespace pe::codes

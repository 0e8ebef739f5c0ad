// The core module's JS names (createPeCore): registration only; the functions are in
// core_adapters.cpp. The module also links bench_bindings.cpp and module_bindings.cpp.
#include <emscripten/bind.h>

#include "core_adapters.hpp"

EMSCRIPTEN_BINDINGS(pe_core) {
  using emscripten::function;
  function("peValue", &pe_js::pe_value);
  function("peTable", &pe_js::pe_table);
  function("peFrequencies", &pe_js::pe_frequencies);
  function("wavelengthLadder", &pe_js::wavelength_ladder);
  function("ropeFrequencies", &pe_js::rope_frequencies);
  function("alibiSlopes", &pe_js::alibi_slopes);
  function("alibiBiases", &pe_js::alibi_biases);
  function("piFigure", &pe_js::pi_figure);
  function("shiftIdentity", &pe_js::shift_identity);
  function("shiftMatrix", &pe_js::shift_matrix);
  function("shiftCheck", &pe_js::shift_check);
  function("relativeDots", &pe_js::relative_dots);
  function("simpleEncodings", &pe_js::simple_encodings);
  function("tokenize", &pe_js::tokenize);
  function("attentionToy", &pe_js::attention_toy);
  function("compareSentences", &pe_js::compare_sentences);
  function("learnedTable", &pe_js::learned_table);
  function("learnedRow", &pe_js::learned_row);
  function("ropeCheck", &pe_js::rope_check);
  function("ropeDots", &pe_js::rope_dots);
  function("examMistakes", &pe_js::exam_mistakes);
  function("attentionScore", &pe_js::attention_score);
}

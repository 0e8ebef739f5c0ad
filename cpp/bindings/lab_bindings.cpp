// The lab module's JS names (createPeLab): registration only; the functions are in
// lab_adapters.cpp. The module also links module_bindings.cpp.
#include <emscripten/bind.h>

#include "lab_adapters.hpp"

EMSCRIPTEN_BINDINGS(pe_lab) {
  using emscripten::function;
  function("labCreate", &pe_js::lab_create);
  function("labTrain", &pe_js::lab_train);
  function("labEvaluate", &pe_js::lab_evaluate);
  function("labPredict", &pe_js::lab_predict);
  function("labWeights", &pe_js::lab_weights);
  function("labFree", &pe_js::lab_free);
}

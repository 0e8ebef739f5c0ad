// The JS names both modules answer (createPeCore and createPeLab): registration only; the
// functions are in module_adapters.cpp and module_format_*.cpp.
#include <emscripten/bind.h>

#include "module_adapters.hpp"

EMSCRIPTEN_BINDINGS(pe_module) {
  using emscripten::function;
  function("limits", &pe_js::limits);
  function("kernelPath", &pe_js::kernel_path);
  function("moduleFormat", &pe_js::module_format);
  function("debugAbort", &pe_js::debug_abort);
}

// The one type every adapter takes and answers: emscripten::val, as pe_js::val. Arguments arrive
// as val so that a string, undefined or an object is refused with a code (convert.hpp reads them)
// instead of Embind's TypeError.
#pragma once
#include <emscripten/val.h>

namespace pe_js {

using emscripten::val;

}  // namespace pe_js

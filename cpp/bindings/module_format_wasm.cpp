// Linked into the WebAssembly modules (CMakeLists.txt); module_format_wasm2js.cpp into the
// wasm2js ones.
#include "module_adapters.hpp"

std::string pe_js::module_format() { return "wasm"; }

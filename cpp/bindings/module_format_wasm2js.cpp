// Linked into the modules built with -sWASM=0 (the wasm-js preset, PE_WASM2JS): binaryen's wasm2js
// has turned them into plain JavaScript. module_format_wasm.cpp is the WebAssembly counterpart.
#include "module_adapters.hpp"

std::string pe_js::module_format() { return "wasm2js"; }

// What both modules (createPeCore and createPeLab) answer: their limits, the kernels they run,
// what runs them, and a test hook (module_bindings.cpp registers them).
#pragma once
#include <string>

#include "js_val.hpp"

namespace pe_js {

// The limits of the README's Limits section (pe/limits.hpp), so the page validates URL
// parameters against the same numbers.
val limits();
std::string kernel_path();
// What runs this module: "wasm" (WebAssembly) or "wasm2js" (the same build turned into plain
// JavaScript, for hosts that cannot compile WebAssembly). The page names the core it runs from
// this and kernelPath(), never from the file it asked for. Defined by module_format_wasm.cpp or
// module_format_wasm2js.cpp: CMakeLists.txt links the one that matches the build (PE_WASM2JS).
std::string module_format();
// Test hook: stops the module the way a wasm trap or an out-of-memory abort would, so that tests
// can check that the page notices, says so and starts a fresh module (call-guard.js,
// web/js/core.js).
void debug_abort();

}  // namespace pe_js

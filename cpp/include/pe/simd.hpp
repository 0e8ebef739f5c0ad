// Whether this build has an xsimd architecture. CMake defines PE_HAVE_SIMD=1 for native builds and
// for wasm built with -msimd128 -msse4.2 (Emscripten maps SSE intrinsics to wasm SIMD). A wasm
// build without -msimd128 has no xsimd architecture at all, so every kernel keeps a scalar path.
#pragma once

#ifndef PE_HAVE_SIMD
#define PE_HAVE_SIMD 0
#endif

#if PE_HAVE_SIMD
#include <xsimd/xsimd.hpp>
#endif

namespace pe {

// "simd" or "scalar": which path the public functions of this build take.
inline const char* kernel_path() { return PE_HAVE_SIMD ? "simd" : "scalar"; }

}  // namespace pe

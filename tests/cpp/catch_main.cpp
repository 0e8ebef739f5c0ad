// Catch2's main, compiled once (slow to compile, especially to wasm).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>

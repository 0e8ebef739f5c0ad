#include "module_adapters.hpp"

#include <cstdlib>

#include "convert.hpp"
#include "pe/limits.hpp"
#include "pe/simd.hpp"
#include "pe/toy_weights.hpp"

namespace pe_js {

val limits() {
  val r = ok_object();
  r.set("minDModel", pe::kMinDModel);
  r.set("maxDModel", pe::kMaxDModel);
  r.set("minPositions", pe::kMinPositions);
  r.set("maxPositions", pe::kMaxPositions);
  r.set("maxCells", static_cast<double>(pe::kMaxCells));
  r.set("maxPosition", pe::kMaxPosition);
  r.set("maxBase", pe::kMaxBase);
  r.set("maxSentenceTokens", pe::kMaxSentenceTokens);
  r.set("maxSentenceChars", pe::kMaxSentenceChars);
  r.set("maxToyDModel", pe::kMaxToyDModel);
  r.set("learnedMaxLen", pe::kLearnedMaxLen);
  return r;
}

std::string kernel_path() { return pe::kernel_path(); }

void debug_abort() { std::abort(); }

}  // namespace pe_js

// Every public result carries a status: ok, or a message that names the limit and the value.
// Results are plain structs so the bindings can turn them into plain JS objects; nothing throws.
#pragma once
#include <string>

namespace pe {

struct Status {
  bool ok = true;
  std::string error;  // empty when ok
};

inline Status failure(std::string message) { return Status{false, std::move(message)}; }

}  // namespace pe

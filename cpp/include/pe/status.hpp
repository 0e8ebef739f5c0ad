// Every public result carries a status: ok, or a refusal. A refusal has a stable code (one of
// pe/refusal_codes.hpp), the arguments the code names (numbers or strings, camelCase, so the page
// can word the refusal in any language) and an English sentence for API users that names the limit
// and the value. Results are plain structs so the bindings can turn them into plain JS objects;
// nothing throws.
#pragma once
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace pe {

// One named argument of a refusal: a number, or a text (is_text).
struct RefusalArg {
  std::string name;
  double number = 0;
  std::string text;
  bool is_text = false;
};

inline RefusalArg arg(std::string name, double number) {
  return RefusalArg{std::move(name), number, {}, false};
}
inline RefusalArg arg(std::string name, int number) {
  return arg(std::move(name), static_cast<double>(number));
}
inline RefusalArg arg(std::string name, std::int64_t number) {
  return arg(std::move(name), static_cast<double>(number));
}
inline RefusalArg arg(std::string name, std::string text) {
  return RefusalArg{std::move(name), 0, std::move(text), true};
}
inline RefusalArg arg(std::string name, const char* text) {
  return arg(std::move(name), std::string(text));
}

struct Status {
  bool ok = true;
  std::string error;  // the English sentence; empty when ok
  std::string code;   // empty when ok
  std::vector<RefusalArg> args;
};

// A refusal: code is one of pe/refusal_codes.hpp, args the arguments that code documents.
inline Status failure(const char* code, std::string message, std::vector<RefusalArg> args = {}) {
  return Status{false, std::move(message), code, std::move(args)};
}

// The result type R (a struct deriving from Status) refused with status: its other fields stay
// at their defaults.
template <class Result>
Result refused(Status status) {
  Result result;
  static_cast<Status&>(result) = std::move(status);
  return result;
}

}  // namespace pe

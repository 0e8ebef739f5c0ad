// Reading a refusal's arguments in a test (pe/status.hpp): the argument called name, as a number or
// a text, failing the test when it is missing or of the other type; and the set of their names.
#pragma once
#include <catch2/catch.hpp>
#include <set>
#include <string>

#include "pe/status.hpp"

inline const pe::RefusalArg& find_arg(const pe::Status& status, const std::string& name) {
  for (const pe::RefusalArg& a : status.args) {
    if (a.name == name) return a;
  }
  FAIL("no argument " << name << " in the refusal " << status.code << ": " << status.error);
  throw;  // unreachable: FAIL throws
}

inline double number_arg(const pe::Status& status, const std::string& name) {
  const pe::RefusalArg& a = find_arg(status, name);
  CHECK_FALSE(a.is_text);
  return a.number;
}

inline std::string text_arg(const pe::Status& status, const std::string& name) {
  const pe::RefusalArg& a = find_arg(status, name);
  CHECK(a.is_text);
  return a.text;
}

inline std::set<std::string> arg_names(const pe::Status& status) {
  std::set<std::string> names;
  for (const pe::RefusalArg& a : status.args) names.insert(a.name);
  return names;
}

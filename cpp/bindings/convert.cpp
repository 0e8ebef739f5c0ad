#include "convert.hpp"

#include <emscripten/em_js.h>
#include <emscripten/em_macros.h>

#include "pe/limits.hpp"
#include "pe/refusal_codes.hpp"
#include "pe/utf8.hpp"

using emscripten::EM_VAL;

namespace pe_js {

namespace {

std::string type_of(const val& value) { return value.typeOf().as<std::string>(); }

// The slice runs in JS, one call from wasm per array (val::global(name).new_(typed_memory_view)
// takes four: the global, the view, the constructor call, the view's release).
EM_JS(EM_VAL, pe_copy_out_float32, (const float* data, size_t count),
      { return Emval.toHandle(HEAPF32.slice(data >>> 2, (data >>> 2) + count)); });
EM_JS(EM_VAL, pe_copy_out_float64, (const double* data, size_t count),
      { return Emval.toHandle(HEAPF64.slice(data >>> 3, (data >>> 3) + count)); });
EM_JS(EM_VAL, pe_copy_out_int32, (const int* data, size_t count),
      { return Emval.toHandle(HEAP32.slice(data >>> 2, (data >>> 2) + count)); });
EM_JS(EM_VAL, pe_copy_out_uint8, (const unsigned char* data, size_t count),
      { return Emval.toHandle(HEAPU8.slice(data, data + count)); });

// result.tokens = the space-separated words as an array of strings, result.known = the flags
// ('0'/'1' characters) as booleans.
// (JS inside: clang-format would split its operators.)
// clang-format off
EM_JS(void, pe_set_words, (EM_VAL result, const char* words, const char* known), {
  var r = Emval.toValue(result);
  var flags = UTF8ToString(known);
  r.tokens = flags.length ? UTF8ToString(words).split(" ") : [];
  r.known = Array.prototype.map.call(flags, function(flag) { return flag === "1"; });
});
// clang-format on

}  // namespace

pe::Status wrong_type(const std::string& name, const char* expected, const std::string& what,
                      const val& value) {
  const std::string got = type_of(value);
  return pe::failure(pe::codes::wrong_type, name + " must be " + what + " (got " + got + ")",
                     {pe::arg("name", name), pe::arg("expected", expected), pe::arg("got", got)});
}

pe::Status read_number(const val& arg, const char* name, double& out) {
  if (!arg.isNumber()) return wrong_type(name, "number", "a number", arg);
  out = arg.as<double>();
  return {};
}

pe::Status read_boolean(const val& arg, const std::string& name, bool& out) {
  if (arg.typeOf().as<std::string>() != "boolean") {
    return wrong_type(name, "boolean", "true or false", arg);
  }
  out = arg.as<bool>();
  return {};
}

pe::Status read_numbers(std::initializer_list<NumberArg> args) {
  for (const NumberArg& arg : args) {
    const pe::Status bad = read_number(arg.value, arg.name, *arg.out);
    if (!bad.ok) return bad;
  }
  return {};
}

pe::Status read_string(const val& arg, const char* name, std::string& out) {
  if (!arg.isString()) return wrong_type(name, "string", "a string", arg);
  out = arg.as<std::string>();
  return {};
}

pe::Status read_sentence(const val& arg, const char* name, std::string& out) {
  if (!arg.isString()) return wrong_type(name, "string", "a string", arg);
  out = pe::utf8_from_utf16(arg.as<std::u16string>());
  return {};
}

std::vector<std::string> object_keys(const val& object) {
  const val keys = val::global("Object").call<val>("keys", object);
  const int count = keys["length"].as<int>();
  std::vector<std::string> out;
  for (int k = 0; k < count; ++k) out.push_back(keys[k].as<std::string>());
  return out;
}

pe::Status read_options(
    const val& options, const char* example, const char* known,
    const std::function<bool(const std::string&, const val&, pe::Status&)>& read_key) {
  if (options.isUndefined() || options.isNull()) return {};
  const std::string type = options.typeOf().as<std::string>();
  if (type != "object" || options.isArray()) {
    const std::string got = options.isArray() ? std::string("array") : type;
    return pe::failure(
        pe::codes::options_not_object,
        std::string("options must be an object such as ") + example + " (got " + got + ")",
        {pe::arg("got", got)});
  }
  for (const std::string& key : object_keys(options)) {
    const val value = options[key];
    if (value.isUndefined()) continue;
    pe::Status status;
    if (!read_key(key, value, status)) {
      return pe::failure(
          pe::codes::unknown_option,
          "unknown option " + pe::quoted_excerpt(key) + " (the options are " + known + ")",
          {pe::arg("key", pe::printable_excerpt(key))});
    }
    if (!status.ok) return status;
  }
  return {};
}

val ok_object() {
  val result = val::object();
  result.set("ok", true);
  result.set("error", std::string());
  return result;
}

val refusal_object(const pe::Status& status) {
  val args = val::object();
  for (const pe::RefusalArg& arg : status.args) {
    if (arg.is_text) {
      args.set(arg.name, arg.text);
    } else {
      args.set(arg.name, arg.number);
    }
  }
  val result = val::object();
  result.set("ok", false);
  result.set("code", status.code);
  result.set("args", args);
  result.set("error", status.error);
  return result;
}

val copy_out_array(const float* data, std::size_t count) {
  return val::take_ownership(pe_copy_out_float32(data, count));
}
val copy_out_array(const double* data, std::size_t count) {
  return val::take_ownership(pe_copy_out_float64(data, count));
}
val copy_out_array(const int* data, std::size_t count) {
  return val::take_ownership(pe_copy_out_int32(data, count));
}
val copy_out_array(const unsigned char* data, std::size_t count) {
  return val::take_ownership(pe_copy_out_uint8(data, count));
}

void set_words(val& result, const std::vector<std::string>& words, const std::vector<bool>& known) {
  // The words joined by spaces (a word never holds one) and the flags as '0'/'1'.
  std::string joined, flags;
  for (std::size_t t = 0; t < words.size(); ++t) {
    if (t > 0) joined += ' ';
    joined += words[t];
    flags += known[t] ? '1' : '0';
  }
  pe_set_words(result.as_handle(), joined.c_str(), flags.c_str());
}

}  // namespace pe_js

// The conversions between JS values and the core's types, shared by every adapter: argument
// readers that refuse a wrong JS type with a code (never Embind's TypeError), the ok and refusal
// objects every function returns, and bulk results copied out of the wasm heap into typed arrays
// (a heap view would detach on memory growth).
#pragma once
#include <array>
#include <cstddef>
#include <functional>
#include <initializer_list>
#include <string>
#include <tuple>
#include <vector>

#include "js_val.hpp"
#include "pe/status.hpp"

namespace pe_js {

struct NumberArg {
  const val& value;
  const char* name;
  double* out;
};

// Reads each argument as a number; the first non-number is refused with wrong_type ("<name> must
// be a number (got string)"). Range checks stay in the core, which names the limit.
pe::Status read_numbers(std::initializer_list<NumberArg> args);
// One argument as read_numbers reads it.
pe::Status read_number(const val& arg, const char* name, double& out);
// A JS boolean argument, or wrong_type ("<name> must be true or false (got number)").
pe::Status read_boolean(const val& arg, const std::string& name, bool& out);
// A JS string argument as UTF-8, or wrong_type.
pe::Status read_string(const val& arg, const char* name, std::string& out);
// A sentence: a JS string (UTF-16) as UTF-8 for the core. Embind's own conversion would join a
// lone surrogate with whatever unit follows it into some other character; utf8_from_utf16 keeps
// it as bytes the tokenizer refuses, naming the character.
pe::Status read_sentence(const val& arg, const char* name, std::string& out);
// "<name> must be <expected> (got <typeof value>)", code wrong_type. what is the English for
// expected ("a number", "true or false").
pe::Status wrong_type(const std::string& name, const char* expected, const std::string& what,
                      const val& value);
// The keys of a JS object, as strings.
std::vector<std::string> object_keys(const val& object);

// An options argument: undefined or null is no options; anything else but a plain object is
// refused (options_not_object, with an example such as "{kind: \"pi\", factor: 2}"). Each key whose
// value is not undefined goes to read_key(key, value), which answers whether it knows the key
// (else unknown_option, listing `known`) and sets `status` if the value is refused.
pe::Status read_options(
    const val& options, const char* example, const char* known,
    const std::function<bool(const std::string&, const val&, pe::Status&)>& read_key);

// {ok: true, error: ""}: a success carries no code and no args.
val ok_object();
// {ok: false, code, args: {name: number or string, ...}, error}.
val refusal_object(const pe::Status& status);

// A core result (a pe::Status with fields) as the object a JS function answers: the refusal object
// if the core refused, else ok_object() with the fields set_fields(r, result) sets on it.
template <class Result, class SetFields>
val answer(const Result& result, SetFields set_fields) {
  if (!result.ok) return refusal_object(result);
  val r = ok_object();
  set_fields(r, result);
  return r;
}

// A JS argument the core takes as a number, with its name for a refusal.
struct NamedNumber {
  const val& value;
  const char* name;
};

// The whole of an adapter whose JS arguments are all numbers, in the core function's order:
//   return answer_numbers(pe::learned_row, {{pos, "pos"}, {d_model, "dModel"}}, set_fields);
// reads them as read_numbers does (the first non-number is refused), calls core with the doubles
// and answers its result (answer above).
template <class Core, std::size_t N, class SetFields>
val answer_numbers(Core core, const NamedNumber (&args)[N], SetFields set_fields) {
  std::array<double, N> numbers;
  for (std::size_t k = 0; k < N; ++k) {
    const pe::Status bad = read_number(args[k].value, args[k].name, numbers[k]);
    if (!bad.ok) return refusal_object(bad);
  }
  return answer(std::apply(core, numbers), set_fields);
}

// A bulk result to JS, the one copy it makes: from the core's array in the wasm heap (sized without
// a zero fill and written once by its kernel, pe/buffer.hpp) into a new typed array that owns its
// memory (Float32Array for float, Float64Array for double, Int32Array for int, Uint8Array for
// unsigned char and std::uint8_t). The core's array is freed when its result goes out of scope,
// right after.
val copy_out_array(const float* data, std::size_t count);
val copy_out_array(const double* data, std::size_t count);
val copy_out_array(const int* data, std::size_t count);
val copy_out_array(const unsigned char* data, std::size_t count);

// Any contiguous container (pe::Buffer, std::vector): r.set("data", copy_out(result.data)).
template <class Container>
val copy_out(const Container& values) {
  return copy_out_array(values.data(), values.size());
}

// A small array (words, indices) element by element; bulk numbers go through copy_out.
template <class T>
val js_array(const std::vector<T>& values) {
  val array = val::array();
  for (const T& v : values) array.call<void>("push", val(v));
  return array;
}

template <std::size_t N>
val js_numbers(const std::array<double, N>& values) {
  val out = val::array();
  for (double v : values) out.call<void>("push", v);
  return out;
}

// result.tokens = words (an array of strings), result.known = flags (booleans), in one call into
// JS rather than one per word and per flag.
void set_words(val& result, const std::vector<std::string>& words, const std::vector<bool>& known);

}  // namespace pe_js

// Turns libFuzzer's bytes into the arguments a hostile page or console could pass: numbers that are
// often boundary values (NaN, +-Inf, -0, limits and one past them, huge, fractional) and otherwise
// raw IEEE-754 bit patterns, and strings of arbitrary bytes (invalid UTF-8 included).
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <string>

class FuzzInput {
 public:
  FuzzInput(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}

  std::uint8_t byte() { return offset_ < size_ ? data_[offset_++] : 0; }

  double number() {
    static const double kInteresting[] = {0.0,
                                          -0.0,
                                          1.0,
                                          -1.0,
                                          2.0,
                                          3.0,
                                          7.0,
                                          8.0,
                                          0.5,
                                          1.5,
                                          16.0,
                                          17.0,
                                          64.0,
                                          128.0,
                                          512.0,
                                          514.0,
                                          2048.0,
                                          2050.0,
                                          4096.0,
                                          4098.0,
                                          65536.0,
                                          65537.0,
                                          1024.0,
                                          1025.0,
                                          1e6,
                                          1e6 + 1,
                                          -1e6,
                                          -1e6 - 1,
                                          10000.0,
                                          1.0000000000000002,
                                          1e300,
                                          -1e300,
                                          4194304.0,
                                          std::numeric_limits<double>::quiet_NaN(),
                                          std::numeric_limits<double>::infinity(),
                                          -std::numeric_limits<double>::infinity(),
                                          std::numeric_limits<double>::denorm_min(),
                                          std::numeric_limits<double>::max(),
                                          9007199254740993.0};
    constexpr std::size_t kCount = sizeof kInteresting / sizeof kInteresting[0];
    const std::uint8_t selector = byte();
    if (selector < 200) return kInteresting[selector % kCount];
    if (selector < 230) return static_cast<double>(byte()) - 16.0;  // small integers
    double raw = 0;
    std::uint8_t bytes[8] = {};
    for (std::uint8_t& b : bytes) b = byte();
    std::memcpy(&raw, bytes, sizeof raw);
    return raw;
  }

  // Up to max_length bytes, as they come.
  std::string text(std::size_t max_length) {
    const std::size_t length = byte() % (max_length + 1);
    std::string out;
    while (out.size() < length && offset_ < size_) out += static_cast<char>(data_[offset_++]);
    return out;
  }

 private:
  const std::uint8_t* data_;
  std::size_t size_;
  std::size_t offset_ = 0;
};

// Stops the run (a crash libFuzzer records) when an invariant of the public API breaks.
#define FUZZ_REQUIRE(condition)         \
  do {                                  \
    if (!(condition)) __builtin_trap(); \
  } while (0)

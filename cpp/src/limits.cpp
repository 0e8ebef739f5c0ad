#include "pe/limits.hpp"

#include <cmath>
#include <cstdio>

namespace pe {

std::string describe_number(double value) {
  if (std::isnan(value)) return "NaN";
  if (std::isinf(value)) return value > 0 ? "Infinity" : "-Infinity";
  char buffer[40];
  if (value == std::floor(value) && std::fabs(value) < 1e15) {
    std::snprintf(buffer, sizeof buffer, "%.0f", value);
  } else {
    std::snprintf(buffer, sizeof buffer, "%.17g", value);
  }
  return buffer;
}

std::string printable_excerpt(const std::string& text) {
  std::string shown;
  for (unsigned char ch : text.substr(0, 24)) shown += (ch >= 0x20 && ch < 0x7F) ? char(ch) : '?';
  return text.size() > 24 ? shown + "..." : shown;
}

std::string quoted_excerpt(const std::string& text) {
  return "\"" + printable_excerpt(text) + "\"";
}

static std::string range_text(std::int64_t lo, std::int64_t hi) {
  return std::to_string(lo) + ".." + std::to_string(hi);
}

Status check_integer(const char* name, double value, std::int64_t lo, std::int64_t hi) {
  const bool is_integer = std::isfinite(value) && value == std::floor(value);
  if (is_integer && value >= static_cast<double>(lo) && value <= static_cast<double>(hi)) return {};
  return failure(codes::integer_out_of_range,
                 std::string(name) + " must be an integer in " + range_text(lo, hi) + " (got " +
                     describe_number(value) + ")",
                 {arg("name", name), arg("value", value), arg("min", lo), arg("max", hi)});
}

Status check_number(const char* name, double value, double lo, double hi) {
  if (std::isfinite(value) && value >= lo && value <= hi) return {};
  return failure(codes::number_out_of_range,
                 std::string(name) + " must be a finite number in " + describe_number(lo) + ".." +
                     describe_number(hi) + " (got " + describe_number(value) + ")",
                 {arg("name", name), arg("value", value), arg("min", lo), arg("max", hi)});
}

int check_choice(const char* name, const std::string& value,
                 const std::vector<const char*>& choices, Status& status) {
  int index = 0;
  std::string list;
  for (const char* choice : choices) {
    if (value == choice) return index;
    // text choices quoted, numbers ("1", "2") bare
    const bool number = choice[0] >= '0' && choice[0] <= '9';
    list +=
        std::string(index++ ? ", " : "") + (number ? choice : "\"" + std::string(choice) + "\"");
  }
  status = failure(
      codes::unknown_choice,
      std::string(name) + " must be one of " + list + " (got " + quoted_excerpt(value) + ")",
      {arg("name", name), arg("value", printable_excerpt(value)), arg("choices", list)});
  return -1;
}

Status check_even_integer(const char* name, double value, std::int64_t lo, std::int64_t hi) {
  Status status = check_integer(name, value, lo, hi);
  if (status.ok && std::fmod(value, 2.0) == 0.0) return status;
  return failure(codes::even_integer_out_of_range,
                 std::string(name) + " must be an even integer in " + range_text(lo, hi) +
                     " (got " + describe_number(value) + ")",
                 {arg("name", name), arg("value", value), arg("min", lo), arg("max", hi)});
}

Status check_d_model(double d_model) {
  return check_even_integer("dModel", d_model, kMinDModel, kMaxDModel);
}

Status check_base(double base) {
  if (std::isfinite(base) && base > 1.0 && base <= kMaxBase) return {};
  return failure(codes::base_out_of_range,
                 "base must be a finite number greater than 1 and at most 1e12 (got " +
                     describe_number(base) + ")",
                 {arg("value", base), arg("max", kMaxBase)});
}

Status check_table_shape(double n_pos, double d_model) {
  Status status = check_integer("nPos", n_pos, kMinPositions, kMaxPositions);
  if (!status.ok) return status;
  status = check_d_model(d_model);
  if (!status.ok) return status;
  const auto cells = static_cast<std::int64_t>(n_pos) * static_cast<std::int64_t>(d_model);
  if (cells <= kMaxCells) return {};
  return failure(codes::table_too_large,
                 "nPos*dModel must be at most " + std::to_string(kMaxCells) + " (got " +
                     describe_number(n_pos) + "*" + describe_number(d_model) + " = " +
                     std::to_string(cells) + ")",
                 {arg("nPos", n_pos), arg("dModel", d_model), arg("cells", cells),
                  arg("maxCells", kMaxCells)});
}

Status check_position(double pos) { return check_integer("pos", pos, 0, kMaxPosition); }

Status check_offset(double k, double pos) {
  const std::int64_t lowest = std::isfinite(pos) ? -static_cast<std::int64_t>(pos) : 0;
  return check_integer("k", k, lowest, kMaxPosition);
}

Status check_pair_index(double i, int d_model) { return check_integer("i", i, 0, d_model / 2 - 1); }

}  // namespace pe

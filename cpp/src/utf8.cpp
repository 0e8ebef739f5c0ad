#include "pe/utf8.hpp"

namespace pe {

DecodedUtf8 decode_utf8(const std::string& bytes) {
  DecodedUtf8 result;
  const std::size_t size = bytes.size();
  std::size_t at = 0;
  while (at < size) {
    const auto lead = static_cast<unsigned char>(bytes[at]);
    // 1. The lead byte gives the length and the smallest code point of that length (shorter
    // encodings of smaller code points, "overlong" ones, are refused).
    int length = 0;
    char32_t c = 0, smallest = 0;
    if (lead < 0x80) {
      length = 1, c = lead;
    } else if ((lead & 0xE0) == 0xC0) {
      length = 2, c = lead & 0x1F, smallest = 0x80;
    } else if ((lead & 0xF0) == 0xE0) {
      length = 3, c = lead & 0x0F, smallest = 0x800;
    } else if ((lead & 0xF8) == 0xF0) {
      length = 4, c = lead & 0x07, smallest = 0x10000;
    }
    // 2. Continuation bytes 10xxxxxx, six bits each.
    bool valid = length > 0 && at + static_cast<std::size_t>(length) <= size;
    for (int k = 1; valid && k < length; ++k) {
      const auto next = static_cast<unsigned char>(bytes[at + static_cast<std::size_t>(k)]);
      valid = (next & 0xC0) == 0x80;
      c = (c << 6) | (next & 0x3F);
    }
    // 3. The code point itself: shortest form, not a surrogate, in range.
    valid = valid && c >= smallest && !(c >= 0xD800 && c <= 0xDFFF) && c <= 0x10FFFF;
    if (!valid) {
      result.ok = false;
      result.bad_character = static_cast<int>(result.code_points.size()) + 1;
      result.bad_byte = at;
      result.code_points.clear();
      return result;
    }
    result.code_points.push_back(c);
    at += static_cast<std::size_t>(length);
  }
  return result;
}

void append_utf8(std::string& out, char32_t c) {
  if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xC0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    out += static_cast<char>(0xE0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (c >> 18));
    out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  }
}

std::string utf8_from_utf16(const std::u16string& units) {
  std::string out;
  for (std::size_t at = 0; at < units.size(); ++at) {
    const char32_t unit = units[at];
    const char32_t next = at + 1 < units.size() ? units[at + 1] : 0;
    if (unit >= 0xD800 && unit <= 0xDBFF && next >= 0xDC00 && next <= 0xDFFF) {
      append_utf8(out, 0x10000 + ((unit - 0xD800) << 10) + (next - 0xDC00));
      ++at;
    } else {
      append_utf8(out, unit);
    }
  }
  return out;
}

}  // namespace pe

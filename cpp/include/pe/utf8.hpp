// UTF-8 text as code points and back, strictly (RFC 3629): a code point is encoded in the
// shortest form, never as a surrogate (U+D800..U+DFFF), never past U+10FFFF.
//   bytes            code points
//   0xxxxxxx                      U+0000..U+007F
//   110xxxxx 10xxxxxx             U+0080..U+07FF
//   1110xxxx 10xxxxxx 10xxxxxx    U+0800..U+FFFF except the surrogates
//   11110xxx 10xxxxxx x 3         U+10000..U+10FFFF
#pragma once
#include <string>
#include <vector>

namespace pe {

struct DecodedUtf8 {
  bool ok = true;
  std::vector<char32_t> code_points;
  // When !ok: the 1-based number of the character that is not valid UTF-8 (the characters before
  // it decoded), and the byte offset where its sequence starts.
  int bad_character = 0;
  std::size_t bad_byte = 0;
};

DecodedUtf8 decode_utf8(const std::string& bytes);
// Appends the encoding of c (<= U+10FFFF). A surrogate gets the three bytes of its number, which
// decode_utf8 refuses: that is how a lone surrogate of UTF-16 stays visible as an error.
void append_utf8(std::string& out, char32_t c);
// UTF-16 (a JS string) as UTF-8: a surrogate pair becomes its code point; a lone surrogate is
// written by append_utf8 as above, so the result is valid UTF-8 exactly when the input was valid
// UTF-16.
std::string utf8_from_utf16(const std::u16string& units);

}  // namespace pe

#ifndef JUDGE_UTF8_HPP
#define JUDGE_UTF8_HPP
// Strict UTF-8 read one character at a time: what the «Хамелеон» reader
// decodes its input with (cyrillic.hpp) and what the checkers cut their
// messages for CMS into (checker.hpp).

#include <cstddef>
#include <string_view>

namespace judge {

// The character that starts at bytes[at] under strict UTF-8 (no overlong
// forms, surrogates or values past U+10FFFF): its length in bytes, with the
// character in `character`; 0 when the bytes there are not UTF-8.
inline std::size_t utf8_character_at(std::string_view bytes, std::size_t at, char32_t& character) {
    const auto lead = static_cast<unsigned char>(bytes[at]);
    const std::size_t length = lead < 0x80 ? 1 : lead >= 0xC2 && lead <= 0xDF ? 2 : lead >= 0xE0 && lead <= 0xEF ? 3
                               : lead >= 0xF0 && lead <= 0xF4 ? 4 : 0;
    if (length == 0 || at + length > bytes.size()) return 0;
    char32_t c = length == 1 ? lead : length == 2 ? (lead & 0x1Fu) : length == 3 ? (lead & 0x0Fu) : (lead & 0x07u);
    for (std::size_t k = 1; k < length; ++k) {
        const auto next = static_cast<unsigned char>(bytes[at + k]);
        if ((next & 0xC0) != 0x80) return 0;
        c = (c << 6) | (next & 0x3Fu);
    }
    if ((length == 3 && c < 0x800) || (length == 4 && (c < 0x10000 || c > 0x10FFFF)) || (c >= 0xD800 && c <= 0xDFFF))
        return 0;
    character = c;
    return length;
}

}  // namespace judge

#endif  // JUDGE_UTF8_HPP

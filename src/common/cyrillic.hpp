#ifndef JUDGE_CYRILLIC_HPP
#define JUDGE_CYRILLIC_HPP
// Russian text in the encodings people use, for «Хамелеон» alone: UTF-8
// (with or without BOM), CP1251 (Windows), CP866 (DOS) and KOI8-R (Unix):
// strict UTF-8 decoding, the code pages, and detection of which one a text is in.

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "input_error.hpp"
#include "utf8.hpp"

namespace judge {

enum class Encoding { kUtf8, kCp1251, kCp866, kKoi8r };

constexpr char32_t kCyrillicCapitalA = 0x0410;  // А; А..Я is U+0410..U+042F, а..я U+0430..U+044F
constexpr char32_t kCyrillicCapitalIo = 0x0401;  // Ё
constexpr char32_t kCyrillicSmallIo = 0x0451;    // ё

inline bool is_russian_letter(char32_t c) {
    return (c >= kCyrillicCapitalA && c < kCyrillicCapitalA + 64) || c == kCyrillicCapitalIo ||
           c == kCyrillicSmallIo;
}

// The character a byte stands for in a single-byte code page: ASCII as is,
// the 66 Russian letters where the code page has them, and 0 for every other
// byte (box drawing, punctuation, unassigned), which this project never reads.
inline char32_t single_byte_to_unicode(unsigned char byte, Encoding encoding) {
    if (byte < 0x80) return byte;
    const auto from = [](char32_t first, unsigned offset) { return static_cast<char32_t>(first + offset); };
    switch (encoding) {
        case Encoding::kCp1251:
            if (byte >= 0xC0) return from(kCyrillicCapitalA, byte - 0xC0u);
            if (byte == 0xA8) return kCyrillicCapitalIo;
            if (byte == 0xB8) return kCyrillicSmallIo;
            return 0;
        case Encoding::kCp866:
            if (byte <= 0xAF) return from(kCyrillicCapitalA, byte - 0x80u);      // А..Я, а..п
            if (byte >= 0xE0 && byte <= 0xEF) return from(0x0440, byte - 0xE0u);  // р..я
            if (byte == 0xF0) return kCyrillicCapitalIo;
            if (byte == 0xF1) return kCyrillicSmallIo;
            return 0;
        case Encoding::kKoi8r: {
            // KOI8-R orders the letters by their Latin sound: юабцдефгхийклмнопярстужвьызшэщчъ.
            static constexpr std::array<std::uint8_t, 32> kAlphabetIndex{
                30, 0, 1, 22, 4, 5, 20, 3, 21, 8, 9, 10, 11, 12, 13, 14,
                15, 31, 16, 17, 18, 19, 6, 2, 28, 27, 7, 24, 29, 25, 23, 26};
            if (byte >= 0xE0) return from(kCyrillicCapitalA, kAlphabetIndex[byte - 0xE0u]);
            if (byte >= 0xC0) return from(kCyrillicCapitalA + 32, kAlphabetIndex[byte - 0xC0u]);
            if (byte == 0xB3) return kCyrillicCapitalIo;
            if (byte == 0xA3) return kCyrillicSmallIo;
            return 0;
        }
        case Encoding::kUtf8: break;
    }
    return 0;
}

// Strict UTF-8 (utf8.hpp). On failure returns nullopt and sets `bad_offset`
// to the first bad byte.
inline std::optional<std::u32string> decode_utf8(const std::string& bytes, std::size_t& bad_offset) {
    std::u32string text;
    for (std::size_t i = 0; i < bytes.size();) {
        char32_t c = 0;
        const std::size_t length = utf8_character_at(bytes, i, c);
        if (length == 0) {
            bad_offset = i;
            return std::nullopt;
        }
        text += c;
        i += length;
    }
    return text;
}

inline std::string encode_utf8(std::u32string_view text) {
    std::string bytes;
    for (const char32_t c : text) {
        const auto put = [&](unsigned value) { bytes += static_cast<char>(value); };
        if (c < 0x80) {
            put(static_cast<unsigned>(c));
        } else if (c < 0x800) {
            put(0xC0 | (c >> 6));
            put(0x80 | (c & 0x3F));
        } else if (c < 0x10000) {
            put(0xE0 | (c >> 12));
            put(0x80 | ((c >> 6) & 0x3F));
            put(0x80 | (c & 0x3F));
        } else {
            put(0xF0 | (c >> 18));
            put(0x80 | ((c >> 12) & 0x3F));
            put(0x80 | ((c >> 6) & 0x3F));
            put(0x80 | (c & 0x3F));
        }
    }
    return bytes;
}

// Text in the given encoding; a character the code page lacks becomes '?'.
inline std::string encode(std::u32string_view text, Encoding encoding) {
    if (encoding == Encoding::kUtf8) return encode_utf8(text);
    std::string bytes;
    for (const char32_t c : text) {
        char byte = '?';
        for (unsigned candidate = 0; candidate < 256; ++candidate)
            if (single_byte_to_unicode(static_cast<unsigned char>(candidate), encoding) == c) {
                byte = static_cast<char>(candidate);
                break;
            }
        bytes += byte;
    }
    return bytes;
}

// UTF-16: a byte-order mark FF FE or FE FF, or text whose every other byte,
// over the first 64, is 0x00 or 0x04 (the high bytes of ASCII and Cyrillic),
// with at least one 0x00 among them. No text in the supported encodings has
// either: UTF-8 and the code pages hold no NUL in a board, and their Russian
// letters are bytes above 0x7F.
inline bool looks_like_utf16(const std::string& bytes) {
    if (bytes.compare(0, 2, "\xFF\xFE") == 0 || bytes.compare(0, 2, "\xFE\xFF") == 0) return true;
    const std::size_t span = std::min<std::size_t>(bytes.size(), 64) & ~std::size_t{1};
    for (std::size_t high = 0; high < 2 && span >= 4; ++high) {
        bool high_bytes = true, nul = false;
        for (std::size_t i = high; i < span; i += 2) {
            high_bytes = high_bytes && (bytes[i] == '\0' || bytes[i] == '\x04');
            nul = nul || bytes[i] == '\0';
        }
        if (high_bytes && nul) return true;
    }
    return false;
}

struct DecodedText {
    std::u32string text;  // without the BOM
    Encoding encoding;    // kUtf8 also for pure ASCII
    bool had_bom;
};

// Detects the encoding of Russian text and decodes it. The rule:
//  1. a UTF-8 BOM, pure ASCII, or valid UTF-8 with multi-byte characters: UTF-8
//     (Russian letters in the single-byte code pages never form valid UTF-8
//     sequences of any length that matters: CP1251 and KOI8-R capitals are
//     lead bytes followed by more lead bytes, CP866 capitals are lone
//     continuation bytes);
//  2. otherwise the code pages in which every byte above 0x7F is a Russian
//     letter are candidates, and the one whose letters score highest by
//     `preference` wins; ties go to CP1251, then CP866, then KOI8-R.
// Bytes that no supported encoding turns into letters throw InputError with
// the line and column of the first one.
inline DecodedText decode_russian_text(const std::string& bytes,
                                       const std::function<int(char32_t)>& preference) {
    if (looks_like_utf16(bytes))
        fail_input(1, 1, "the input is UTF-16, which is not supported: save it as UTF-8, CP1251, CP866 or KOI8-R");
    static const std::string kBom = "\xEF\xBB\xBF";
    const bool had_bom = bytes.compare(0, kBom.size(), kBom) == 0;
    const std::string body = had_bom ? bytes.substr(kBom.size()) : bytes;
    // Line and column of a byte; in UTF-8 text a column is a character.
    const auto position = [&](std::size_t offset, bool utf8) {
        int line = 1, column = 1;
        for (std::size_t i = 0; i < offset; ++i) {
            if (body[i] == '\n') {
                ++line;
                column = 1;
            } else if ((static_cast<unsigned char>(body[i]) & 0xC0) != 0x80 || !utf8) {
                ++column;
            }
        }
        return std::make_pair(line, column);
    };
    std::size_t bad_utf8 = 0;
    if (std::optional<std::u32string> utf8 = decode_utf8(body, bad_utf8)) return {*utf8, Encoding::kUtf8, had_bom};
    // Russian letters of the code pages do not form Russian letters in UTF-8,
    // so one before the bad byte means the text was meant as UTF-8.
    std::size_t ignored = 0;
    const std::optional<std::u32string> before = decode_utf8(body.substr(0, bad_utf8), ignored);
    const bool utf8_before = before && std::any_of(before->begin(), before->end(), is_russian_letter);
    if (had_bom || utf8_before) {
        const auto [line, column] = position(bad_utf8, true);
        fail_input(line, column, describe_byte(body[bad_utf8]) + " is not valid UTF-8, yet " +
                                     (had_bom ? "the input starts with a UTF-8 byte-order mark"
                                              : "the text before it is (one file, one encoding)"));
    }

    // The code pages in which every byte is a letter or ASCII; the best
    // scored wins. Only the winner is decoded, so the cost is one pass per
    // code page and one decoded text.
    std::optional<Encoding> best;
    int best_score = 0;
    for (const Encoding encoding : {Encoding::kCp1251, Encoding::kCp866, Encoding::kKoi8r}) {
        int score = 0;
        bool every_byte_a_letter = true;
        for (const char byte : body) {
            const char32_t c = single_byte_to_unicode(static_cast<unsigned char>(byte), encoding);
            if (c == 0) {
                every_byte_a_letter = false;
                break;
            }
            score += preference(c);
        }
        if (every_byte_a_letter && (!best || score > best_score)) {
            best = encoding;
            best_score = score;
        }
    }
    if (best) {
        std::u32string text;
        text.reserve(body.size());
        for (const char byte : body) text += single_byte_to_unicode(static_cast<unsigned char>(byte), *best);
        return {text, *best, false};
    }
    std::size_t first_stray = body.size();  // the first byte that is a letter in no code page
    for (std::size_t i = 0; i < body.size() && first_stray == body.size(); ++i) {
        const auto byte = static_cast<unsigned char>(body[i]);
        bool letter_somewhere = false;
        for (const Encoding encoding : {Encoding::kCp1251, Encoding::kCp866, Encoding::kKoi8r})
            letter_somewhere = letter_somewhere || single_byte_to_unicode(byte, encoding) != 0;
        if (!letter_somewhere) first_stray = i;
    }
    if (first_stray == body.size()) {
        // Every byte is a letter somewhere, but no code page has them all: a
        // file mixing encodings. Name the byte where the code page that reads
        // farthest stops.
        std::size_t farthest = 0;
        const char* farthest_name = "CP1251";
        for (const auto& [encoding, name] : {std::pair{Encoding::kCp1251, "CP1251"}, std::pair{Encoding::kCp866, "CP866"},
                                             std::pair{Encoding::kKoi8r, "KOI8-R"}}) {
            std::size_t i = 0;
            while (i < body.size() && single_byte_to_unicode(static_cast<unsigned char>(body[i]), encoding) != 0) ++i;
            if (i > farthest) farthest = i, farthest_name = name;
        }
        const auto [line, column] = position(farthest, false);
        fail_input(line, column, describe_byte(body[farthest]) + " is not a letter in " + farthest_name +
                                     ", the encoding of the bytes before it (one file, one encoding)");
    }
    const auto [line, column] = position(first_stray, false);
    fail_input(line, column, describe_byte(body[first_stray]) +
                                 " is not a letter in UTF-8, CP1251, CP866 or KOI8-R");
}

}  // namespace judge

#endif  // JUDGE_CYRILLIC_HPP

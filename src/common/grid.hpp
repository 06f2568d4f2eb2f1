#ifndef JUDGE_GRID_HPP
#define JUDGE_GRID_HPP
// What the three puzzles share: choosing the judge's streams, a tolerant
// reader that names the field and line of every error, one way to refuse bad
// input, a bounds-checked grid with neighbour offsets, and Cyrillic decoding.

#include <algorithm>
#include <array>
#include <cerrno>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <functional>
#include <iostream>
#include <new>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace judge {

// ---------------------------------------------------------------------------
// Refusing bad input: every parser throws InputError; run_judge turns it into
// one line on standard error and exit code kBadInput, with stdout untouched.

constexpr int kExitOk = 0;
constexpr int kExitBadInput = 1;
constexpr int kExitUsage = 2;

struct InputError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

[[noreturn]] inline void fail_input(int line, const std::string& what) {
    throw InputError("line " + std::to_string(line) + ": " + what);
}

[[noreturn]] inline void fail_input(int line, int column, const std::string& what) {
    throw InputError("line " + std::to_string(line) + ", column " + std::to_string(column) + ": " +
                     what);
}

// A byte as people can read it in a message: 'x' when printable, 0xNN otherwise.
inline std::string describe_byte(char byte) {
    const auto code = static_cast<unsigned char>(byte);
    if (code >= 0x21 && code < 0x7f) return std::string("'") + byte + "'";
    static const char* const kHex = "0123456789ABCDEF";
    return std::string("byte 0x") + kHex[code >> 4] + kHex[code & 15];
}

// Messages quote at most this many bytes of a token, then "...": a line of
// a million digits must not become a message of a million bytes.
constexpr std::size_t kQuoted = 20;

inline std::string shortened(const std::string& token) {
    return token.size() > kQuoted ? token.substr(0, kQuoted) + "..." : token;
}

inline bool is_blank(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

// ---------------------------------------------------------------------------
// Reader over the whole input. Tolerates a UTF-8 BOM, "\r\n", blank lines, a
// missing final newline and a DOS end-of-file mark (Ctrl-Z) at the very end;
// everything it refuses names the line.

class Reader {
public:
    explicit Reader(std::string text) : text_(std::move(text)) {
        // DOS editors ended a file with Ctrl-Z; it is not data.
        if (!text_.empty() && text_.back() == '\x1A') text_.pop_back();
        static const std::string kBom = "\xEF\xBB\xBF";
        if (text_.compare(0, kBom.size(), kBom) == 0) {
            had_bom_ = true;
            pos_ = kBom.size();
        }
    }

    bool had_bom() const { return had_bom_; }
    // The line the next field would be read from; at the end of the input,
    // the last line (not the empty one after a final newline).
    int line() const {
        const bool after_final_newline = at_end() && line_ > 1 && text_.back() == '\n';
        return after_final_newline ? line_ - 1 : line_;
    }
    // The number of the line read_line or read_nonblank_line returned last.
    int last_line() const { return last_line_; }

    // Reads a decimal integer, skipping any whitespace (newlines included)
    // before it, and checks it lies in lo..hi: "line 1: M = 4 is outside 1..3".
    long long read_int(long long lo, long long hi, const std::string& name) {
        skip_blanks();
        if (at_end()) fail_input(line(), name + " is missing (the input ends here)");
        const std::size_t start = pos_;
        if (peek() == '-' || peek() == '+') ++pos_;
        const std::size_t digits = pos_;
        while (!at_end() && peek() >= '0' && peek() <= '9') ++pos_;
        if (pos_ == digits || (!at_end() && !is_blank(peek())))
            fail_input(line_, name + " should be an integer, found " + word_at(start));
        // Leading zeros do not count; beyond 18 significant digits the value
        // is certainly out of any range we accept.
        std::size_t significant = digits;
        while (significant + 1 < pos_ && text_[significant] == '0') ++significant;
        const bool huge = pos_ - significant > 18;
        const bool negative = text_[start] == '-';
        const long long magnitude = huge ? 0 : std::stoll(text_.substr(significant, pos_ - significant));
        const long long value = negative ? -magnitude : magnitude;
        if (huge || value < lo || value > hi)
            fail_input(line_, name + " = " + shortened(text_.substr(start, std::min<std::size_t>(pos_ - start, kQuoted + 1))) +
                                  " is outside " + std::to_string(lo) + ".." + std::to_string(hi));
        return value;
    }

    // Like read_int, for fields known to fit in int.
    int read_small(int lo, int hi, const std::string& name) {
        return static_cast<int>(read_int(lo, hi, name));
    }

    // The next character that is not whitespace, for inputs read symbol by
    // symbol (a matrix written with or without spaces).
    char read_symbol(const std::string& name) {
        skip_blanks();
        if (at_end()) fail_input(line(), name + " is missing (the input ends here)");
        return text_[pos_++];
    }

    // The rest of the current line without its "\r\n" or "\n"; nullopt at the end.
    std::optional<std::string> read_line() {
        if (at_end()) return std::nullopt;
        last_line_ = line_;
        std::size_t end = text_.find('\n', pos_);
        const bool has_newline = end != std::string::npos;
        if (!has_newline) end = text_.size();
        std::string result = text_.substr(pos_, end - pos_);
        if (!result.empty() && result.back() == '\r') result.pop_back();
        pos_ = has_newline ? end + 1 : end;
        if (has_newline) ++line_;
        return result;
    }

    // The next line holding something other than whitespace; line() then
    // names it. nullopt when only blank lines remain.
    std::optional<std::string> read_nonblank_line() {
        skip_blanks();
        if (at_end()) return std::nullopt;
        skip_to_line_start();
        return read_line();
    }

    // After the last field of a line (a header): only whitespace may follow.
    void finish_line(const std::string& after) {
        while (!at_end() && peek() != '\n') {
            if (!is_blank(peek())) fail_input(line_, "unexpected " + describe_byte(peek()) + " after " + after);
            ++pos_;
        }
        if (!at_end()) {
            ++pos_;
            ++line_;
        }
    }

    // At the end of the data: only whitespace may remain.
    void expect_end(const std::string& after) {
        skip_blanks();
        if (!at_end()) fail_input(line_, "unexpected " + describe_byte(peek()) + " after " + after);
    }

private:
    bool at_end() const { return pos_ >= text_.size(); }

    // The word starting at `start`, for messages: 'abc', or a byte code when
    // the first byte is not printable.
    std::string word_at(std::size_t start) const {
        if (start >= text_.size()) return "the end of the input";
        std::size_t end = start;
        while (end < text_.size() && end - start < kQuoted && !is_blank(text_[end]) &&
               static_cast<unsigned char>(text_[end]) >= 0x21 && static_cast<unsigned char>(text_[end]) < 0x7f)
            ++end;
        if (end == start) return describe_byte(text_[start]);
        std::string word = "'" + text_.substr(start, end - start) + "'";
        if (end < text_.size() && !is_blank(text_[end]))
            word += end - start < kQuoted ? " followed by " + describe_byte(text_[end]) : "...";
        return word;
    }
    char peek() const { return text_[pos_]; }

    void skip_blanks() {
        while (!at_end() && is_blank(peek())) {
            if (peek() == '\n') ++line_;
            ++pos_;
        }
    }

    // Back up over the spaces that precede the first visible character, so
    // that read_line returns the whole line (leading spaces are cells too).
    void skip_to_line_start() {
        while (pos_ > 0 && text_[pos_ - 1] != '\n' && is_blank(text_[pos_ - 1])) --pos_;
    }

    std::string text_;
    std::size_t pos_ = 0;
    int line_ = 1;
    int last_line_ = 0;
    bool had_bom_ = false;
};

// ---------------------------------------------------------------------------
// Grids: W columns by H rows, stored row by row; x is the column, y the row.

struct Offset {
    int dx;
    int dy;
};

// Up, right, down, left.
inline constexpr std::array<Offset, 4> kSteps4{{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}};
// The four above, then the diagonals.
inline constexpr std::array<Offset, 8> kSteps8{
    {{0, -1}, {1, 0}, {0, 1}, {-1, 0}, {1, -1}, {1, 1}, {-1, 1}, {-1, -1}}};

template <class T>
class Grid {
public:
    Grid(int width, int height, const T& fill)
        : width_(width), height_(height),
          cells_(static_cast<std::size_t>(checked_area(width, height)), fill) {}

    int width() const { return width_; }
    int height() const { return height_; }
    int size() const { return width_ * height_; }
    bool contains(int x, int y) const { return x >= 0 && x < width_ && y >= 0 && y < height_; }
    int index(int x, int y) const { return y * width_ + x; }

    // Bounds-checked access by coordinates.
    T& at(int x, int y) { return cells_.at(checked_index(x, y)); }
    const T& at(int x, int y) const { return cells_.at(checked_index(x, y)); }

    // Unchecked access by flat index, for search loops.
    T& operator[](int i) { return cells_[static_cast<std::size_t>(i)]; }
    const T& operator[](int i) const { return cells_[static_cast<std::size_t>(i)]; }

    // Flat-index deltas of the given offsets; valid wherever the neighbour
    // stays inside (a border of blocked cells guarantees that in a search).
    template <std::size_t N>
    std::array<int, N> deltas(const std::array<Offset, N>& steps) const {
        std::array<int, N> result{};
        for (std::size_t k = 0; k < N; ++k) result[k] = steps[k].dy * width_ + steps[k].dx;
        return result;
    }

private:
    static int checked_area(int width, int height) {
        if (width < 0 || height < 0) throw std::invalid_argument("Grid: negative size");
        return width * height;
    }
    std::size_t checked_index(int x, int y) const {
        if (!contains(x, y)) throw std::out_of_range("Grid: cell outside the grid");
        return static_cast<std::size_t>(index(x, y));
    }

    int width_;
    int height_;
    std::vector<T> cells_;
};

// ---------------------------------------------------------------------------
// Russian text in the encodings people use: UTF-8 (with or without BOM),
// CP1251 (Windows), CP866 (DOS) and KOI8-R (Unix).

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

// Strict UTF-8 (no overlong forms, surrogates or values past U+10FFFF).
// On failure returns nullopt and sets `bad_offset` to the first bad byte.
inline std::optional<std::u32string> decode_utf8(const std::string& bytes, std::size_t& bad_offset) {
    std::u32string text;
    std::size_t i = 0;
    while (i < bytes.size()) {
        const auto lead = static_cast<unsigned char>(bytes[i]);
        const int length = lead < 0x80 ? 1 : lead >= 0xC2 && lead <= 0xDF ? 2 : lead >= 0xE0 && lead <= 0xEF ? 3
                                         : lead >= 0xF0 && lead <= 0xF4 ? 4 : 0;
        char32_t c = length == 1 ? lead : length == 2 ? (lead & 0x1Fu) : length == 3 ? (lead & 0x0Fu) : (lead & 0x07u);
        bool valid = length > 0 && i + static_cast<std::size_t>(length) <= bytes.size();
        for (int k = 1; valid && k < length; ++k) {
            const auto next = static_cast<unsigned char>(bytes[i + static_cast<std::size_t>(k)]);
            valid = (next & 0xC0) == 0x80;
            c = (c << 6) | (next & 0x3Fu);
        }
        valid = valid && !(length == 3 && c < 0x800) && !(length == 4 && (c < 0x10000 || c > 0x10FFFF)) &&
                !(c >= 0xD800 && c <= 0xDFFF);
        if (!valid) {
            bad_offset = i;
            return std::nullopt;
        }
        text += c;
        i += static_cast<std::size_t>(length);
    }
    return text;
}

inline std::string encode_utf8(const std::u32string& text) {
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
inline std::string encode(const std::u32string& text, Encoding encoding) {
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

// ---------------------------------------------------------------------------
// Files and streams, without exceptions: every failure comes back with the
// system's reason ("Is a directory", "No space left on device"), is never
// thrown and never ignored.

struct IoResult {
    int code = 0;       // errno of the failure, 0 for success
    std::string error;  // why it failed, for a message; empty for success
    explicit operator bool() const { return error.empty(); }
};

inline IoResult io_failure(int code) { return {code, code ? std::strerror(code) : "unknown error"}; }

constexpr std::size_t kNoLimit = static_cast<std::size_t>(-1);

// Reads everything `file` holds, but stops as soon as it passes `limit`
// bytes (`too_long` then), without reading the rest.
inline IoResult read_all(std::FILE* file, std::size_t limit, std::string& contents, bool& too_long) {
    contents.clear();
    too_long = false;
    std::array<char, 1 << 16> buffer;
    for (;;) {
        errno = 0;
        const std::size_t got = std::fread(buffer.data(), 1, buffer.size(), file);
        if (got > limit - contents.size()) {
            too_long = true;
            return {};
        }
        contents.append(buffer.data(), got);
        if (got < buffer.size()) break;
    }
    if (std::ferror(file)) return io_failure(errno);
    return {};
}

inline IoResult read_file(const std::string& path, std::string& contents, std::size_t limit, bool& too_long) {
    errno = 0;
    std::FILE* file = std::fopen(path.c_str(), "rb");
    if (!file) return io_failure(errno);
    const IoResult result = read_all(file, limit, contents, too_long);
    std::fclose(file);
    return result;
}

inline IoResult read_file(const std::string& path, std::string& contents) {
    bool too_long = false;
    return read_file(path, contents, kNoLimit, too_long);
}

// Replaces the file at `path` whole: the text goes to a new file beside it,
// which is then renamed over it. A reader sees the old file or the new one,
// never a part; a failed write (a full disk) leaves no trace.
inline IoResult write_file(const std::string& path, const std::string& contents) {
    const auto stamp = static_cast<unsigned long long>(std::chrono::steady_clock::now().time_since_epoch().count());
    std::string temporary;
    std::FILE* file = nullptr;
    for (unsigned attempt = 0; attempt < 100 && !file; ++attempt) {
        temporary = path + ".tmp-" + std::to_string((stamp + attempt * 7919u) % 1000000007u);
        errno = 0;
        file = std::fopen(temporary.c_str(), "wbx");  // "x": never reuse a name another run holds
        if (!file && errno != EEXIST) return io_failure(errno);
    }
    if (!file) return io_failure(EEXIST);
    errno = 0;
    const bool written = std::fwrite(contents.data(), 1, contents.size(), file) == contents.size() &&
                         std::fflush(file) == 0;
    const int write_error = errno;
    errno = 0;
    const bool closed = std::fclose(file) == 0;
    const int close_error = errno;
    errno = 0;
    const bool renamed = written && closed && std::rename(temporary.c_str(), path.c_str()) == 0;
    if (renamed) return {};
    const int error = !written ? write_error : !closed ? close_error : errno;
    std::remove(temporary.c_str());
    return io_failure(error);
}

// Writes to standard output and flushes it down to the system, so that a
// closed stream or a full disk is seen here and not lost at exit.
inline IoResult write_stdout(const std::string& text) {
    errno = 0;
    std::cout << text << std::flush;
    if (!std::cout || std::fflush(stdout) != 0) return io_failure(errno);
    return {};
}

// ---------------------------------------------------------------------------
// Choosing the streams, like a judge does:
//   PROGRAM [--flags] IN [OUT]  explicit paths ("-" for standard input);
//   else the judge's named input file in the working directory, if present,
//        with the answer written to the named output file and to stdout;
//   else standard input and standard output.

struct JudgeFiles {
    const char* input;   // for example "input.txt"
    const char* output;  // for example "output.txt"
    // Longer input is refused unread: far above the largest valid input.
    std::size_t max_input_bytes = std::size_t{1} << 20;
};

struct Options {
    bool explain = false;  // a walkthrough on standard error; stdout unchanged
};

// The puzzle: input bytes in, the exact answer text (with its final newline)
// out. Refuses bad input by throwing InputError; writes only to `diagnostics`.
using Solver = std::function<std::string(const std::string& input, const Options& options,
                                         std::ostream& diagnostics)>;

// A run of a judge program, as its command line and files decide it.
struct Invocation {
    Options options;
    std::vector<std::string> paths;  // INPUT and OUTPUT, as given
    std::string input_name = "standard input";
    std::string input;
    std::vector<std::string> outputs;  // the files to write; "" = standard output
};

inline void print_help(const char* program, JudgeFiles files, const char* about) {
    write_stdout(std::string("Usage: ") + program + " [--explain] [INPUT [OUTPUT]]\n" + about + "\n\n" +
                 "Reads INPUT (\"-\" = standard input) and writes the answer to OUTPUT or\n" +
                 "standard output. Without arguments: reads " + files.input + " if the working directory\n" +
                 "has it, writing the answer to " + files.output + " and standard output; else reads\n" +
                 "standard input. Input longer than " + std::to_string(files.max_input_bytes) +
                 " bytes is refused unread.\n\n" +
                 "  --explain  also write a human-readable walkthrough to standard error\n" +
                 "  --help     show this text\n\n" +
                 "Exit codes: 0 answer written; 1 malformed input (one line on standard error,\n" +
                 "nothing on standard output, no output file left); 2 bad arguments, a file or\n" +
                 "stream that cannot be read or written, or memory exhausted.\n");
}

// The flags and paths of the command line; false (with a message) when it is wrong.
inline bool parse_command_line(int argc, char** argv, const char* program, Invocation& run, bool& help) {
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            help = true;
        } else if (arg == "--explain") {
            run.options.explain = true;
        } else if (arg.size() > 1 && arg[0] == '-') {
            std::cerr << program << ": unknown option " << arg.substr(0, 40) << " (try --help)\n";
            return false;
        } else {
            run.paths.push_back(arg);
        }
    }
    if (run.paths.size() > 2) {
        std::cerr << program << ": too many arguments (try --help)\n";
        return false;
    }
    return true;
}

// After a refusal no output file may keep an answer to some other input.
inline void remove_stale_outputs(const Invocation& run) {
    for (const std::string& output : run.outputs)
        if (!output.empty()) std::remove(output.c_str());
}

// Reads the input the command line names: the explicit path, else the
// judge's file if the working directory has one (then the answer goes to its
// output file as well), else standard input. False, with a message, when it
// cannot be read; `too_long` when it passes the limit.
inline bool read_input(Invocation& run, const char* program, JudgeFiles files, bool& too_long) {
    IoResult read;
    if (!run.paths.empty() && run.paths[0] != "-") {
        run.input_name = run.paths[0];
        read = read_file(run.input_name, run.input, files.max_input_bytes, too_long);
    } else if (run.paths.empty() && (read = read_file(files.input, run.input, files.max_input_bytes, too_long)).code != ENOENT) {
        run.input_name = files.input;
        run.outputs.push_back(files.output);
    } else {
        read = read_all(stdin, files.max_input_bytes, run.input, too_long);
    }
    run.outputs.push_back(run.paths.size() == 2 ? run.paths[1] : "");
    if (read) return true;
    std::cerr << program << ": cannot read " << run.input_name << ": " << read.error << "\n";
    remove_stale_outputs(run);
    return false;
}

// Writes the answer to every output; false, with a message, on the first failure.
inline bool write_answer(const Invocation& run, const char* program, const std::string& answer) {
    for (const std::string& output : run.outputs) {
        const IoResult written = output.empty() ? write_stdout(answer) : write_file(output, answer);
        if (!written) {
            std::cerr << program << ": cannot write " << (output.empty() ? "standard output" : output) << ": "
                      << written.error << "\n";
            return false;
        }
    }
    return true;
}

// Parses the command line, reads the input, runs the solver and writes the
// answer. Returns the exit code: kExitOk, kExitBadInput or kExitUsage. Never
// throws: memory exhaustion too is a message and an exit code.
// `about` is what --help prints under the usage line.
inline int run_judge(int argc, char** argv, const char* program, JudgeFiles files, const char* about,
                     const Solver& solve) {
    Invocation run;
    bool help = false, too_long = false;
    try {
        if (!parse_command_line(argc, argv, program, run, help)) return kExitUsage;
        if (help) {
            print_help(program, files, about);
            return kExitOk;
        }
        if (!read_input(run, program, files, too_long)) return kExitUsage;
        if (too_long) {
            std::cerr << program << ": " << run.input_name << ": the input is longer than " << files.max_input_bytes
                      << " bytes, far more than any valid input\n";
            remove_stale_outputs(run);
            return kExitBadInput;
        }
        const std::string answer = solve(run.input, run.options, std::cerr);
        return write_answer(run, program, answer) ? kExitOk : kExitUsage;
    } catch (const InputError& error) {
        std::cerr << program << ": " << run.input_name << ": " << error.what() << "\n";
        remove_stale_outputs(run);
        return kExitBadInput;
    } catch (const std::bad_alloc&) {
        std::cerr << program << ": out of memory\n";
        return kExitUsage;
    }
}

}  // namespace judge

#endif  // JUDGE_GRID_HPP

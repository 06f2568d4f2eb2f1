#ifndef JUDGE_GRID_HPP
#define JUDGE_GRID_HPP
// What the three puzzles share: choosing the judge's streams, a tolerant
// reader that names the field and line of every error, one way to refuse bad
// input, a bounds-checked grid with neighbour offsets, and Cyrillic decoding.

#include <array>
#include <cstdint>
#include <fstream>
#include <functional>
#include <iostream>
#include <iterator>
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
        const std::string token = text_.substr(start, pos_ - start);
        // Beyond 18 digits the value is certainly out of any range we accept.
        const bool huge = pos_ - digits > 18;
        const long long value = huge ? 0 : std::stoll(token);
        if (huge || value < lo || value > hi)
            fail_input(line_, name + " = " + token + " is outside " + std::to_string(lo) + ".." +
                                  std::to_string(hi));
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
        while (end < text_.size() && end - start < 20 && !is_blank(text_[end]) &&
               static_cast<unsigned char>(text_[end]) >= 0x21 && static_cast<unsigned char>(text_[end]) < 0x7f)
            ++end;
        if (end == start) return describe_byte(text_[start]);
        std::string word = "'" + text_.substr(start, end - start) + "'";
        if (end < text_.size() && end - start < 20 && !is_blank(text_[end]))
            word += " followed by " + describe_byte(text_[end]);
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
    static const std::string kBom = "\xEF\xBB\xBF";
    const bool had_bom = bytes.compare(0, kBom.size(), kBom) == 0;
    const std::string body = had_bom ? bytes.substr(kBom.size()) : bytes;
    const auto position = [&](std::size_t offset) {
        int line = 1, column = 1;
        for (std::size_t i = 0; i < offset; ++i) {
            if (body[i] == '\n') {
                ++line;
                column = 1;
            } else if ((static_cast<unsigned char>(body[i]) & 0xC0) != 0x80 || !had_bom) {
                ++column;
            }
        }
        return std::make_pair(line, column);
    };
    std::size_t bad_utf8 = 0;
    if (std::optional<std::u32string> utf8 = decode_utf8(body, bad_utf8)) return {*utf8, Encoding::kUtf8, had_bom};
    if (had_bom) {
        const auto [line, column] = position(bad_utf8);
        fail_input(line, column, describe_byte(body[bad_utf8]) + " is not valid UTF-8, yet the input starts with a UTF-8 byte-order mark");
    }

    std::optional<DecodedText> best;
    int best_score = 0;
    std::size_t first_stray = body.size();  // the first byte that is a letter in no code page
    for (const Encoding encoding : {Encoding::kCp1251, Encoding::kCp866, Encoding::kKoi8r}) {
        std::u32string text;
        int score = 0;
        for (std::size_t i = 0; i < body.size(); ++i) {
            const char32_t c = single_byte_to_unicode(static_cast<unsigned char>(body[i]), encoding);
            if (c == 0) {
                text.clear();
                break;
            }
            text += c;
            score += preference(c);
        }
        if (text.size() == body.size() && (!best || score > best_score)) {
            best = DecodedText{text, encoding, false};
            best_score = score;
        }
    }
    if (best) return *best;
    for (std::size_t i = 0; i < body.size() && first_stray == body.size(); ++i) {
        const auto byte = static_cast<unsigned char>(body[i]);
        bool letter_somewhere = false;
        for (const Encoding encoding : {Encoding::kCp1251, Encoding::kCp866, Encoding::kKoi8r})
            letter_somewhere = letter_somewhere || single_byte_to_unicode(byte, encoding) != 0;
        if (!letter_somewhere) first_stray = i;
    }
    if (first_stray == body.size())
        throw InputError("the bytes above 0x7F are Russian letters in no single one of UTF-8, CP1251, CP866 and KOI8-R");
    const auto [line, column] = position(first_stray);
    fail_input(line, column, describe_byte(body[first_stray]) +
                                 " is not a letter in UTF-8, CP1251, CP866 or KOI8-R");
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
};

struct Options {
    bool explain = false;  // a walkthrough on standard error; stdout unchanged
};

// The puzzle: input bytes in, the exact answer text (with its final newline)
// out. Refuses bad input by throwing InputError; writes only to `diagnostics`.
using Solver = std::function<std::string(const std::string& input, const Options& options,
                                         std::ostream& diagnostics)>;

inline bool read_file(const std::string& path, std::string& contents) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    contents.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    return !in.bad();
}

inline bool write_file(const std::string& path, const std::string& contents) {
    std::ofstream out(path, std::ios::binary);
    out << contents;
    out.flush();
    return static_cast<bool>(out);
}

// Parses the command line, reads the input, runs the solver and writes the
// answer. Returns the exit code: kExitOk, kExitBadInput or kExitUsage.
// `summary` is the one-line description that --help prints.
inline int run_judge(int argc, char** argv, const char* program, JudgeFiles files, const char* summary,
                     const Solver& solve) {
    Options options;
    std::vector<std::string> paths;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            std::cout << "Usage: " << program << " [--explain] [INPUT [OUTPUT]]\n"
                      << summary << "\n\n"
                      << "Reads INPUT (\"-\" = standard input) and writes the answer to OUTPUT or\n"
                      << "standard output. Without arguments: reads " << files.input
                      << " if the working directory\nhas it, writing the answer to " << files.output
                      << " and standard output; else reads\nstandard input.\n\n"
                      << "  --explain  also write a human-readable walkthrough to standard error\n"
                      << "  --help     show this text\n\n"
                      << "Exit codes: 0 answer written; 1 malformed input (one line on standard error,\n"
                      << "nothing on standard output); 2 bad arguments or a file that cannot be read\n"
                      << "or written.\n";
            return kExitOk;
        }
        if (arg == "--explain") {
            options.explain = true;
        } else if (arg.size() > 1 && arg[0] == '-') {
            std::cerr << program << ": unknown option " << arg << " (try --help)\n";
            return kExitUsage;
        } else {
            paths.push_back(arg);
        }
    }
    if (paths.size() > 2) {
        std::cerr << program << ": too many arguments (try --help)\n";
        return kExitUsage;
    }

    std::string input_name = "standard input";
    std::string input;
    std::vector<std::string> outputs;  // empty name = standard output
    if (!paths.empty() && paths[0] != "-") {
        input_name = paths[0];
        if (!read_file(input_name, input)) {
            std::cerr << program << ": cannot read " << input_name << "\n";
            return kExitUsage;
        }
    } else if (paths.empty() && read_file(files.input, input)) {
        input_name = files.input;
        outputs.push_back(files.output);
    } else {
        input.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
    }
    if (paths.size() == 2)
        outputs.push_back(paths[1]);
    else
        outputs.emplace_back();

    std::string answer;
    try {
        answer = solve(input, options, std::cerr);
    } catch (const InputError& error) {
        std::cerr << program << ": " << input_name << ": " << error.what() << "\n";
        return kExitBadInput;
    }
    for (const std::string& output : outputs) {
        if (output.empty()) {
            std::cout << answer << std::flush;
        } else if (!write_file(output, answer)) {
            std::cerr << program << ": cannot write " << output << "\n";
            return kExitUsage;
        }
    }
    return kExitOk;
}

}  // namespace judge

#endif  // JUDGE_GRID_HPP

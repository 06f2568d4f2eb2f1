#ifndef JUDGE_GRID_HPP
#define JUDGE_GRID_HPP
// What the three puzzles share: choosing the judge's streams, a tolerant
// reader that names the field and line of every error, one way to refuse bad
// input, a bounds-checked grid with neighbour offsets, and Cyrillic decoding.

#include <array>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <functional>
#include <iostream>
#include <iterator>
#include <optional>
#include <sstream>
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

inline bool is_blank_line(const std::string& line) {
    for (char c : line)
        if (!is_blank(c)) return false;
    return true;
}

// ---------------------------------------------------------------------------
// Reader over the whole input. Tolerates a UTF-8 BOM, "\r\n", blank lines and
// a missing final newline; everything it refuses names the line.

class Reader {
public:
    explicit Reader(std::string text) : text_(std::move(text)) {
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
        return "'" + text_.substr(start, end - start) + "'";
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

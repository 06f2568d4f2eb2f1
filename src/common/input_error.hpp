#ifndef JUDGE_INPUT_ERROR_HPP
#define JUDGE_INPUT_ERROR_HPP
// Refusing bad input, for every parser: InputError naming the line (and
// column), and bytes, tokens and counts written short and readable in its message.

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

namespace judge {

// Every parser throws InputError; run_judge (judge_io.hpp) turns it into one
// line on standard error and exit code 1, standard output untouched.
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

// A count with its noun, for every message: "1 row", "2 rows" (the nouns
// here all take an "s").
inline std::string count_of(long long count, const char* noun) {
    return std::to_string(count) + " " + noun + (count == 1 ? "" : "s");
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

inline std::string shortened(std::string_view token) {
    return std::string(token.substr(0, kQuoted)) + (token.size() > kQuoted ? "..." : "");
}

inline bool is_blank(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

}  // namespace judge

#endif  // JUDGE_INPUT_ERROR_HPP

#ifndef JUDGE_VALIDATOR_HPP
#define JUDGE_VALIDATOR_HPP
// What the three validators share: a strict reader that takes the bytes of a
// test exactly as the statement writes them (single spaces, "\n" line ends,
// nothing after the last line) and names the line, column and rule of the
// first departure; and the command line `PROGRAM-validate [FLAGS] [FILE]`.

#include <algorithm>
#include <functional>
#include <iostream>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "input_error.hpp"
#include "judge_io.hpp"

namespace validator {

struct Invalid : std::runtime_error {
    using std::runtime_error::runtime_error;
};

[[noreturn]] inline void fail_at(int line, int column, const std::string& rule) {
    throw Invalid("line " + std::to_string(line) + ", column " + std::to_string(column) + ": " + rule);
}

class StrictReader {
public:
    explicit StrictReader(const std::string& text) : text_(text) {}

    int line() const { return line_; }
    int column() const { return column_; }
    bool at_end() const { return pos_ >= text_.size(); }
    char peek() const { return at_end() ? '\0' : text_[pos_]; }

    [[noreturn]] void fail(const std::string& rule) const { fail_at(line_, column_, rule); }

    // A decimal integer in lo..hi with no sign but '-', no leading zeros and
    // nothing glued to it.
    long long read_int(long long lo, long long hi, const std::string& name) {
        const int column = column_;
        std::string token;
        while (!at_end() && (peek() == '-' || (peek() >= '0' && peek() <= '9'))) token += take();
        const std::size_t digits = !token.empty() && token[0] == '-' ? 1 : 0;
        const bool well_formed = token.size() > digits && token.size() <= digits + 18 &&
                                 token.find('-', 1) == std::string::npos &&
                                 !(token[digits] == '0' && token.size() > digits + 1) && token != "-0";
        if (!well_formed)
            fail_at(line_, column,
                    name + " should be an integer written plainly, found " + (token.empty() ? here() : "'" + token.substr(0, 20) + "'"));
        const long long value = std::stoll(token);
        if (value < lo || value > hi)
            fail_at(line_, column, name + " = " + token + " is outside " + std::to_string(lo) + ".." + std::to_string(hi));
        return value;
    }

    void read_space() {
        if (peek() != ' ') fail("expected one space, found " + here());
        take();
    }

    void read_eol() {
        if (peek() == '\r') fail("a carriage return: lines end with \"\\n\" alone");
        if (peek() != '\n') fail("expected the end of the line, found " + here());
        take();
    }

    void read_eof() {
        if (!at_end()) fail("expected the end of the file, found " + here());
    }

    // Advances over bytes already inspected by the caller (one column each).
    char take() {
        const char byte = text_[pos_++];
        if (byte == '\n') {
            ++line_;
            column_ = 1;
        } else {
            ++column_;
        }
        return byte;
    }

private:
    // What stands at the current position, for messages.
    std::string here() const { return at_end() ? "the end of the file" : judge::describe_byte(peek()); }

    const std::string& text_;
    std::size_t pos_ = 0;
    int line_ = 1;
    int column_ = 1;
};

using Validate = std::function<void(const std::string& input, const std::set<std::string>& flags)>;

// `PROGRAM [FLAGS] [FILE]`: validates FILE (standard input without one).
// Exit 0 and silence when the test is valid; exit 1 and one line on standard
// error naming line, column and rule when not; exit 2 for bad usage or an
// unreadable file. With --kattis (the flag a Kattis package's testdata.yaml
// passes its input validators), valid is exit 42 and invalid 43.
constexpr const char* kKattisFlag = "--kattis";
constexpr int kKattisValid = 42, kKattisInvalid = 43;

inline int run_validator(int argc, char** argv, const char* program, const char* help,
                         const std::vector<std::string>& known_flags, const Validate& validate) {
    judge::use_binary_standard_streams();  // Windows too writes "\n", not "\r\n"
    std::set<std::string> flags;
    std::vector<std::string> paths;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            std::cout << "Usage: " << program << " [--kattis] [FILE]\n"
                      << help << "  --kattis  exit 42 for a valid test and 43 for an invalid one (Kattis)\n";
            return judge::kExitOk;
        }
        const bool known = arg == kKattisFlag || std::find(known_flags.begin(), known_flags.end(), arg) != known_flags.end();
        if (known) {
            flags.insert(arg);
        } else if (arg.size() > 1 && arg[0] == '-') {
            std::cerr << program << ": unknown option " << arg << " (try --help)\n";
            return judge::kExitUsage;
        } else {
            paths.push_back(arg);
        }
    }
    if (paths.size() > 1) {
        std::cerr << program << ": too many arguments (try --help)\n";
        return judge::kExitUsage;
    }
    std::string input;
    const std::string name = paths.empty() ? "standard input" : paths[0];
    const judge::IoResult read = paths.empty() ? judge::read_all(stdin, input)
                                               : judge::read_file(paths[0], input);
    if (!read) {
        std::cerr << program << ": cannot read " << name << ": " << read.error << "\n";
        return judge::kExitUsage;
    }
    const bool kattis = flags.erase(kKattisFlag) != 0;
    try {
        validate(input, flags);
    } catch (const Invalid& error) {
        std::cerr << program << ": " << name << ": " << error.what() << "\n";
        return kattis ? kKattisInvalid : judge::kExitBadInput;
    }
    return kattis ? kKattisValid : judge::kExitOk;
}

}  // namespace validator

#endif  // JUDGE_VALIDATOR_HPP

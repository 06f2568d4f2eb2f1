// chameleon-validate: checks a «Хамелеон» test against the statement as
// written, strictly (src/chameleon/statement.md): three lines of exactly three
// cells, each a capital Russian letter or the one space, "\n" line ends, in
// one of UTF-8 (no byte-order mark), CP1251, CP866 or KOI8-R.

#include <string>

#include "../common/validator.hpp"
#define JUDGE_NO_MAIN
#include "main.cpp"

namespace chameleon::validate {

inline bool is_capital(char32_t c) {
    return (c >= judge::kCyrillicCapitalA && c < judge::kCyrillicCapitalA + 32) || c == judge::kCyrillicCapitalIo;
}

inline void validate(const std::string& input, const std::set<std::string>& /*flags*/) {
    if (input.compare(0, 3, "\xEF\xBB\xBF") == 0) validator::fail_at(1, 1, "a UTF-8 byte-order mark: test data has none");
    std::u32string text;
    try {
        text = judge::decode_russian_text(input, letter_preference).text;
    } catch (const judge::InputError& error) {
        throw validator::Invalid(error.what());
    }
    std::size_t at = 0;
    int blanks = 0;
    for (int line = 1; line <= 3; ++line) {
        for (int column = 1; column <= 4; ++column, ++at) {
            const char32_t c = at < text.size() ? text[at] : U'\0';
            const bool end_of_line = column == 4;
            if (at >= text.size())
                validator::fail_at(line, column, end_of_line ? "the line has no \"\\n\"" : "the board ends early: 3 rows of 3 cells are needed");
            if (end_of_line && c != U'\n')
                validator::fail_at(line, column, c == U'\r' ? "a carriage return: lines end with \"\\n\" alone"
                                                          : "the row is longer than 3 cells");
            if (!end_of_line && c == U'\n')
                validator::fail_at(line, column, "the row has " + judge::count_of(column - 1, "cell") + ", 3 are needed (the empty cell is a space)");
            if (!end_of_line && c != U' ' && !is_capital(c))
                validator::fail_at(line, column, "a cell holds neither a capital Russian letter nor a space");
            blanks += c == U' ';
        }
    }
    if (at < text.size()) validator::fail_at(4, 1, "text after the third row");
    if (blanks != 1) validator::fail_at(1, 1, "the board has " + std::to_string(blanks) + " empty cells, 1 is needed");
}

}  // namespace chameleon::validate

#ifndef VALIDATOR_NO_MAIN
int main(int argc, char** argv) {
    return validator::run_validator(
        argc, argv, "chameleon-validate",
        "Checks a «Хамелеон» test strictly against the statement: three lines of exactly\n"
        "three cells, each a capital Russian letter or a space, exactly one space in\n"
        "all, \"\\n\" after each line and nothing after; UTF-8 without a byte-order mark,\n"
        "CP1251, CP866 or KOI8-R. Exit 0 valid; 1 invalid (one line on standard error:\n"
        "line, column, rule); 2 bad usage or unreadable file.\n",
        {}, chameleon::validate::validate);
}
#endif

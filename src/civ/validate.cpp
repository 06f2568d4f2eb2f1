// civ-validate: checks a CIV test against the statement as written, strictly
// (src/civ/statement.md): one header line of seven integers separated by
// single spaces, then H rows of exactly 2*W cell characters, "\n" line ends.

#include <string>

#include "../common/validator.hpp"

namespace civ::validate {

inline void validate(const std::string& input, const std::set<std::string>& /*flags*/) {
    validator::StrictReader in(input);
    const long long width = in.read_int(2, 100, "W");
    in.read_space();
    const long long height = in.read_int(2, 100, "H");
    const char* const names[] = {"X1", "Y1", "X2", "Y2"};
    for (int i = 0; i < 4; ++i) {
        in.read_space();
        in.read_int(1, i % 2 == 0 ? width : height, names[i]);
    }
    in.read_space();
    in.read_int(1, 3, "M");
    in.read_eol();
    for (long long row = 1; row <= height; ++row) {
        if (in.at_end()) in.fail("map row " + std::to_string(row) + " is missing: H = " + std::to_string(height));
        for (long long x = 1; x <= width; ++x) {
            const int column = in.column();
            const char terrain = in.peek() == '\n' ? '\n' : in.take();
            const char road = in.peek() == '\n' ? '\n' : in.take();
            const bool water = terrain == '*' && road == '*';
            const bool land = terrain >= '1' && terrain <= '3' && (road == '.' || road == '-' || road == '=');
            if (terrain == '\n' || road == '\n')
                validator::fail_at(in.line(), column, "map row " + std::to_string(row) + " ends before its 2*W = " +
                                                          judge::count_of(2 * width, "character"));
            if (!water && !land)
                validator::fail_at(in.line(), column,
                                   "cell (" + std::to_string(x) + "," + std::to_string(row) + ") is " +
                                       judge::describe_byte(terrain) + " " + judge::describe_byte(road) +
                                       ", expected ** or a terrain 1-3 followed by '.', '-' or '='");
        }
        in.read_eol();
    }
    in.read_eof();
}

}  // namespace civ::validate

#ifndef VALIDATOR_NO_MAIN
int main(int argc, char** argv) {
    return validator::run_validator(
        argc, argv, "civ-validate",
        "Checks a CIV test strictly against the statement: the header \"W H X1 Y1 X2 Y2 M\"\n"
        "(2 <= W, H <= 100; 1 <= X <= W; 1 <= Y <= H; 1 <= M <= 3) with single spaces,\n"
        "then H rows of exactly 2*W characters (\"**\" or [123][.-=] per cell), every\n"
        "line ending in \"\\n\", nothing after. Exit 0 valid; 1 invalid (one line on\n"
        "standard error: line, column, rule); 2 bad usage or unreadable file.\n",
        {}, civ::validate::validate);
}
#endif

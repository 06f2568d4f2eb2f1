// sokoban-check: the Sokoban checker (testlib verdicts). The answer is one
// integer, the fewest moves or -1, compared exactly with the jury's;
// whitespace around it does not matter. Usage: sokoban-check INPUT OUTPUT ANSWER.

#include <string>
#include <string_view>

#include "../common/checker.hpp"

namespace sokoban::check {

// A count of moves written plainly, or -1.
inline bool well_formed(std::string_view token) {
    return token == "-1" || checker::plain_number(token, 999999999).has_value();
}

inline checker::Result check(const std::string& /*input*/, const std::string& output, const std::string& answer) {
    return checker::compare_single_tokens(output, answer, well_formed, "a number of moves or -1");
}

}  // namespace sokoban::check

#ifndef CHECKER_NO_MAIN
int main(int argc, char** argv) {
    return checker::run_checker(argc, argv, "sokoban-check",
                                "Checks a Sokoban answer: the fewest moves or -1, compared exactly.",
                                sokoban::check::check);
}
#endif

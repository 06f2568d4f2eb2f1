// civ-check: the CIV checker (testlib verdicts). The answer is one token,
// "P/3" or "IMPOSSIBLE", compared exactly with the jury's; whitespace around
// it does not matter. Usage: civ-check INPUT OUTPUT ANSWER.

#include <string>
#include <string_view>

#include "../common/checker.hpp"

namespace civ::check {

// "P/3" with P written plainly, or "IMPOSSIBLE".
inline bool well_formed(std::string_view token) {
    if (token == "IMPOSSIBLE") return true;
    return token.size() > 2 && token.substr(token.size() - 2) == "/3" &&
           checker::plain_number(token.substr(0, token.size() - 2), 999999999).has_value();
}

inline checker::Result check(const std::string& /*input*/, const std::string& output, const std::string& answer) {
    return checker::compare_single_tokens(output, answer, well_formed, "P/3 or IMPOSSIBLE");
}

}  // namespace civ::check

#ifndef CHECKER_NO_MAIN
int main(int argc, char** argv) {
    return checker::run_checker(argc, argv, "civ-check", "Checks a CIV answer: P/3 or IMPOSSIBLE, compared exactly.",
                                civ::check::check);
}
#endif

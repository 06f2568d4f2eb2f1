#ifndef TESTS_ANSWER_HPP
#define TESTS_ANSWER_HPP
// What the unit tests compare: the answer a puzzle's solve(input, notes)
// gives to an input, its notes dropped.

#include <string>

namespace testing_support {

template <class Solve>
std::string answer_of(Solve solve, const std::string& input) {
    std::string ignored;
    return solve(input, ignored);
}

}  // namespace testing_support

#endif  // TESTS_ANSWER_HPP

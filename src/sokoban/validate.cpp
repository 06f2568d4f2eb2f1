// sokoban-validate: checks a Sokoban test against the statement as written,
// strictly (src/sokoban/statement.md): the exact line structure, 4 <= n <= 10,
// five different positions off the obstacles, and a board that can be solved.

#include <array>
#include <string>

#include "../common/validator.hpp"
#define JUDGE_NO_MAIN
#include "main.cpp"

namespace sokoban::validate {

constexpr const char* kAllowOnTarget = "--allow-on-target";

inline void validate(const std::string& input, const std::set<std::string>& flags) {
    validator::StrictReader in(input);
    Warehouse w;
    w.n = static_cast<int>(in.read_int(kMinSize, kMaxSize, "n"));
    in.read_eol();
    static const char* const kNames[] = {"worker", "crate 1", "crate 2", "target 1", "target 2"};
    std::array<int, 5> cells{};
    std::array<int, 5> lines{};
    for (std::size_t i = 0; i < 5; ++i) {
        lines[i] = in.line();
        const long long row = in.read_int(0, w.n - 1, kNames[i] + std::string(" row"));
        in.read_space();
        const long long col = in.read_int(0, w.n - 1, kNames[i] + std::string(" column"));
        in.read_eol();
        cells[i] = static_cast<int>(row) * w.n + static_cast<int>(col);
    }
    w.obstacle.assign(static_cast<std::size_t>(w.n * w.n), false);
    for (int row = 0; row < w.n; ++row) {
        for (int col = 0; col < w.n; ++col) {
            if (col > 0) in.read_space();
            const std::string where = "matrix value at row " + std::to_string(row) + ", column " + std::to_string(col);
            w.obstacle[static_cast<std::size_t>(row * w.n + col)] = in.read_int(0, 1, where) == 1;
        }
        in.read_eol();
    }
    in.read_eof();

    // The statement: all five positions differ. With --allow-on-target, the
    // project's own rule: a crate or the worker may stand on a target.
    const bool on_target_allowed = flags.count(kAllowOnTarget) != 0;
    for (std::size_t i = 0; i < 5; ++i) {
        if (w.obstacle[static_cast<std::size_t>(cells[i])])
            validator::fail_at(lines[i], 1, std::string(kNames[i]) + " is on an obstacle");
        for (std::size_t j = 0; j < i; ++j) {
            const bool body_on_target = j < 3 && i >= 3;
            if (cells[i] == cells[j] && !(on_target_allowed && body_on_target))
                validator::fail_at(lines[i], 1, std::string(kNames[i]) + " is the same cell as " + kNames[j] +
                                                    " (the statement wants five different positions)");
        }
    }
    w.worker = cells[0];
    w.crates = {cells[1], cells[2]};
    w.targets = {cells[3], cells[4]};
    if (min_moves(w) == kUnsolvable)
        validator::fail_at(in.line(), 1, "the crates can never reach the targets (the statement promises a solution)");
}

}  // namespace sokoban::validate

#ifndef VALIDATOR_NO_MAIN
int main(int argc, char** argv) {
    return validator::run_validator(
        argc, argv, "sokoban-validate",
        "Checks a Sokoban test strictly against the statement: n (4..10); the worker,\n"
        "crate 1, crate 2, target 1 and target 2 as \"row column\" (0..n-1), one per line;\n"
        "n rows of n values 0/1 separated by single spaces; \"\\n\" line ends, nothing\n"
        "after. The five positions differ and lie off the obstacles, and the crates can\n"
        "reach the targets.\n\n"
        "  --allow-on-target  accept a crate or the worker on a target, as the solver does\n\n"
        "Exit 0 valid; 1 invalid (one line on standard error: line, column, rule); 2 bad\n"
        "usage or unreadable file.\n",
        {sokoban::validate::kAllowOnTarget}, sokoban::validate::validate);
}
#endif

#ifndef TESTS_SOKOBAN_BRUTE_HPP
#define TESTS_SOKOBAN_BRUTE_HPP
// An independent two-crate Sokoban solver for the stress test: plain
// breadth-first search over full states (worker and the sorted crate pair as
// coordinates) kept in a std::set, with the move rules written out again on
// coordinates. It shares no code with the solver.

#include <algorithm>
#include <deque>
#include <set>
#include <tuple>
#include <utility>
#include <vector>

namespace sokoban_brute {

using Cell = std::pair<int, int>;  // (row, column)

// Up, down, left, right as steps of the row and the column: the brute
// force's own, written apart from the solver's.
constexpr int kRowStep[4] = {-1, 1, 0, 0};
constexpr int kColumnStep[4] = {0, 0, -1, 1};

struct Problem {
    int n;
    Cell worker;
    Cell crates[2];
    Cell targets[2];
    std::vector<std::vector<int>> wall;  // wall[row][column] == 1 for an obstacle
};

struct State {
    Cell worker;
    Cell low, high;  // the crates, sorted
    bool operator<(const State& o) const {
        return std::tie(worker, low, high) < std::tie(o.worker, o.low, o.high);
    }
};

inline State make_state(Cell worker, Cell a, Cell b) { return {worker, std::min(a, b), std::max(a, b)}; }

inline bool free_cell(const Problem& p, Cell c) {
    return c.first >= 0 && c.second >= 0 && c.first < p.n && c.second < p.n && p.wall[static_cast<std::size_t>(c.first)][static_cast<std::size_t>(c.second)] == 0;
}

// The states one move away, following the statement (src/sokoban/statement.md).
inline std::vector<State> successors(const Problem& p, const State& s) {
    std::vector<State> result;
    for (int d = 0; d < 4; ++d) {
        const Cell to{s.worker.first + kRowStep[d], s.worker.second + kColumnStep[d]};
        if (!free_cell(p, to)) continue;
        if (to != s.low && to != s.high) {
            result.push_back(make_state(to, s.low, s.high));
            continue;
        }
        const Cell other = to == s.low ? s.high : s.low;
        const Cell beyond{to.first + kRowStep[d], to.second + kColumnStep[d]};
        if (!free_cell(p, beyond) || beyond == other) continue;
        result.push_back(make_state(to, beyond, other));
    }
    return result;
}

inline bool solved(const Problem& p, const State& s) {
    const State goal = make_state(s.worker, p.targets[0], p.targets[1]);
    return s.low == goal.low && s.high == goal.high;
}

// Fewest moves, or -1.
inline int solve(const Problem& p) {
    const State start = make_state(p.worker, p.crates[0], p.crates[1]);
    std::set<State> seen{start};
    std::deque<std::pair<State, int>> queue{{start, 0}};
    while (!queue.empty()) {
        const auto [state, distance] = queue.front();
        queue.pop_front();
        if (solved(p, state)) return distance;
        for (const State& next : successors(p, state))
            if (seen.insert(next).second) queue.push_back({next, distance + 1});
    }
    return -1;
}

// Replays a plan in LURD notation (lowercase walk, uppercase push) from the
// start under the rules above. Returns "" when every move is legal, its case
// matches what it does and the crates end on the targets; else what is wrong.
inline std::string check_plan(const Problem& p, const std::string& plan) {
    State s = make_state(p.worker, p.crates[0], p.crates[1]);
    for (std::size_t i = 0; i < plan.size(); ++i) {
        const std::string where = "move " + std::to_string(i + 1) + " '" + plan[i] + "'";
        const std::size_t d = std::string("udlr").find(static_cast<char>(plan[i] | 0x20));
        if (d == std::string::npos) return where + " is not a direction";
            const Cell to{s.worker.first + kRowStep[d], s.worker.second + kColumnStep[d]};
        const bool push = to == s.low || to == s.high;
        if (push != (plan[i] >= 'A' && plan[i] <= 'Z')) return where + (push ? " pushes but is lowercase" : " walks but is uppercase");
        bool legal = false;
        for (const State& next : successors(p, s))
            if (next.worker == to) {
                s = next;
                legal = true;
            }
        if (!legal) return where + " is not allowed";
    }
    return solved(p, s) ? "" : "the crates are not on the targets after the plan";
}

}  // namespace sokoban_brute

#endif  // TESTS_SOKOBAN_BRUTE_HPP

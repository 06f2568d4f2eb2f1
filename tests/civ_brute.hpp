#ifndef TESTS_CIV_BRUTE_HPP
#define TESTS_CIV_BRUTE_HPP
// An independent CIV solver for the stress test: Dijkstra over full states
// (cell, thirds already used in this turn) kept in std::map / std::set, with
// the turn rule applied as a state change instead of the solver's min formula.
// It works from the raw map text, so it shares no cost code with the solver.

#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace civ_brute {

struct Problem {
    int width, height;
    int start_x, start_y, target_x, target_y;  // 1-based, as in the input
    int moves_per_turn;
    std::vector<std::string> rows;  // H rows of 2*W characters
};

inline char terrain_of(const Problem& p, int x, int y) { return p.rows[static_cast<std::size_t>(y - 1)][static_cast<std::size_t>(2 * (x - 1))]; }
inline char road_of(const Problem& p, int x, int y) { return p.rows[static_cast<std::size_t>(y - 1)][static_cast<std::size_t>(2 * (x - 1) + 1)]; }

// The thirds a step from (x, y) into the neighbour (nx, ny) costs, before the turn rule.
inline int step_cost(const Problem& p, int x, int y, int nx, int ny) {
    const char a = road_of(p, x, y), b = road_of(p, nx, ny);
    if (a == '=' && b == '=') return 0;
    if ((a == '-' && (b == '-' || b == '=')) || (b == '-' && (a == '-' || a == '='))) return 1;
    return 3 * (terrain_of(p, nx, ny) - '0');
}

// Returns the answer line without its newline: "P/3" or "IMPOSSIBLE".
inline std::string solve(const Problem& p) {
    if (p.start_x == p.target_x && p.start_y == p.target_y) return "0/3";
    if (terrain_of(p, p.start_x, p.start_y) == '*' || terrain_of(p, p.target_x, p.target_y) == '*')
        return "IMPOSSIBLE";
    const int turn = 3 * p.moves_per_turn;
    using State = std::tuple<int, int, int>;  // x, y, thirds used in the current turn
    std::map<State, long> best;
    std::set<std::pair<long, State>> frontier;
    const State first{p.start_x, p.start_y, 0};
    best[first] = 0;
    frontier.insert({0, first});
    while (!frontier.empty()) {
        const auto [total, state] = *frontier.begin();
        frontier.erase(frontier.begin());
        if (best[state] != total) continue;
        const auto [x, y, used] = state;
        if (x == p.target_x && y == p.target_y) return std::to_string(total) + "/3";
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx) {
                const int nx = x + dx, ny = y + dy;
                if ((dx == 0 && dy == 0) || nx < 1 || ny < 1 || nx > p.width || ny > p.height) continue;
                if (terrain_of(p, nx, ny) == '*') continue;
                const int cost = step_cost(p, x, y, nx, ny);
                const int left = turn - used;
                // A step dearer than what is left ends the turn and spends the rest.
                const State next{nx, ny, cost < left ? used + cost : 0};
                const long when = total + (cost < left ? cost : left);
                auto found = best.find(next);
                if (found != best.end() && found->second <= when) continue;
                best[next] = when;
                frontier.insert({when, next});
            }
    }
    return "IMPOSSIBLE";
}

}  // namespace civ_brute

#endif  // TESTS_CIV_BRUTE_HPP

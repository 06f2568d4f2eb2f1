#ifndef TESTS_SOKOBAN_BOARDS_HPP
#define TESTS_SOKOBAN_BOARDS_HPP
// Random Sokoban boards for the tests that compare solvers: five random
// positions (mostly unsolvable), or crates pulled away from the targets
// (solvable by construction), and each as the input text the solvers read.

#include <string>
#include <utility>
#include <vector>

#include "../src/common/random.hpp"
#include "sokoban_brute.hpp"

namespace sokoban_boards {

using sokoban_brute::Cell;

inline std::string to_input(const sokoban_brute::Problem& p) {
    const auto pair = [](Cell c) { return std::to_string(c.first) + " " + std::to_string(c.second) + "\n"; };
    std::string text = std::to_string(p.n) + "\n" + pair(p.worker) + pair(p.crates[0]) + pair(p.crates[1]) +
                       pair(p.targets[0]) + pair(p.targets[1]);
    for (const auto& row : p.wall) {
        for (std::size_t c = 0; c < row.size(); ++c) text += (c ? " " : "") + std::to_string(row[c]);
        text += "\n";
    }
    return text;
}

// `count` distinct free cells of a random board, or an empty vector if it has too few.
inline std::vector<Cell> pick_free_cells(const sokoban_brute::Problem& p, judge::SplitMix64& rng, int count) {
    std::vector<Cell> free;
    for (int r = 0; r < p.n; ++r)
        for (int c = 0; c < p.n; ++c)
            if (p.wall[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] == 0) free.push_back({r, c});
    if (static_cast<int>(free.size()) < count) return {};
    for (int i = 0; i < count; ++i)
        std::swap(free[static_cast<std::size_t>(i)], free[static_cast<std::size_t>(rng.between(i, static_cast<int>(free.size()) - 1))]);
    free.resize(static_cast<std::size_t>(count));
    return free;
}

// The sizes and obstacle densities of random boards.
struct BoardShape {
    int min_size, max_size, min_wall_percent, max_wall_percent;
};
constexpr BoardShape kSmall{4, 6, 0, 25};
// Past the first 64 cells, so the second word of a cell set is used; walls
// thick enough to keep the brute force's state space small.
constexpr BoardShape kLarge{9, 10, 20, 40};

inline sokoban_brute::Problem random_walls(judge::SplitMix64& rng, const BoardShape& shape) {
    sokoban_brute::Problem p{};
    p.n = rng.between(shape.min_size, shape.max_size);
    const int wall_percent = rng.between(shape.min_wall_percent, shape.max_wall_percent);
    p.wall.assign(static_cast<std::size_t>(p.n), std::vector<int>(static_cast<std::size_t>(p.n)));
    for (auto& row : p.wall)
        for (int& cell : row) cell = rng.chance(wall_percent) ? 1 : 0;
    return p;
}

// Five distinct positions on a random board: mostly unsolvable.
inline bool random_problem(judge::SplitMix64& rng, sokoban_brute::Problem& p, const BoardShape& shape = kSmall) {
    p = random_walls(rng, shape);
    const std::vector<Cell> cells = pick_free_cells(p, rng, 5);
    if (cells.empty()) return false;
    p.worker = cells[0];
    p.crates[0] = cells[1];
    p.crates[1] = cells[2];
    p.targets[0] = cells[3];
    p.targets[1] = cells[4];
    return true;
}

// Solvable by construction: the crates start on the targets and the worker
// walks backwards, pulling a crate now and then (a pull is a push run in
// reverse), so the forward puzzle is solvable within that many moves.
inline bool pulled_problem(judge::SplitMix64& rng, sokoban_brute::Problem& p, const BoardShape& shape = kSmall) {
    p = random_walls(rng, shape);
    const std::vector<Cell> cells = pick_free_cells(p, rng, 3);
    if (cells.empty()) return false;
    p.worker = cells[0];
    p.targets[0] = p.crates[0] = cells[1];
    p.targets[1] = p.crates[1] = cells[2];
    const int steps = rng.between(1, 300);
    for (int i = 0; i < steps; ++i) {
        const int d = rng.between(0, 3);
        const Cell to{p.worker.first + sokoban_brute::kRowStep[d], p.worker.second + sokoban_brute::kColumnStep[d]};
        if (!sokoban_brute::free_cell(p, to) || to == p.crates[0] || to == p.crates[1]) continue;
        const Cell behind{p.worker.first - sokoban_brute::kRowStep[d], p.worker.second - sokoban_brute::kColumnStep[d]};
        if (rng.chance(80))
            for (Cell& crate : p.crates)
                if (crate == behind) crate = p.worker;
        p.worker = to;
    }
    return true;
}

}  // namespace sokoban_boards

#endif  // TESTS_SOKOBAN_BOARDS_HPP

// Sokoban with two crates (../shared/problems/sokoban.md): the fewest moves,
// walks and pushes alike, that bring both crates onto the two targets.
// Breadth-first search over (worker, unordered pair of crates).
// Time and memory O(n^2 * C(n^2, 2)): at most 100 * 4950 = 495,000 states.
//
// The rules:
// - the warehouse is n x n (4 <= n <= 10), 1 = obstacle; positions are
//   (row, column), 0-based;
// - one move is one step of the worker up, down, left or right. Stepping onto
//   a free cell is a walk; stepping onto a crate pushes it one cell further,
//   allowed only if that cell is inside, free of obstacles and of the other
//   crate. Crates cannot be pulled;
// - the crates are interchangeable; done when they stand on the two targets,
//   wherever the worker is. Answer -1 when that cannot happen, 0 when it holds
//   at the start.

#include <algorithm>
#include <array>
#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "../common/grid.hpp"

namespace sokoban {

constexpr int kMinSize = 4;
constexpr int kMaxSize = 10;
constexpr int kNoCell = -1;
constexpr int kUnsolvable = -1;

// Cells are numbered row * n + column.
struct Warehouse {
    int n = 0;
    std::vector<bool> obstacle;  // n * n
    int worker = 0;
    std::array<int, 2> crates{};
    std::array<int, 2> targets{};
};

// Where a step in each of the four directions leads from every cell, or
// kNoCell for the edge of the board and obstacles.
using MoveTable = std::vector<std::array<int, 4>>;

inline MoveTable build_moves(const Warehouse& w) {
    MoveTable moves(static_cast<std::size_t>(w.n * w.n));
    for (int row = 0; row < w.n; ++row)
        for (int col = 0; col < w.n; ++col)
            for (std::size_t d = 0; d < 4; ++d) {
                const int r = row + judge::kSteps4[d].dy, c = col + judge::kSteps4[d].dx;
                const bool open = r >= 0 && r < w.n && c >= 0 && c < w.n &&
                                  !w.obstacle[static_cast<std::size_t>(r * w.n + c)];
                moves[static_cast<std::size_t>(row * w.n + col)][d] = open ? r * w.n + c : kNoCell;
            }
    return moves;
}

// A state packed into one integer: (worker * cells + low crate) * cells + high crate.
struct StateCodec {
    int cells;
    std::uint32_t pack(int worker, int crate_a, int crate_b) const {
        const int low = std::min(crate_a, crate_b), high = std::max(crate_a, crate_b);
        return static_cast<std::uint32_t>((worker * cells + low) * cells + high);
    }
    void unpack(std::uint32_t state, int& worker, int& low, int& high) const {
        const auto c = static_cast<std::uint32_t>(cells);
        high = static_cast<int>(state % c);
        low = static_cast<int>(state / c % c);
        worker = static_cast<int>(state / c / c);
    }
    std::size_t count() const {
        const auto c = static_cast<std::size_t>(cells);
        return c * c * c;
    }
};

// One move of the worker in direction d from (worker, crates), following the
// rules above. Returns false when the move is not allowed.
inline bool try_move(const MoveTable& moves, int worker, std::array<int, 2>& crates, std::size_t d,
                     int& new_worker) {
    const int step = moves[static_cast<std::size_t>(worker)][d];
    if (step == kNoCell) return false;
    for (std::size_t i = 0; i < 2; ++i) {
        if (crates[i] != step) continue;
        const int pushed_to = moves[static_cast<std::size_t>(step)][d];
        if (pushed_to == kNoCell || pushed_to == crates[1 - i]) return false;
        crates[i] = pushed_to;
    }
    new_worker = step;
    return true;
}

// How a state was first reached, kept only when a plan is wanted: the
// direction (judge::kSteps4 order) and whether the move pushed a crate.
constexpr std::uint8_t kNotReached = 0xFF;
constexpr std::uint8_t kPushed = 4;

// Undoes the recorded moves from `state` back to the start: the worker came
// from the opposite side, and a push brought the crate ahead of it from the
// worker's cell. Returns the plan in LURD notation.
inline std::string replay_backwards(const StateCodec& codec, const MoveTable& moves,
                                    const std::vector<std::uint8_t>& reached_by, std::uint32_t state) {
    static const char kLetters[] = "urdl";  // judge::kSteps4 order
    std::string reversed;
    for (std::uint8_t how = reached_by[state]; how != kNotReached; how = reached_by[state]) {
        const std::size_t d = how & 3u;
        const bool pushed = (how & kPushed) != 0;
        int worker = 0, low = 0, high = 0;
        codec.unpack(state, worker, low, high);
        const int previous = moves[static_cast<std::size_t>(worker)][(d + 2) % 4];
        if (pushed) {
            const int crate_now = moves[static_cast<std::size_t>(worker)][d];
            (low == crate_now ? low : high) = worker;
        }
        reversed += pushed ? static_cast<char>(kLetters[d] - 'a' + 'A') : kLetters[d];
        state = codec.pack(previous, low, high);
    }
    return std::string(reversed.rbegin(), reversed.rend());
}

// Breadth-first search, level by level; the visited set is a bit array.
// Returns the fewest moves or kUnsolvable; with `plan`, also writes a
// shortest plan in LURD notation (lowercase walk, uppercase push).
inline int min_moves(const Warehouse& w, std::string* plan = nullptr) {
    const StateCodec codec{w.n * w.n};
    const auto solved = [&](int a, int b) {
        return (a == w.targets[0] && b == w.targets[1]) || (a == w.targets[1] && b == w.targets[0]);
    };
    if (plan) plan->clear();
    if (solved(w.crates[0], w.crates[1])) return 0;

    const MoveTable moves = build_moves(w);
    std::vector<std::uint64_t> visited((codec.count() + 63) / 64, 0);
    std::vector<std::uint8_t> reached_by(plan ? codec.count() : 0, kNotReached);
    const auto visit = [&](std::uint32_t s) {
        std::uint64_t& word = visited[s >> 6];
        const std::uint64_t bit = std::uint64_t{1} << (s & 63);
        const bool fresh = (word & bit) == 0;
        word |= bit;
        return fresh;
    };
    std::vector<std::uint32_t> level{codec.pack(w.worker, w.crates[0], w.crates[1])}, next;
    visit(level.front());
    for (int depth = 1; !level.empty(); ++depth) {
        next.clear();
        for (const std::uint32_t state : level) {
            int worker = 0, low = 0, high = 0;
            codec.unpack(state, worker, low, high);
            for (std::size_t d = 0; d < 4; ++d) {
                std::array<int, 2> crates{low, high};
                int new_worker = 0;
                if (!try_move(moves, worker, crates, d, new_worker)) continue;
                const std::uint32_t packed = codec.pack(new_worker, crates[0], crates[1]);
                if (!visit(packed)) continue;
                if (plan) reached_by[packed] = static_cast<std::uint8_t>(d | (crates[0] != low || crates[1] != high ? kPushed : 0));
                if (solved(crates[0], crates[1])) {
                    if (plan) *plan = replay_backwards(codec, moves, reached_by, packed);
                    return depth;
                }
                next.push_back(packed);
            }
        }
        level.swap(next);
    }
    return kUnsolvable;
}

// ---------------------------------------------------------------------------
// Input: n; then the worker, crate 1, crate 2, target 1, target 2 as
// (row, column); then the n x n matrix of 0/1, with or without spaces.

struct Position {
    const char* name;
    int row, col, line;
};

inline std::string describe(const Position& p) {
    return p.name + std::string(" (") + std::to_string(p.row) + ", " + std::to_string(p.col) + ")";
}

// The statement wants all five positions distinct; a crate may start on a
// target here (the answer is then 0 or a push off and back), and the worker on
// a target, because both are real Sokoban positions. What cannot be is two
// bodies in one cell, or two targets in one cell.
inline void check_positions(const std::array<Position, 5>& p, const std::vector<bool>& obstacle, int n) {
    for (const Position& pos : p)
        if (obstacle[static_cast<std::size_t>(pos.row * n + pos.col)])
            judge::fail_input(pos.line, describe(pos) + " is on an obstacle");
    const auto same = [](const Position& a, const Position& b) { return a.row == b.row && a.col == b.col; };
    const std::array<std::pair<int, int>, 4> must_differ{{{0, 1}, {0, 2}, {1, 2}, {3, 4}}};
    for (const auto& [first, second] : must_differ) {
        const Position& a = p[static_cast<std::size_t>(first)];
        const Position& b = p[static_cast<std::size_t>(second)];
        if (same(a, b)) judge::fail_input(b.line, describe(b) + " is the same cell as the " + a.name);
    }
}

inline Warehouse parse(const std::string& input) {
    judge::Reader reader(input);
    Warehouse w;
    w.n = reader.read_small(kMinSize, kMaxSize, "n");
    std::array<Position, 5> positions{{{"worker", 0, 0, 0},
                                       {"crate 1", 0, 0, 0},
                                       {"crate 2", 0, 0, 0},
                                       {"target 1", 0, 0, 0},
                                       {"target 2", 0, 0, 0}}};
    for (Position& p : positions) {
        p.row = reader.read_small(0, w.n - 1, p.name + std::string(" row"));
        p.line = reader.line();
        p.col = reader.read_small(0, w.n - 1, p.name + std::string(" column"));
    }
    w.obstacle.assign(static_cast<std::size_t>(w.n * w.n), false);
    for (int row = 0; row < w.n; ++row)
        for (int col = 0; col < w.n; ++col) {
            const std::string where = "matrix value at row " + std::to_string(row) + ", column " + std::to_string(col);
            const char value = reader.read_symbol(where);
            if (value != '0' && value != '1')
                judge::fail_input(reader.line(), where + " is " + judge::describe_byte(value) + ", expected 0 or 1");
            w.obstacle[static_cast<std::size_t>(row * w.n + col)] = value == '1';
        }
    const std::string size = std::to_string(w.n);
    reader.expect_end("the " + size + "x" + size + " matrix");
    check_positions(positions, w.obstacle, w.n);
    const auto cell = [&](std::size_t i) { return positions[i].row * w.n + positions[i].col; };
    w.worker = cell(0);
    w.crates = {cell(1), cell(2)};
    w.targets = {cell(3), cell(4)};
    return w;
}

// ---------------------------------------------------------------------------
// --explain: the plan in LURD notation and the board after every push.

// The board in the usual Sokoban characters: # obstacle, @ worker, $ crate,
// . target, * crate on a target, + worker on a target; the edge of the
// warehouse is drawn as a wall around it.
inline std::string draw(const Warehouse& w, int worker, const std::array<int, 2>& crates) {
    const std::string edge(static_cast<std::size_t>(w.n + 2), '#');
    std::string text = edge + "\n";
    for (int cell = 0; cell < w.n * w.n; ++cell) {
        const bool target = cell == w.targets[0] || cell == w.targets[1];
        const bool crate = cell == crates[0] || cell == crates[1];
        char c = w.obstacle[static_cast<std::size_t>(cell)] ? '#' : target ? '.' : ' ';
        if (crate) c = target ? '*' : '$';
        if (cell == worker) c = target ? '+' : '@';
        if (cell % w.n == 0) text += '#';
        text += c;
        if (cell % w.n == w.n - 1) text += "#\n";
    }
    return text + edge + "\n";
}

inline void explain(const Warehouse& w, int answer, const std::string& plan, std::ostream& out) {
    out << "Start:\n" << draw(w, w.worker, w.crates);
    if (answer == kUnsolvable) {
        out << "No plan: the crates can never stand on both targets.\n";
        return;
    }
    out << "Plan, " << answer << " moves (lowercase walk, uppercase push): " << (plan.empty() ? "(none)" : plan)
        << "\n";
    const MoveTable moves = build_moves(w);
    int worker = w.worker, pushes = 0;
    std::array<int, 2> crates = w.crates;
    for (std::size_t i = 0; i < plan.size(); ++i) {
        const std::size_t d = std::string("urdl").find(static_cast<char>(plan[i] | 0x20));
        try_move(moves, worker, crates, d, worker);
        if (plan[i] >= 'a') continue;
        out << "After push " << ++pushes << " (move " << i + 1 << ", " << plan[i] << "):\n" << draw(w, worker, crates);
    }
}

inline std::string solve(const std::string& input, const judge::Options& options, std::ostream& diagnostics) {
    const Warehouse warehouse = parse(input);
    std::string plan;
    const int answer = min_moves(warehouse, options.explain ? &plan : nullptr);
    if (options.explain) explain(warehouse, answer, plan, diagnostics);
    return std::to_string(answer) + "\n";
}

constexpr const char* kSummary =
    "Fewest moves (walks and pushes) that bring two crates onto two targets; -1 if none.";

}  // namespace sokoban

#ifndef JUDGE_NO_MAIN
int main(int argc, char** argv) {
    return judge::run_judge(argc, argv, "sokoban", {"sokoban.in", "sokoban.out"}, sokoban::kSummary,
                            sokoban::solve);
}
#endif

// Sokoban with two crates (../shared/problems/sokoban.md): the fewest moves,
// walks and pushes alike, that bring both crates onto the two targets.
// Breadth-first search over (worker, unordered pair of crates) from both ends.
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

// A state packed into one integer: (worker * 100 + low crate) * 100 + high
// crate. The stride is the largest board's cell count whatever n is, so that
// unpacking divides by a constant (a multiplication) and a bit array of
// 100^3 bits (125 KB) covers every state.
struct StateCodec {
    static constexpr std::uint32_t kStride = kMaxSize * kMaxSize;
    static std::uint32_t pack(int worker, int crate_a, int crate_b) {
        const int low = std::min(crate_a, crate_b), high = std::max(crate_a, crate_b);
        return (static_cast<std::uint32_t>(worker) * kStride + static_cast<std::uint32_t>(low)) * kStride +
               static_cast<std::uint32_t>(high);
    }
    static void unpack(std::uint32_t state, int& worker, int& low, int& high) {
        high = static_cast<int>(state % kStride);
        low = static_cast<int>(state / kStride % kStride);
        worker = static_cast<int>(state / kStride / kStride);
    }
    static std::uint32_t worker_part(int worker) { return static_cast<std::uint32_t>(worker) * kStride * kStride; }
    static constexpr std::size_t count() { return std::size_t{kStride} * kStride * kStride; }
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

// Where a lone crate can go by pushes alone, ignoring the other crate: the
// cells from which pushes bring it to `cell` (towards = true: a dead square
// for that target is any cell left out), or the cells it can be pushed to
// from `cell` (towards = false). A push in direction d needs the crate's cell
// and the worker's cell behind it open, and the cell ahead open.
inline std::vector<bool> push_reach(const MoveTable& moves, int cell, bool towards) {
    std::vector<bool> reached(moves.size(), false);
    std::vector<int> queue{cell};
    reached[static_cast<std::size_t>(cell)] = true;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int at = queue[head];
        for (std::size_t d = 0; d < 4; ++d) {
            const std::size_t back = (d + 2) % 4;
            // towards: a crate at `from` pushed in direction d lands on `at`.
            const int from = moves[static_cast<std::size_t>(at)][towards ? back : d];
            const int worker = towards ? (from == kNoCell ? kNoCell : moves[static_cast<std::size_t>(from)][back])
                                       : moves[static_cast<std::size_t>(at)][back];
            if (from == kNoCell || worker == kNoCell || reached[static_cast<std::size_t>(from)]) continue;
            reached[static_cast<std::size_t>(from)] = true;
            queue.push_back(from);
        }
    }
    return reached;
}

// How a state was first reached, kept only when a plan is wanted: the
// direction of the move (judge::kSteps4 order) and whether it pushed a crate.
// For the search from the solved end, the move that leads on towards it.
constexpr std::uint8_t kNotReached = 0xFF;
constexpr std::uint8_t kPushed = 4;

// One end of the search: breadth-first, a whole level at a time, with a bit
// array of the states seen and the level in flight.
struct Side {
    std::vector<std::uint64_t> seen;
    std::vector<std::uint32_t> level;
    std::vector<std::uint8_t> how;  // only when a plan is wanted
    int radius = 0;

    Side(std::size_t states, bool with_plan) : seen((states + 63) / 64, 0), how(with_plan ? states : 0, kNotReached) {}
    bool has(std::uint32_t s) const { return (seen[s >> 6] >> (s & 63)) & 1u; }
    // Marks s seen; false if it was already.
    bool add(std::uint32_t s, std::uint8_t reached_how) {
        if (has(s)) return false;
        seen[s >> 6] |= std::uint64_t{1} << (s & 63);
        if (!how.empty()) how[s] = reached_how;
        return true;
    }
};

// The whole search: forward from the start by moves, backward from the
// solved positions (both crates on targets, the worker anywhere) by undoing
// moves: a worker steps back, and may pull the crate it had pushed.
class Search {
public:
    Search(const Warehouse& w, bool with_plan)
        : moves_(build_moves(w)), forward_(StateCodec::count(), with_plan),
          backward_(StateCodec::count(), with_plan) {
        // Crates stand only where pushes can still bring them onto the targets
        // (searching from the start) or could have brought them from their
        // starts (searching from the end); other states lie on no plan.
        to_target_ = {push_reach(moves_, w.targets[0], true), push_reach(moves_, w.targets[1], true)};
        from_start_ = {push_reach(moves_, w.crates[0], false), push_reach(moves_, w.crates[1], false)};
        const std::uint32_t start = StateCodec::pack(w.worker, w.crates[0], w.crates[1]);
        forward_.add(start, kNotReached);
        forward_.level = {start};
        for (int worker = 0; worker < w.n * w.n; ++worker) {
            const bool open = !w.obstacle[static_cast<std::size_t>(worker)];
            if (!open || worker == w.targets[0] || worker == w.targets[1]) continue;
            const std::uint32_t solved = StateCodec::pack(worker, w.targets[0], w.targets[1]);
            backward_.add(solved, kNotReached);
            backward_.level.push_back(solved);
        }
    }

    // Grows the smaller frontier a level at a time until the two meet.
    // Returns the fewest moves, or kUnsolvable when a side runs dry.
    int run() {
        for (;;) {
            if (forward_.level.empty() || backward_.level.empty()) return kUnsolvable;
            const bool met = forward_.level.size() <= backward_.level.size() ? expand_forward() : expand_backward();
            if (met) return forward_.radius + backward_.radius;
        }
    }

    // After run() met: the plan in LURD notation through the meeting state.
    std::string plan() const {
        static const char kLetters[] = "urdl";  // judge::kSteps4 order
        const auto letter = [](std::uint8_t how) {
            const char c = kLetters[how & 3u];
            return (how & kPushed) ? static_cast<char>(c - 'a' + 'A') : c;
        };
        std::string first_half;
        for (std::uint32_t s = meeting_; forward_.how[s] != kNotReached;) {
            first_half += letter(forward_.how[s]);
            s = undo(s, forward_.how[s]);
        }
        std::string text(first_half.rbegin(), first_half.rend());
        for (std::uint32_t s = meeting_; backward_.how[s] != kNotReached;) {
            text += letter(backward_.how[s]);
            s = redo(s, backward_.how[s]);
        }
        return text;
    }

private:
    // Records `s`, reached by `how`, on side `mine`: queued in `next` if new,
    // and the meeting state if `other` knows it too.
    void reach(Side& mine, const Side& other, std::vector<std::uint32_t>& next, std::uint32_t s, std::size_t how,
               bool& met) {
        if (!mine.add(s, static_cast<std::uint8_t>(how))) return;
        next.push_back(s);
        if (!met && other.has(s)) {
            met = true;
            meeting_ = s;
        }
    }

    // A walk changes only the worker's part of the packed state, so walks
    // are an addition; pushes and pulls repack the crates.
    bool expand_forward() {
        bool met = false;
        std::vector<std::uint32_t> next;
        next.reserve(forward_.level.size() * 2);
        for (const std::uint32_t state : forward_.level) {
            int worker = 0, low = 0, high = 0;
            StateCodec::unpack(state, worker, low, high);
            const std::uint32_t crates_part = state - StateCodec::worker_part(worker);
            for (std::size_t d = 0; d < 4; ++d) {
                std::array<int, 2> crates{low, high};
                int new_worker = 0;
                if (!try_move(moves_, worker, crates, d, new_worker)) continue;
                if (crates[0] == low && crates[1] == high) {
                    reach(forward_, backward_, next, crates_part + StateCodec::worker_part(new_worker), d, met);
                } else if (can_finish(crates[0], crates[1])) {
                    reach(forward_, backward_, next, StateCodec::pack(new_worker, crates[0], crates[1]), d | kPushed,
                          met);
                }
            }
        }
        forward_.level.swap(next);
        ++forward_.radius;
        return met;
    }

    bool expand_backward() {
        bool met = false;
        std::vector<std::uint32_t> next;
        next.reserve(backward_.level.size() * 2);
        for (const std::uint32_t state : backward_.level) {
            int worker = 0, low = 0, high = 0;
            StateCodec::unpack(state, worker, low, high);
            const std::uint32_t crates_part = state - StateCodec::worker_part(worker);
            for (std::size_t d = 0; d < 4; ++d) {
                // The worker came from `from`, moving the other way; it may
                // have pushed the crate now ahead of it from its own cell.
                const int from = moves_[static_cast<std::size_t>(worker)][d];
                if (from == kNoCell || from == low || from == high) continue;
                const std::size_t towards = (d + 2) % 4;
                reach(backward_, forward_, next, crates_part + StateCodec::worker_part(from), towards, met);
                const int ahead = moves_[static_cast<std::size_t>(worker)][towards];
                if (ahead != low && ahead != high) continue;
                const int other = ahead == low ? high : low;
                if (!could_start(worker, other)) continue;
                reach(backward_, forward_, next, StateCodec::pack(from, worker, other), towards | kPushed, met);
            }
        }
        backward_.level.swap(next);
        ++backward_.radius;
        return met;
    }

    // Both crates can still be pushed onto the two targets, one each.
    bool can_finish(int a, int b) const { return assignable(to_target_, a, b); }
    // Both crates can have come by pushes from the two starts, one each.
    bool could_start(int a, int b) const { return assignable(from_start_, a, b); }
    static bool assignable(const std::array<std::vector<bool>, 2>& reach, int a, int b) {
        const auto in = [](const std::vector<bool>& r, int c) { return r[static_cast<std::size_t>(c)]; };
        return (in(reach[0], a) && in(reach[1], b)) || (in(reach[1], a) && in(reach[0], b));
    }

    // The state before / after the move `how` that reached / leaves s.
    std::uint32_t undo(std::uint32_t s, std::uint8_t how) const {
        int worker = 0, low = 0, high = 0;
        StateCodec::unpack(s, worker, low, high);
        const std::size_t d = how & 3u;
        if (how & kPushed) {
            const int crate_now = moves_[static_cast<std::size_t>(worker)][d];
            (low == crate_now ? low : high) = worker;
        }
        return StateCodec::pack(moves_[static_cast<std::size_t>(worker)][(d + 2) % 4], low, high);
    }
    std::uint32_t redo(std::uint32_t s, std::uint8_t how) const {
        int worker = 0, low = 0, high = 0;
        StateCodec::unpack(s, worker, low, high);
        std::array<int, 2> crates{low, high};
        int new_worker = 0;
        try_move(moves_, worker, crates, how & 3u, new_worker);
        return StateCodec::pack(new_worker, crates[0], crates[1]);
    }

    MoveTable moves_;
    std::array<std::vector<bool>, 2> to_target_, from_start_;
    Side forward_, backward_;
    std::uint32_t meeting_ = 0;
};

// The fewest moves, or kUnsolvable; with `plan`, also a shortest plan in LURD
// notation (lowercase walk, uppercase push).
inline int min_moves(const Warehouse& w, std::string* plan = nullptr) {
    if (plan) plan->clear();
    const auto solved = [&](int a, int b) {
        return (a == w.targets[0] && b == w.targets[1]) || (a == w.targets[1] && b == w.targets[0]);
    };
    if (solved(w.crates[0], w.crates[1])) return 0;
    Search search(w, plan != nullptr);
    const int answer = search.run();
    if (plan && answer > 0) *plan = search.plan();
    return answer;
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

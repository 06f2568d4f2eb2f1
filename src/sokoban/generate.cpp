// sokoban-generate: deterministic Sokoban tests (the same bytes for a seed on
// every platform), solvable and valid for sokoban-validate, of several kinds;
// and the simpler variants of a test that the stress command tries when it
// shrinks one.

#include <array>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "../common/generator.hpp"
#define JUDGE_NO_MAIN
#include "main.cpp"

namespace sokoban::generate {

struct Test {
    int n = 4;
    std::array<int, 5> cells{};  // worker, crate 1, crate 2, target 1, target 2: row * n + column
    std::vector<bool> wall;      // n * n

    std::string text() const {
        std::ostringstream out;
        out << n << '\n';
        for (const int cell : cells) out << cell / n << ' ' << cell % n << '\n';
        for (int row = 0; row < n; ++row)
            for (int col = 0; col < n; ++col)
                out << (wall[static_cast<std::size_t>(row * n + col)] ? '1' : '0') << (col + 1 < n ? ' ' : '\n');
        return out.str();
    }
    Warehouse warehouse() const {
        return Warehouse{n, wall, cells[0], {cells[1], cells[2]}, {cells[3], cells[4]}};
    }
};

// A test in the strict format (as sokoban-validate reads it), or nullopt.
inline std::optional<Test> read_test(const std::string& text) {
    std::istringstream in(text);
    Test t;
    if (!(in >> t.n) || t.n < kMinSize || t.n > kMaxSize) return std::nullopt;
    for (int& cell : t.cells) {
        int row = 0, col = 0;
        if (!(in >> row >> col)) return std::nullopt;
        cell = row * t.n + col;
    }
    for (int i = 0; i < t.n * t.n; ++i) {
        int value = 0;
        if (!(in >> value)) return std::nullopt;
        t.wall.push_back(value == 1);
    }
    return t;
}

const std::vector<std::string> kKinds{"random", "pulled", "open", "corridor", "on-target"};

inline int random_free_cell(const Test& t, judge::SplitMix64& rng) {
    for (;;) {
        const int cell = rng.between(0, t.n * t.n - 1);
        if (!t.wall[static_cast<std::size_t>(cell)]) return cell;
    }
}

// Obstacles for a kind: none (open), streets of free cells on a solid block
// (corridor), or each cell an obstacle with probability walls%.
inline void build_walls(Test& t, const std::string& kind, int walls, judge::SplitMix64& rng) {
    const auto cells = static_cast<std::size_t>(t.n * t.n);
    t.wall.assign(cells, false);
    if (kind == "corridor") {
        t.wall.assign(cells, true);
        for (int street = rng.between(2, 4); street > 0; --street) {
            const bool across = rng.chance(50);
            const int line = rng.between(0, t.n - 1);
            for (int k = 0; k < t.n; ++k) t.wall[static_cast<std::size_t>(across ? line * t.n + k : k * t.n + line)] = false;
        }
    } else if (kind != "open") {
        for (std::size_t cell = 0; cell < cells; ++cell) t.wall[cell] = rng.chance(walls);
    }
}

// The board after `pulls` random moves undone from the solved position: the
// worker steps back, pulling the crate it faces away from now and then, so
// the crates end where pushes bring them home.
inline void place_by_pulls(Test& t, int pulls, judge::SplitMix64& rng) {
    const MoveTable moves = build_moves(t.warehouse());
    std::array<int, 2> crates{t.cells[3], t.cells[4]};
    int worker = random_free_cell(t, rng);
    for (int k = 0; k < pulls; ++k) {
        const auto d = static_cast<std::size_t>(rng.between(0, 3));
        const int to = moves[static_cast<std::size_t>(worker)][d];
        if (to == kNoCell || to == crates[0] || to == crates[1]) continue;
        const int behind = moves[static_cast<std::size_t>(worker)][(d + 2) % 4];
        for (int& crate : crates)
            if (crate == behind && rng.chance(70)) crate = worker;
        worker = to;
    }
    t.cells[0] = worker, t.cells[1] = crates[0], t.cells[2] = crates[1];
}

// One attempt at a board of `kind`; nullopt when its positions break the
// statement's rules. Whether the crates can reach the targets is the caller's
// question (it needs the answer anyway).
inline std::optional<Test> attempt(const std::string& kind, int n, int walls, int pulls, judge::SplitMix64& rng) {
    Test t;
    t.n = n;
    build_walls(t, kind, walls, rng);
    for (int& cell : t.cells) cell = random_free_cell(t, rng);
    if (kind == "pulled") place_by_pulls(t, pulls, rng);
    if (kind == "on-target") t.cells[3] = t.cells[1];
    for (std::size_t i = 0; i < 5; ++i)
        for (std::size_t j = 0; j < i; ++j)
            if (t.cells[i] == t.cells[j] && !(kind == "on-target" && i == 3 && j == 1)) return std::nullopt;
    return t;
}

inline std::string generate(generator::Args& args) {
    judge::SplitMix64 rng(args.seed());
    const std::string kind = args.choice("kind", kKinds);
    const int max_size = args.number("max-size", kMaxSize, kMinSize, kMaxSize);
    const int n = args.has("n") ? args.number("n", kMinSize, kMinSize, kMaxSize) : rng.between(kMinSize, max_size);
    const int walls = args.number("walls", 20, 0, 60);
    const int pulls = args.number("pulls", 40, 1, 10000);
    const int tries = args.number("tries", kind == "open" ? 20 : 1, 1, 1000);
    // Of `tries` solvable boards, the one with the longest answer.
    std::optional<Test> best;
    int best_moves = 0;
    for (int attempts = 0, found = 0; found < tries; ++attempts) {
        if (attempts == 100000) throw generator::UsageError("no solvable board found with these options");
        const std::optional<Test> t = attempt(kind, n, walls, pulls, rng);
        if (!t) continue;
        const int moves = min_moves(t->warehouse());
        if (moves <= 0) continue;  // the crates can never reach the targets
        ++found;
        if (!best || moves > best_moves) best = t, best_moves = moves;
    }
    return best->text();
}

// Variants of a valid test that are one step simpler: a row and a column
// fewer (the board stays square; neither may hold a position), an obstacle
// cleared, or a position moved one cell up or left (which frees rows and
// columns for the first kind). Each variant lowers (n, obstacles, the sum of
// the coordinates) in that order, so shrinking ends. The stress command keeps
// the first variant on which a failure persists.
inline std::vector<std::string> simpler(const std::string& text) {
    std::vector<std::string> variants;
    const std::optional<Test> parsed = read_test(text);
    if (!parsed) return variants;
    const Test& t = *parsed;
    const auto holds_position = [&](bool is_row, int line) {
        return std::any_of(t.cells.begin(), t.cells.end(), [&](int cell) { return (is_row ? cell / t.n : cell % t.n) == line; });
    };
    for (int row = 0; row < t.n && t.n > kMinSize; ++row)
        for (int col = 0; col < t.n; ++col) {
            if (holds_position(true, row) || holds_position(false, col)) continue;
            Test smaller;
            smaller.n = t.n - 1;
            for (int cell = 0; cell < t.n * t.n; ++cell)
                if (cell / t.n != row && cell % t.n != col) smaller.wall.push_back(t.wall[static_cast<std::size_t>(cell)]);
            for (std::size_t i = 0; i < 5; ++i) {
                const int r = t.cells[i] / t.n, c = t.cells[i] % t.n;
                smaller.cells[i] = (r - (r > row)) * smaller.n + (c - (c > col));
            }
            variants.push_back(smaller.text());
        }
    for (std::size_t cell = 0; cell < t.wall.size(); ++cell) {
        if (!t.wall[cell]) continue;
        Test opener = t;
        opener.wall[cell] = false;
        variants.push_back(opener.text());
    }
    for (std::size_t i = 0; i < 5; ++i)
        for (const int step : {t.n, 1}) {
            const int to = t.cells[i] - step;
            if (to < 0 || (step == 1 && t.cells[i] % t.n == 0) || t.wall[static_cast<std::size_t>(to)]) continue;
            Test moved = t;
            moved.cells[i] = to;
            variants.push_back(moved.text());
        }
    return variants;
}

// The stress command's tests. The statement's limits: 0.7 s, 16 MiB, a 1 MiB stack.
inline constexpr double kTimeLimitSeconds = 0.7;
inline constexpr int kMemoryLimitMebibytes = 16, kStackLimitMebibytes = 1;

// The options of the random test number `test`: every kind but on-target
// (which the statement's rules exclude) in turn, on boards of at most `size`.
inline std::map<std::string, std::string> stress_options(int test, int size) {
    return {{"kind", kKinds[static_cast<std::size_t>(test) % (kKinds.size() - 1)]}, {"max-size", std::to_string(size)}};
}

// The round at full size: each kind twice on a `size` x `size` board, the open
// ones the longest answer of 50 boards, the pulled ones 400 moves from home.
inline std::vector<std::map<std::string, std::string>> full_size_options(int size) {
    const std::string n = std::to_string(size);
    std::vector<std::map<std::string, std::string>> tests;
    for (int twice = 0; twice < 2; ++twice) {
        tests.push_back({{"kind", "random"}, {"n", n}, {"walls", twice ? "25" : "15"}});
        tests.push_back({{"kind", "pulled"}, {"n", n}, {"pulls", "400"}});
        tests.push_back({{"kind", "open"}, {"n", n}, {"tries", "50"}});
        tests.push_back({{"kind", "corridor"}, {"n", n}});
    }
    return tests;
}

inline constexpr const char* kHelp =
    "Prints a solvable Sokoban test, valid for sokoban-validate (on-target tests need\n"
    "its --allow-on-target); the same seed gives the same bytes everywhere.\n\n"
    "  --seed S        the test's seed (required)\n"
    "  --kind K        random (default; obstacles at random), pulled (built backwards\n"
    "                  from the solved position by pulls), open (no obstacles; the\n"
    "                  longest answer of --tries boards), corridor (streets through a\n"
    "                  solid block), on-target (crate 1 starts on target 1)\n"
    "  --n N           the board's size 4..10 (default: random up to --max-size)\n"
    "  --max-size N    4..10, default 10\n"
    "  --walls P       percent of obstacle cells for random, pulled, on-target (default 20)\n"
    "  --pulls K       moves undone for pulled (default 40)\n"
    "  --tries K       boards drawn, the longest answer kept (default 20 for open, else 1)\n";

}  // namespace sokoban::generate

#ifndef GENERATOR_NO_MAIN
int main(int argc, char** argv) {
    return generator::run_generator(argc, argv, "sokoban-generate", sokoban::generate::kHelp,
                                    sokoban::generate::generate);
}
#endif

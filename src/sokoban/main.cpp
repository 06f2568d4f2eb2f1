// Sokoban with two crates (statement: src/sokoban/statement.md): the fewest moves,
// walks and pushes alike, that bring both crates onto the two targets.
// Breadth-first search over (worker, unordered pair of crates) from both ends,
// with the worker's cells for one placement of the crates kept as one 128-bit
// set, so that a level's walks are shifts. Only live placements are numbered
// (at most 4950), each visited once per level: O(levels * 4950) word
// operations, 32 bytes a placement in static memory.
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
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../common/judge_io.hpp"
#include "../common/reader.hpp"
// submission: leave out from here
#include <ostream>

#include "../common/html_page.hpp"
// submission: leave out to here

namespace sokoban {

// Input longer than this is refused unread: a valid one has at most about
// 250 bytes (a 10 x 10 matrix with spaces), so this leaves room for any
// whitespace people add.
inline constexpr std::size_t kMaxInputBytes = std::size_t{1} << 16;
constexpr int kMinSize = 4;
constexpr int kMaxSize = 10;
// A cell number no board has (cells are row * n + column < 100), so that no
// set of cells contains it: the step off the board or into an obstacle.
constexpr int kNoCell = 127;
constexpr int kUnsolvable = -1;  // the answer when the crates can never reach the targets
// Directions: up, right, down, left, as (row, column) steps.
constexpr std::array<std::array<int, 2>, 4> kSteps{{{-1, 0}, {0, 1}, {1, 0}, {0, -1}}};
// submission: leave out from here
inline constexpr std::size_t kUp = 0, kRight = 1, kDown = 2, kLeft = 3;  // their indices, for the tests
// Their letters in LURD notation (lowercase a walk, uppercase a push), for plans.
constexpr std::string_view kWalkLetters = "urdl";
// submission: leave out to here

// Cells are numbered row * n + column.
struct Warehouse {
    int n = 0;
    std::vector<bool> obstacle;  // n * n
    int worker = 0;
    std::array<int, 2> crates{};
    std::array<int, 2> targets{};
};

// ---------------------------------------------------------------------------
// Input: n; then the worker, crate 1, crate 2, target 1, target 2 as
// (row, column), spread over lines as the writer likes, each pair on one
// line (a short line is refused at that line); then the n x n
// matrix of 0/1, one line a row, with or without spaces between values.

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

// One row of the matrix: a line of n values 0 or 1, with or without spaces
// between them. A short or long row is refused at its own line.
inline void read_matrix_row(judge::Reader& reader, int row, Warehouse& w) {
    const auto line = reader.read_nonblank_line();
    const std::string needed = ", n = " + std::to_string(w.n) + " are needed";
    if (!line) judge::fail_input(reader.line(), "the matrix has " + judge::count_of(row, "row") + needed);
    int values = 0;
    for (std::size_t i = 0; i < line->size(); ++i) {
        const char value = (*line)[i];
        if (judge::is_blank(value)) continue;
        if (value != '0' && value != '1')
            judge::fail_input(reader.last_line(), static_cast<int>(i) + 1,
                              "matrix value at row " + std::to_string(row) + ", column " + std::to_string(values) +
                                  " is " + judge::describe_byte(value) + ", expected 0 or 1");
        if (values < w.n) w.obstacle[static_cast<std::size_t>(row * w.n + values)] = value == '1';
        // submission: leave out from here
        judge::note_field(reader.offset_of(*line) + i, 1, "cell " + std::to_string(row) + " " + std::to_string(values));
        // submission: leave out to here
        ++values;
    }
    if (values != w.n)
        judge::fail_input(reader.last_line(), "matrix row " + std::to_string(row) + " has " +
                                                  judge::count_of(values, "value") + needed);
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
        if (reader.line() != p.line)  // a position's row and column share a line
            judge::fail_input(p.line, p.name + std::string(" column is missing at the end of the line"));
    }
    // Target 2 at the start of a line after target 1's, with more on that
    // line: most likely the matrix's first row, read for a missing position.
    reader.finish_line(positions[4].line > positions[3].line
                           ? "the five positions (target 2 was read from the start of this line: is a line of "
                             "positions missing above it?)"
                           : "the five positions");
    w.obstacle.assign(static_cast<std::size_t>(w.n * w.n), false);
    for (int row = 0; row < w.n; ++row) read_matrix_row(reader, row, w);
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
// The search.

// Where a step in each of the four directions leads from every cell, or
// kNoCell for the edge of the board and obstacles. Cells are numbered
// row * stride + column: stride n for the board as people see it, n + 1 in
// the search (below).
using MoveTable = std::vector<std::array<int, 4>>;

inline MoveTable build_moves(const Warehouse& w, int stride) {
    MoveTable moves(static_cast<std::size_t>(w.n * stride), {kNoCell, kNoCell, kNoCell, kNoCell});
    for (int row = 0; row < w.n; ++row)
        for (int col = 0; col < w.n; ++col)
            for (std::size_t d = 0; d < 4; ++d) {
                const int r = row + kSteps[d][0], c = col + kSteps[d][1];
                const bool open = r >= 0 && r < w.n && c >= 0 && c < w.n &&
                                  !w.obstacle[static_cast<std::size_t>(r * w.n + c)];
                moves[static_cast<std::size_t>(row * stride + col)][d] = open ? r * stride + c : kNoCell;
            }
    return moves;
}
inline MoveTable build_moves(const Warehouse& w) { return build_moves(w, w.n); }

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

// A set of cells, one bit per cell (< 128) in two 64-bit words: the cells
// where the worker can stand for one placement of the crates, so that a step
// of every one of them is one shift.
class CellSet {
public:
    constexpr CellSet() = default;
    // Both pick the word by a comparison, not by indexing: an indexed word
    // would send the set through memory, and reading it back whole there
    // stalls the processor.
    static CellSet of(int cell) {
        const std::uint64_t bit = std::uint64_t{1} << (cell & 63);
        return cell < 64 ? CellSet{bit, 0} : CellSet{0, bit};
    }
    static CellSet all() { return {~std::uint64_t{0}, ~std::uint64_t{0}}; }
    static CellSet from_words(std::uint64_t low, std::uint64_t high) { return {low, high}; }
    std::uint64_t low_word() const { return word_[0]; }
    std::uint64_t high_word() const { return word_[1]; }
    bool has(int cell) const { return ((cell < 64 ? word_[0] : word_[1]) >> (cell & 63)) & 1u; }
    bool empty() const { return (word_[0] | word_[1]) == 0; }
    int first() const {
        int cell = 0;
        while (!has(cell)) ++cell;
        return cell;
    }
    CellSet operator|(CellSet other) const { return {word_[0] | other.word_[0], word_[1] | other.word_[1]}; }
    CellSet operator&(CellSet other) const { return {word_[0] & other.word_[0], word_[1] & other.word_[1]}; }
    CellSet without(CellSet other) const { return {word_[0] & ~other.word_[0], word_[1] & ~other.word_[1]}; }
    CellSet& operator|=(CellSet other) { return *this = *this | other; }
    // Every cell c moved to c + k, or to c - k; 0 < k < 64.
    CellSet plus(int k) const { return {word_[0] << k, (word_[1] << k) | (word_[0] >> (64 - k))}; }
    CellSet minus(int k) const { return {(word_[0] >> k) | (word_[1] << (64 - k)), word_[1] >> k}; }

private:
    CellSet(std::uint64_t low, std::uint64_t high) : word_{low, high} {}
    std::array<std::uint64_t, 2> word_{};
};

// One search state: the worker's cell and the crates', low < high.
struct State {
    int worker, low, high;
    State(int worker_cell, int crate_a, int crate_b)
        : worker(worker_cell), low(std::min(crate_a, crate_b)), high(std::max(crate_a, crate_b)) {}
    // submission: leave out from here
    bool operator==(const State& other) const {
        return worker == other.worker && low == other.low && high == other.high;
    }
    // submission: leave out to here
};

// Which end a search side grows from.
constexpr std::size_t kForward = 0, kBackward = 1;

// The search numbers cells row * (n + 1) + column (below): at most 109.
constexpr std::size_t kMaxPaddedCells = kMaxSize * (kMaxSize + 1);

// A move of one crate, as seen from the crate's cell: a worker standing on
// `worker_from` moves the crate to `crate_to` and itself to `worker_to`,
// provided the other crate is not on `needs_clear`. Forward it is a push
// (the worker behind the crate), backward a pull (the worker beside it steps
// away). worker_from is kNoCell where the board does not allow the move, and
// in the search also where the crate would stand on a dead cell (below);
// `to_ordinal` is crate_to's live ordinal, filled in by the search.
struct CrateMove {
    std::uint8_t worker_from = kNoCell, crate_to = 0, worker_to = 0, needs_clear = 0, to_ordinal = 0;
};
using CrateMoves = std::array<std::array<CrateMove, 4>, kMaxPaddedCells>;  // by crate cell, then direction

inline CrateMove crate_move(const MoveTable& moves, std::size_t end, std::size_t crate, std::size_t d) {
    const auto cell = [](int c) { return static_cast<std::uint8_t>(c); };
    const int ahead = moves[crate][d], behind = moves[crate][(d + 2) % 4];
    if (end == kForward)
        return ahead == kNoCell || behind == kNoCell
                   ? CrateMove{}
                   : CrateMove{cell(behind), cell(ahead), cell(static_cast<int>(crate)), cell(ahead), 0};
    const int away = ahead == kNoCell ? kNoCell : moves[static_cast<std::size_t>(ahead)][d];
    return away == kNoCell ? CrateMove{} : CrateMove{cell(ahead), cell(ahead), cell(away), cell(away), 0};
}

// Where a lone crate can go from `cell` by the moves of `table`, ignoring the
// other crate. With pushes: every cell it can be pushed to. With pulls: every
// cell from which pushes bring it to `cell` (for a target, the cells left out
// are its dead squares).
inline CellSet lone_crate_reach(const CrateMoves& table, int cell) {
    CellSet reached = CellSet::of(cell);
    std::array<int, kMaxPaddedCells> queue{cell};
    for (std::size_t head = 0, tail = 1; head < tail; ++head)
        for (const CrateMove& move : table[static_cast<std::size_t>(queue[head])]) {
            if (move.worker_from == kNoCell || reached.has(move.crate_to)) continue;
            reached |= CellSet::of(move.crate_to);
            queue[tail++] = move.crate_to;
        }
    return reached;
}

// ---------------------------------------------------------------------------
// The search's memory. Cells carry a padding column: cell = row * (n + 1) +
// column, column n a wall, so that one step left or right of every cell of a
// set is a shift that never wraps into the next row; cells stay below 109.
// Only live pairs of crate cells are numbered: a cell is live when a lone
// crate there can still reach a target by pushes and be reached from a
// start; live cells get ordinals 0..K-1 in cell order, and the pair of
// ordinals i < j the number j (j - 1) / 2 + i (3,240 pairs on the longest
// open 10 x 10 board, whose 81 live cells leave out its dead squares,
// against 4,950 for all).

constexpr std::size_t kMaxPairs = 100 * 99 / 2;
constexpr std::size_t kNoPair = kMaxPairs;  // a pair with a crate on a dead cell
constexpr std::uint8_t kDeadCell = 0xFF;  // the ordinal of a cell no crate on a plan visits
constexpr int kPairShift = 45;            // a group's pair sits above bit 45 of its high word (cell 109)
constexpr int kCrateShift = 48;           // a record's crate cells sit from bit 48 of its forward high word up

// One group of a level: the worker cells first reached at this level with
// the crates on one pair, and the pair's number in the bits above the cells:
// 16 bytes.
struct Group {
    CellSet packed;

    static Group of(CellSet cells, std::size_t pair) {
        return {CellSet::from_words(cells.low_word(), cells.high_word() | std::uint64_t{pair} << kPairShift)};
    }
    std::size_t pair() const { return static_cast<std::size_t>(packed.high_word() >> kPairShift); }
    CellSet cells() const {
        return CellSet::from_words(packed.low_word(), packed.high_word() & ((std::uint64_t{1} << kPairShift) - 1));
    }
    void add(CellSet cells_to_add) { packed |= cells_to_add; }
};

// What both sides know of one pair of crate cells: the worker cells each
// has reached with the crates there, and the crate cells themselves, kept in
// the forward set's bits above the cells (no set of worker cells reaches
// them), so that a visit reads one line. Both crate cells start as seen, so
// that a walk needs no mask of its own for them; a pair no plan can pass
// through (its crates cannot be matched to the targets, or to the starts)
// starts with every cell seen, so that nothing is ever added. 32 bytes.
struct alignas(32) PairRecord {
    std::array<CellSet, 2> seen;  // by side: kForward, kBackward

    static PairRecord admitted(int low, int high) {
        const CellSet crates = CellSet::of(low) | CellSet::of(high);
        const std::uint64_t cells = static_cast<std::uint64_t>(low | high << 7) << kCrateShift;
        return {{CellSet::from_words(crates.low_word(), crates.high_word() | cells), crates}};
    }
    static PairRecord refused() { return {{CellSet::all(), CellSet::all()}}; }
    int low_crate() const { return static_cast<int>(seen[kForward].high_word() >> kCrateShift) & 127; }
    int high_crate() const { return static_cast<int>(seen[kForward].high_word() >> (kCrateShift + 7)) & 127; }
};

// Static, so that nothing is allocated and a page is touched only when the
// search needs it (a level on an open board fills some 7 of its 20 pages).
// So one search runs at a time: a caller that solves in several threads
// takes turns (tools/stress.cpp does, for the generator that uses it).
struct SearchMemory {
    std::array<PairRecord, kMaxPairs> records{};
    std::array<std::array<Group, kMaxPairs>, 2> levels{};  // the level in flight, by side
    std::array<Group, kMaxPairs> beside_crate{};  // the groups of a level that may push or pull
    // Where a pair's group sits in the level being built. Never reset: a slot
    // is believed only where that position holds the same pair.
    std::array<std::uint16_t, kMaxPairs> slot{};
};
// Zero, so the compiler places it in .bss: no code clears it at start-up.
inline SearchMemory search_memory;

// The whole search: forward from the start by moves, backward from the
// solved positions (both crates on targets, the worker anywhere) by undoing
// moves: the worker steps back, and may pull the crate it had pushed. Each
// level grows the side whose level holds fewer groups, in two passes: first
// every group's walk (four shifts of its worker cells, in place), then the
// pushes (forward) or pulls of the groups standing beside a crate, each
// merged into its pair's group. Stops at the first state the other side has
// seen: both distances are then settled (editorial.md proves it).
// Time O(levels * P) word operations and memory O(P), P live pairs (<= 4950).
class Search {
public:
    Search(const Warehouse& w, bool with_plan)
        : stride_(w.n + 1), moves_(build_moves(w, stride_)), with_plan_(with_plan) {
        for (std::size_t side : {kForward, kBackward})
            for (std::size_t crate = 0; crate < moves_.size(); ++crate)
                for (std::size_t d = 0; d < 4; ++d) crate_moves_[side][crate][d] = crate_move(moves_, side, crate, d);
        const auto cell = [&](int plain) { return plain / w.n * stride_ + plain % w.n; };
        const std::array<int, 2> starts{cell(w.crates[0]), cell(w.crates[1])};
        const std::array<int, 2> targets{cell(w.targets[0]), cell(w.targets[1])};
        // Forward, a crate must still be able to reach a target: undo pushes
        // from the targets. Backward, it must have come from a start.
        const CrateMoves& pulls = crate_moves_[kBackward];
        const CrateMoves& pushes = crate_moves_[kForward];
        const std::array<CellSet, 2> from_starts{lone_crate_reach(pushes, starts[0]), lone_crate_reach(pushes, starts[1])};
        // Unsolvable when no matching of crates to targets is pushable, even
        // one crate at a time: both levels stay empty, the memory untouched.
        const auto reach = [&](std::size_t crate, std::size_t t) { return from_starts[crate].has(targets[t]); };
        if (!(reach(0, 0) && reach(1, 1)) && !(reach(0, 1) && reach(1, 0))) return;
        number_live_pairs({lone_crate_reach(pulls, targets[0]), lone_crate_reach(pulls, targets[1])}, from_starts);
        for (int plain = 0; plain < w.n * w.n; ++plain)
            if (!w.obstacle[static_cast<std::size_t>(plain)]) free_ |= CellSet::of(cell(plain));
        start(kBackward, targets, free_);
        start(kForward, starts, CellSet::of(cell(w.worker)));
    }

    // Grows the smaller level until the two sides meet. Returns the fewest
    // moves, or kUnsolvable when a side runs dry.
    int run() {
        while (!met_) {
            if (size_[kForward] == 0 || size_[kBackward] == 0) return kUnsolvable;
            expand(size_[kForward] <= size_[kBackward] ? kForward : kBackward);
        }
        return radius_[kForward] + radius_[kBackward];
    }

private:
    // Numbers the live cells, presets every live pair's record and keeps
    // the crate moves onto live cells.
    void number_live_pairs(const std::array<CellSet, 2>& to_targets, const std::array<CellSet, 2>& from_starts) {
        // By ordinal: which target (bits 0, 1) a crate there can reach and
        // which start (bits 2, 3) it can come from.
        std::array<unsigned, 128> roles{};
        std::array<int, 128> live_cells{};
        std::size_t count = 0;
        ordinal_.fill(kDeadCell);
        for (int cell = 0; cell < static_cast<int>(moves_.size()); ++cell) {
            const auto bit = [cell](const CellSet& set, unsigned at) {
                return static_cast<unsigned>(set.has(cell)) << at;
            };
            const unsigned role =
                bit(to_targets[0], 0) | bit(to_targets[1], 1) | bit(from_starts[0], 2) | bit(from_starts[1], 3);
            if ((role & 3) == 0 || (role & 12) == 0) continue;
            ordinal_[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(count);
            roles[count] = role;
            live_cells[count++] = cell;
        }
        // Two crates can be matched to two cells when one can reach the
        // first and the other the second: a role pair 1, 2 or 2, 1.
        const auto matched = [](unsigned a, unsigned b) { return ((a & b >> 1) | (a >> 1 & b)) & 1; };
        std::size_t pair = 0;
        for (std::size_t j = 1; j < count; ++j)
            for (std::size_t i = 0; i < j; ++i, ++pair) {
                const bool admitted = matched(roles[i], roles[j]) && matched(roles[i] >> 2, roles[j] >> 2);
                memory_.records[pair] =
                    admitted ? PairRecord::admitted(live_cells[i], live_cells[j]) : PairRecord::refused();
                memory_.slot[pair] = 0;  // written before it is read: one page fault, not two
            }
        keep_live_moves();
    }

    // Leaves out the crate moves onto dead cells, and notes where a worker
    // stands for each of the others.
    void keep_live_moves() {
        for (std::size_t side : {kForward, kBackward})
            for (std::size_t crate = 0; crate < moves_.size(); ++crate)
                for (CrateMove& move : crate_moves_[side][crate]) {
                    move.to_ordinal = ordinal_[move.crate_to];
                    if (move.to_ordinal == kDeadCell) move.worker_from = kNoCell;
                    if (move.worker_from != kNoCell) movers_[side][crate] |= CellSet::of(move.worker_from);
                }
    }

    // The number of the pair of crates whose live ordinals are i and j.
    static std::size_t pair_number(std::size_t i, std::size_t j) {
        return i < j ? j * (j - 1) / 2 + i : i * (i - 1) / 2 + j;
    }

    // The number of the pair of crates on cells a and b, or kNoPair if one is dead.
    std::size_t pair_of(int a, int b) const {
        const std::size_t i = ordinal_[static_cast<std::size_t>(a)], j = ordinal_[static_cast<std::size_t>(b)];
        return i == kDeadCell || j == kDeadCell ? kNoPair : pair_number(i, j);
    }

    // Level 0 of `side`: the crates on `crates`, the worker on any of `workers`.
    void start(std::size_t side, const std::array<int, 2>& crates, CellSet workers) {
        const std::size_t pair = pair_of(crates[0], crates[1]);
        if (pair != kNoPair) add(side, pair, workers);
        keep_for_plan(side);
    }

    // Adds the worker cells `cells` with the crates on `pair` to the level
    // `side` is building, keeping the unseen ones, and notes a meeting if the
    // other side has seen one of them.
    void add(std::size_t side, std::size_t pair, CellSet cells) {
        PairRecord& record = memory_.records[pair];
        const CellSet fresh = cells.without(record.seen[side]);
        if (fresh.empty()) return;
        record.seen[side] |= fresh;
        std::array<Group, kMaxPairs>& level = memory_.levels[side];
        const std::size_t slot = memory_.slot[pair];
        if (slot < size_[side] && level[slot].pair() == pair) {
            level[slot].add(fresh);
        } else {
            memory_.slot[pair] = static_cast<std::uint16_t>(size_[side]);
            level[size_[side]++] = Group::of(fresh, pair);
        }
        if (!(fresh & record.seen[1 - side]).empty()) meet(side, fresh & record.seen[1 - side], pair);
    }

    // One level of `side`: its walks, then its pushes (forward) or pulls.
    void expand(std::size_t side) {
        const std::size_t beside = walk_level_of_stride(side);
        for (std::size_t i = 0; i < beside && !met_; ++i) {
            const Group group = memory_.beside_crate[i];
            const PairRecord& record = memory_.records[group.pair()];
            const int low = record.low_crate(), high = record.high_crate();
            move_crate(side, group.cells(), low, high);
            move_crate(side, group.cells(), high, low);
        }
        if (met_) return;
        ++radius_[side];
        keep_for_plan(side);
    }

    // walk_level for this side and board's stride, constants in each copy:
    // shifts by a constant, and a record's fixed half, take fewer
    // instructions and registers than by a variable (4% of the search).
    std::size_t walk_level_of_stride(std::size_t side) {
        return side == kForward ? walk_level_of_stride<kForward>() : walk_level_of_stride<kBackward>();
    }
    template <std::size_t side>
    std::size_t walk_level_of_stride() {
        switch (stride_) {
            case 5: return walk_level<5, side>();
            case 6: return walk_level<6, side>();
            case 7: return walk_level<7, side>();
            case 8: return walk_level<8, side>();
            case 9: return walk_level<9, side>();
            case 10: return walk_level<10, side>();
            default: return walk_level<kMaxSize + 1, side>();
        }
    }

    // Replaces each group of the level by its walk's new ring, in place (a
    // pair's group stays its pair's only group), and keeps aside the groups
    // standing where they may move a crate. Returns how many it kept aside.
    // What the loop reads is held in locals.
    template <int stride, std::size_t side>
    std::size_t walk_level() {
        Group* const level = memory_.levels[side].data();
        const Group* const end = level + size_[side];
        PairRecord* const records = memory_.records.data();
        std::uint16_t* const slots = memory_.slot.data();
        Group* const beside_crate = memory_.beside_crate.data();
        std::size_t kept = 0, beside = 0;
        const CellSet* const movers = movers_[side].data();
        const CellSet free = free_;
        const std::size_t other = 1 - side;
        for (const Group* group = level; group != end; ++group) {
            const std::size_t pair = group->pair();
            const CellSet ring = group->cells();
            PairRecord& record = records[pair];
            const CellSet beside_mask = movers[record.low_crate()] | movers[record.high_crate()];
            beside_crate[beside] = *group;  // kept when beside a crate: a branch here would be mispredicted
            beside += !(ring & beside_mask).empty();
            const CellSet walked = ring.plus(1) | ring.minus(1) | ring.plus(stride) | ring.minus(stride);
            const CellSet fresh = (walked & free).without(record.seen[side]);
            if (fresh.empty()) continue;
            record.seen[side] |= fresh;
            slots[pair] = static_cast<std::uint16_t>(kept);
            level[kept++] = Group::of(fresh, pair);
            if (!(fresh & record.seen[other]).empty()) {
                meet(side, fresh & record.seen[other], pair);
                return 0;
            }
        }
        size_[side] = kept;
        return beside;
    }

    // Every push (forward) or pull (backward) of `crate` by one of `workers`
    // onto a live cell, the other crate on `other_crate`.
    void move_crate(std::size_t side, CellSet workers, int crate, int other_crate) {
        const CellSet ready = workers & movers_[side][static_cast<std::size_t>(crate)];
        if (ready.empty()) return;  // the other crate's group
        const std::size_t other_ordinal = ordinal_[static_cast<std::size_t>(other_crate)];
        for (const CrateMove& move : crate_moves_[side][static_cast<std::size_t>(crate)])
            if (ready.has(move.worker_from) && move.needs_clear != other_crate)
                add(side, pair_number(move.to_ordinal, other_ordinal), CellSet::of(move.worker_to));
    }

    // The first state both sides have seen: `side` reached it one level
    // beyond its radius. Later ones in the same pass are no better.
    void meet(std::size_t side, CellSet common, std::size_t pair) {
        if (met_) return;
        met_ = true;
        ++radius_[side];
        const PairRecord& record = memory_.records[pair];
        meeting_ = State(common.first(), record.low_crate(), record.high_crate());
    }

    // With a plan wanted, a copy of the level `side` has just finished.
    void keep_for_plan(std::size_t side) {
        if (!with_plan_) return;
        const auto first = memory_.levels[side].begin();
        history_[side].emplace_back(first, first + static_cast<std::ptrdiff_t>(size_[side]));
    }

    // submission: leave out from here
public:
    // After run() met: a shortest plan in LURD notation through the meeting
    // state, traced level by level through each side's history.
    std::string plan() const {
        std::string first_half;
        State at = meeting_;
        for (int k = radius_[kForward]; k > 0; --k) {
            const std::vector<Group>& earlier = history_[kForward][static_cast<std::size_t>(k - 1)];
            for (std::size_t d = 0; d < 4; ++d) {
                const std::optional<State> before = predecessor(at, d, earlier);
                if (!before) continue;
                first_half += letter(d, before->low != at.low || before->high != at.high);
                at = *before;
                break;
            }
        }
        std::string text(first_half.rbegin(), first_half.rend());
        at = meeting_;
        for (int k = radius_[kBackward]; k > 0; --k) {
            const std::vector<Group>& nearer = history_[kBackward][static_cast<std::size_t>(k - 1)];
            for (std::size_t d = 0; d < 4; ++d) {
                const std::optional<State> after = successor(at, d);
                if (!after || !in_level(nearer, *after)) continue;
                text += letter(d, after->low != at.low || after->high != at.high);
                at = *after;
                break;
            }
        }
        return text;
    }

private:
    // The state one move in direction d leads to from `s`, if that move is allowed.
    std::optional<State> successor(const State& s, std::size_t d) const {
        std::array<int, 2> crates{s.low, s.high};
        int worker = 0;
        if (!try_move(moves_, s.worker, crates, d, worker)) return std::nullopt;
        return State(worker, crates[0], crates[1]);
    }

    // A state of `level` from which a move in direction d leads to `s`: the
    // worker came from the cell behind, and either walked or pushed the crate
    // now ahead of it.
    std::optional<State> predecessor(const State& s, std::size_t d, const std::vector<Group>& level) const {
        const int from = moves_[static_cast<std::size_t>(s.worker)][(d + 2) % 4];
        if (from == kNoCell) return std::nullopt;
        std::vector<State> candidates{State(from, s.low, s.high)};
        const int ahead = moves_[static_cast<std::size_t>(s.worker)][d];
        if (ahead != kNoCell && (ahead == s.low || ahead == s.high))
            candidates.emplace_back(from, s.worker, ahead == s.low ? s.high : s.low);
        for (const State& before : candidates)
            if (successor(before, d) == s && in_level(level, before)) return before;
        return std::nullopt;
    }

    bool in_level(const std::vector<Group>& level, const State& s) const {
        const std::size_t pair = pair_of(s.low, s.high);
        return pair != kNoPair && std::any_of(level.begin(), level.end(),
                           [&](const Group& group) { return group.pair() == pair && group.cells().has(s.worker); });
    }

    // A move in LURD notation: lowercase a walk, uppercase a push.
    static char letter(std::size_t d, bool pushed) {
        const char walk = kWalkLetters[d];
        return pushed ? static_cast<char>(walk - 'a' + 'A') : walk;
    }
    // submission: leave out to here

    int stride_;  // n + 1
    MoveTable moves_;
    bool with_plan_;
    std::array<CrateMoves, 2> crate_moves_{};  // by side
    std::array<std::array<CellSet, kMaxPaddedCells>, 2> movers_{};  // by side, by crate cell: where a worker moves it from
    std::array<std::uint8_t, 128> ordinal_{};  // by cell: its live ordinal, or kDeadCell
    CellSet free_;
    SearchMemory& memory_ = search_memory;
    std::array<std::size_t, 2> size_{};    // groups in each side's level
    std::array<int, 2> radius_{};          // each side's level: its distance from its end
    std::array<std::vector<std::vector<Group>>, 2> history_;  // with a plan wanted: every level, by side
    bool met_ = false;
    State meeting_{0, 0, 0};
};

inline bool starts_solved(const Warehouse& w) {
    const auto [a, b] = w.crates;
    return (a == w.targets[0] && b == w.targets[1]) || (a == w.targets[1] && b == w.targets[0]);
}

// The fewest moves, or kUnsolvable.
inline int min_moves(const Warehouse& w) { return starts_solved(w) ? 0 : Search(w, false).run(); }

// submission: leave out from here
// ---------------------------------------------------------------------------
// The words of --explain and --html, one table per language (--lang): {1},
// {2}, ... are filled in by judge::fill; the glossaries (docs/glossary/)
// give the terms.

struct Messages {
    judge::Language language;
    const char* puzzle;   // the page's title
    const char* heading;  // the page's heading, before the input's name
    // Why -1 ({1}, {2}: cells or counts, as each says).
    const char* both_stuck;         // {1}, {2} the crates
    const char* one_stuck;          // {1} the crate
    const char* walled_in;          // {1} the worker, {2} the cells it reaches
    judge::Noun reached_cells;      // as walled_in counts them
    const char* neither_reaches;    // {1}, {2} the crates
    const char* one_never_reaches;  // {1} the crate
    const char* one_target_only;    // {1} the target none reaches, {2} the other
    const char* ran_dry;            // {1} the positions tried
    judge::Noun positions;
    judge::Noun moves;
    // --explain
    const char* start;
    const char* no_plan;
    const char* plan;               // {1} the moves, {2} the letters
    const char* no_moves;
    const char* after_push;         // {1} the push, {2} the move, {3} its letter
    // --html
    const char* legend[8];          // obstacle, floor, crate, crate on a target, target, worker, trail, crate's path
    const char* start_caption;
    const char* move_caption;       // {1} the move, {2} of how many, {3} its letter
    const char* push, *walk;        // the caption's last word
    const char* move_title;         // {1} the move
    const char* warehouse_line;     // {1} n
    const char* answer;
    const char* plan_line;          // {1} the moves
    const char* solved_at_start;
};

inline constexpr Messages kMessages[] = {
    {judge::Language::kEnglish, "sokoban", "Sokoban",
     "Both crates are stuck in corners, at {1} and {2}: an obstacle or the warehouse's edge on two neighbouring "
     "sides of each, so no push can ever move them, and neither is on a target.",
     "The crate at {1} is stuck in a corner: an obstacle or the warehouse's edge on two neighbouring sides, so no "
     "push can ever move it, and it is not on a target.",
     "The worker at {1} is walled in: no cell it can reach is next to a crate (it can reach {2}), so no crate can "
     "ever be pushed.",
     {"cell", "cells", "cells"},
     "Neither crate can ever be pushed onto a target, even with the other crate out of the way: the crates at {1} "
     "and {2} stay off both.",
     "The crate at {1} can never be pushed onto a target, even with the other crate out of the way.",
     "No crate can reach the target at {1}: both crates can only ever be pushed onto {2}.",
     "The search ran dry: all {1} of worker and crates reachable from the start were tried, and in none do both "
     "crates stand on the targets.",
     {"position", "positions", "positions"}, {"move", "moves", "moves"},
     "Start:", "No plan (-1).", "Plan, {1} (lowercase walk, uppercase push): {2}", "(none)",
     "After push {1} (move {2}, {3}):",
     {"obstacle", "floor", "crate", "crate on a target", "target", "worker", "the worker's trail since the last push",
      "a crate's path (dashed)"},
     "start", "move {1} of {2}: {3}", "(push)", "(walk)", "move {1}",
     "{1} &times; {1} warehouse, positions as (row,column) from 0.", "Answer:",
     "Plan, {1} (lowercase a walk, uppercase a push; u d l r = up, down, left, right):",
     "(none: solved at the start)"},
    {judge::Language::kRussian, "Сокобан", "Сокобан",
     "Оба ящика застряли в углах, в {1} и {2}: у каждого с двух соседних сторон препятствие или край склада, "
     "поэтому никакой толчок их уже не сдвинет, а на конечном месте нет ни одного из них.",
     "Ящик в {1} застрял в углу: с двух соседних сторон от него препятствие или край склада, поэтому никакой "
     "толчок его уже не сдвинет, а на конечном месте он не стоит.",
     "Рабочий в {1} заперт: ни одна клетка, до которой он может дойти, не соседствует с ящиком (он может дойти "
     "до {2}), поэтому толкнуть ящик нельзя.",
     {"клетки", "клеток", "клеток"},
     "Ни один ящик нельзя затолкать на конечное место, даже если убрать с дороги другой ящик: ящики в {1} и {2} "
     "не попадают ни на одно из двух.",
     "Ящик в {1} нельзя затолкать ни на одно конечное место, даже если убрать с дороги другой ящик.",
     "Ни один ящик не может попасть на конечное место {1}: оба ящика можно затолкать только на {2}.",
     "Перебор исчерпан: проверены все позиции рабочего и ящиков, достижимые из начальной ({1}), и ни в одной "
     "оба ящика не стоят на конечных местах.",
     {"позиция", "позиции", "позиций"}, {"ход", "хода", "ходов"},
     "Начало:", "Решения нет (-1).", "План, {1} (строчная буква — переход, заглавная — толчок): {2}", "(пусто)",
     "После толчка {1} (ход {2}, {3}):",
     {"препятствие", "пол", "ящик", "ящик на конечном месте", "конечное место", "рабочий",
      "след рабочего после последнего толчка", "путь ящика (пунктир)"},
     "начало", "ход {1} из {2}: {3}", "(толчок)", "(переход)", "ход {1}",
     "Склад {1} &times; {1}, клетки обозначены (строка,столбец), считая с 0.", "Ответ:",
     "План, {1} (строчная буква — переход, заглавная — толчок; u d l r — вверх, вниз, влево, вправо):",
     "(пусто: ящики уже стоят на конечных местах)"},
    {judge::Language::kRomanian, "Sokoban", "Sokoban",
     "Ambele lăzi sunt blocate în colțuri, la {1} și {2}: fiecare are un obstacol sau marginea depozitului pe două "
     "laturi vecine, deci nicio împingere nu le mai poate mișca, iar niciuna nu este pe un loc final.",
     "Lada de la {1} este blocată într-un colț: are un obstacol sau marginea depozitului pe două laturi vecine, deci "
     "nicio împingere nu o mai poate mișca, iar ea nu este pe un loc final.",
     "Muncitorul de la {1} este închis: nicio celulă în care poate ajunge nu este vecină cu o ladă (poate ajunge în "
     "{2}), deci nicio ladă nu poate fi împinsă.",
     {"celulă", "celule", "celule"},
     "Niciuna dintre lăzi nu poate fi împinsă pe un loc final, nici măcar cu cealaltă ladă dată la o parte: lăzile "
     "de la {1} și {2} nu ajung pe niciunul dintre ele.",
     "Lada de la {1} nu poate fi împinsă pe niciun loc final, nici măcar cu cealaltă ladă dată la o parte.",
     "Nicio ladă nu poate ajunge pe locul final de la {1}: ambele lăzi pot fi împinse doar pe {2}.",
     "Căutarea s-a epuizat: au fost încercate toate pozițiile muncitorului și ale lăzilor în care se poate ajunge "
     "de la început ({1}), și în niciuna ambele lăzi nu stau pe locurile finale.",
     {"poziție", "poziții", "poziții"}, {"mutare", "mutări", "mutări"},
     "Început:", "Nu există soluție (-1).", "Soluția, {1} (literă mică — deplasare, literă mare — împingere): {2}",
     "(niciuna)", "După împingerea {1} (mutarea {2}, {3}):",
     {"obstacol", "podea", "ladă", "ladă pe un loc final", "loc final", "muncitor",
      "urma muncitorului de la ultima împingere", "drumul unei lăzi (punctat)"},
     "început", "mutarea {1} din {2}: {3}", "(împingere)", "(deplasare)", "mutarea {1}",
     "Depozit {1} &times; {1}, celulele notate (rând,coloană), numerotate de la 0.", "Răspuns:",
     "Soluția, {1} (literă mică — deplasare, literă mare — împingere; u d l r = sus, jos, stânga, dreapta):",
     "(nicio mutare: lăzile sunt deja pe locurile finale)"},
};

inline const Messages& messages(judge::Language language) { return kMessages[static_cast<int>(language)]; }

// ---------------------------------------------------------------------------
// Why -1: the reason the walkthrough and the picture both give.

// Every position (worker, crates) reachable from `crates` and the worker's
// start, by breadth-first search; a crate at kNoCell is absent.
inline std::vector<std::array<int, 3>> reachable_positions(const Warehouse& w, std::array<int, 2> crates) {
    const MoveTable moves = build_moves(w);
    const auto key = [](int worker, int a, int b) {
        return static_cast<std::size_t>((worker * 128 + std::min(a, b)) * 128 + std::max(a, b));
    };
    std::vector<bool> seen(static_cast<std::size_t>(w.n * w.n) * 128 * 128, false);
    std::vector<std::array<int, 3>> found{{w.worker, crates[0], crates[1]}};
    seen[key(w.worker, crates[0], crates[1])] = true;
    for (std::size_t i = 0; i < found.size(); ++i)
        for (std::size_t d = 0; d < 4; ++d) {
            std::array<int, 2> moved{found[i][1], found[i][2]};
            int worker = 0;
            if (!try_move(moves, found[i][0], moved, d, worker) || seen[key(worker, moved[0], moved[1])]) continue;
            seen[key(worker, moved[0], moved[1])] = true;
            found.push_back({worker, moved[0], moved[1]});
        }
    return found;
}

inline std::string cell_name(const Warehouse& w, int cell) {
    return "(" + std::to_string(cell / w.n) + "," + std::to_string(cell % w.n) + ")";
}

// Whether the crate at `cell` is in a corner: an obstacle or the edge on
// one side of it across each axis, so that no push can ever move it (a push
// needs the cells on both sides along its axis).
inline bool cornered(const Warehouse& w, int cell) {
    const int row = cell / w.n, col = cell % w.n;
    const auto blocked = [&](int r, int c) {
        return r < 0 || c < 0 || r >= w.n || c >= w.n || w.obstacle[static_cast<std::size_t>(r * w.n + c)];
    };
    return (blocked(row - 1, col) || blocked(row + 1, col)) && (blocked(row, col - 1) || blocked(row, col + 1));
}

// The cells the worker can walk to from its start, the crates where they stand.
inline std::vector<int> walkable_cells(const Warehouse& w, const MoveTable& moves) {
    std::vector<int> found{w.worker};
    std::vector<bool> seen(static_cast<std::size_t>(w.n * w.n), false);
    seen[static_cast<std::size_t>(w.worker)] = true;
    for (std::size_t i = 0; i < found.size(); ++i)
        for (const int next : moves[static_cast<std::size_t>(found[i])]) {
            if (next == kNoCell || next == w.crates[0] || next == w.crates[1] || seen[static_cast<std::size_t>(next)]) continue;
            seen[static_cast<std::size_t>(next)] = true;
            found.push_back(next);
        }
    return found;
}

// Why no plan exists, the same sentence in the walkthrough and the picture,
// the plainest cause first: a crate off the targets stuck in a corner; the
// worker walled in, reaching no cell next to a crate (no push ever
// happens); a crate that cannot reach a target with the other crate taken
// away (it cannot with it either: the other crate only ever blocks); both
// crates limited to one target; otherwise the search simply ran dry.
inline std::string why_unsolvable(const Warehouse& w, const Messages& words = messages(judge::Language::kEnglish)) {
    const auto off_target = [&](int crate) { return crate != w.targets[0] && crate != w.targets[1]; };
    const bool first_stuck = off_target(w.crates[0]) && cornered(w, w.crates[0]);
    const bool second_stuck = off_target(w.crates[1]) && cornered(w, w.crates[1]);
    if (first_stuck && second_stuck)
        return judge::fill(words.both_stuck, {cell_name(w, w.crates[0]), cell_name(w, w.crates[1])});
    if (first_stuck || second_stuck)
        return judge::fill(words.one_stuck, {cell_name(w, w.crates[first_stuck ? 0 : 1])});
    const MoveTable moves = build_moves(w);
    const std::vector<int> walkable = walkable_cells(w, moves);
    const auto next_to_crate = [&](int cell) {
        const auto& around = moves[static_cast<std::size_t>(cell)];
        return std::any_of(around.begin(), around.end(), [&](int next) { return next == w.crates[0] || next == w.crates[1]; });
    };
    if (std::none_of(walkable.begin(), walkable.end(), next_to_crate))
        return judge::fill(words.walled_in,
                           {cell_name(w, w.worker),
                            judge::count_in(words.language, static_cast<long long>(walkable.size()), words.reached_cells)});
    std::array<std::vector<int>, 2> targets_reached;
    for (std::size_t i = 0; i < 2; ++i) {
        std::vector<int>& reached = targets_reached[i];
        for (const auto& position : reachable_positions(w, {w.crates[i], kNoCell}))
            for (const int target : w.targets)
                if (position[1] == target && std::find(reached.begin(), reached.end(), target) == reached.end())
                    reached.push_back(target);
    }
    if (targets_reached[0].empty() && targets_reached[1].empty())
        return judge::fill(words.neither_reaches, {cell_name(w, w.crates[0]), cell_name(w, w.crates[1])});
    for (std::size_t i = 0; i < 2; ++i)
        if (targets_reached[i].empty())
            return judge::fill(words.one_never_reaches, {cell_name(w, w.crates[i])});
    if (targets_reached[0].size() == 1 && targets_reached[0] == targets_reached[1]) {
        const int only = targets_reached[0][0], other = only == w.targets[0] ? w.targets[1] : w.targets[0];
        return judge::fill(words.one_target_only, {cell_name(w, other), cell_name(w, only)});
    }
    return judge::fill(words.ran_dry, {judge::count_in(words.language,
                                                       static_cast<long long>(reachable_positions(w, w.crates).size()),
                                                       words.positions)});
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

inline void explain_plan(const Warehouse& w, int answer, const std::string& plan, const Messages& words,
                         std::ostream& out) {
    out << words.start << "\n" << draw(w, w.worker, w.crates);
    if (answer == kUnsolvable) {
        out << words.no_plan << " " << why_unsolvable(w, words) << "\n";
        return;
    }
    out << judge::fill(words.plan, {judge::count_in(words.language, answer, words.moves), plan.empty() ? words.no_moves : plan})
        << "\n";
    const MoveTable moves = build_moves(w);
    int worker = w.worker, pushes = 0;
    std::array<int, 2> crates = w.crates;
    for (std::size_t i = 0; i < plan.size(); ++i) {
        const std::size_t d = kWalkLetters.find(static_cast<char>(plan[i] | 0x20));
        try_move(moves, worker, crates, d, worker);
        if (plan[i] >= 'a') continue;
        out << judge::fill(words.after_push, {std::to_string(++pushes), std::to_string(i + 1), std::string(1, plan[i])})
            << "\n" << draw(w, worker, crates);
    }
}

// The fewest moves and a shortest plan in LURD notation (lowercase walk,
// uppercase push), traced back through every level the search kept.
inline int min_moves_and_plan(const Warehouse& w, std::string& plan) {
    plan.clear();
    if (starts_solved(w)) return 0;
    Search search(w, true);
    const int answer = search.run();
    if (answer > 0) plan = search.plan();
    return answer;
}

inline void explain(const std::string& input, std::ostream& out, judge::Language language = judge::Language::kEnglish) {
    const Warehouse warehouse = parse(input);
    std::string plan;
    const int answer = min_moves_and_plan(warehouse, plan);
    explain_plan(warehouse, answer, plan, messages(language), out);
}

// ---------------------------------------------------------------------------
// --html: the warehouse before the plan and after every move (walls,
// targets, crates, worker), the plan in LURD beneath with the current move
// highlighted, and the step control. For -1, the board and the reason.

// Where a body has been: the cells in order as a line through their centres
// (one cell draws nothing), listed in data-cells as "row,column".
inline std::string path_svg(const Warehouse& w, const std::vector<int>& cells, const std::string& cls,
                            const std::string& style) {
    std::string points, names;
    for (const int cell : cells) {
        points += judge::html::number(cell % w.n + .5) + "," + judge::html::number(cell / w.n + .5) + " ";
        names += (names.empty() ? "" : " ") + std::to_string(cell / w.n) + "," + std::to_string(cell % w.n);
    }
    return "<polyline class=\"" + cls + "\" data-cells=\"" + names + "\" points=\"" + points +
           "\" fill=\"none\" stroke-linejoin=\"round\" stroke-linecap=\"round\" " + style + "/>";
}

// What a frame draws besides the bodies: the worker's cells since the last
// push (its trail), and each crate's cells since the start.
struct Trails {
    std::vector<int> worker;
    std::array<std::vector<int>, 2> crates;
};

// How each thing is drawn, on the boards and in the legend alike, in a
// board's units (one a cell).
constexpr const char* kObstacleColour = "#5c5f66";
constexpr const char* kFloorColour = "#f4efe6";
constexpr const char* kCrateColour = "#c68642";
constexpr const char* kCrateOnTargetColour = "#2a9d8f";
constexpr const char* kTargetColour = "#d00000";
constexpr const char* kWorkerColour = "#1d3557";
inline std::string crate_svg(double x, double y, bool on_target, const std::string& attributes = "") {
    return "<rect" + attributes + " x=\"" + judge::html::number(x + .1) + "\" y=\"" + judge::html::number(y + .1) +
           "\" width=\".8\" height=\".8\" rx=\".12\" fill=\"" + (on_target ? kCrateOnTargetColour : kCrateColour) +
           "\" stroke=\"#5a3a1a\" stroke-width=\".06\"/>";
}
inline std::string target_svg(double x, double y) {
    return "<circle class=\"target\" cx=\"" + judge::html::number(x + .5) + "\" cy=\"" + judge::html::number(y + .5) +
           "\" r=\".3\" fill=\"none\" stroke=\"" + kTargetColour + "\" stroke-width=\".08\"/>";
}
inline std::string worker_svg(double x, double y, const std::string& attributes = "") {
    return "<circle" + attributes + " cx=\"" + judge::html::number(x + .5) + "\" cy=\"" + judge::html::number(y + .5) +
           "\" r=\".32\" fill=\"" + kWorkerColour + "\"/>";
}
constexpr const char* kTrailStyle = "stroke=\"#1d3557\" stroke-opacity=\".45\" stroke-width=\".1\"";
constexpr const char* kCratePathStyle = "stroke=\"#c68642\" stroke-width=\".14\" stroke-dasharray=\".25 .15\"";

// A frame's size in board units: the board, its wall (half a cell each
// side) and, left and above, the row and column numbers (from 0).
constexpr double kEdgeFont = .42, kEdgeGap = .62;
inline double frame_margin() { return kEdgeGap + kEdgeFont * .62 * 2; }
inline double frame_units(const Warehouse& w) { return w.n + .5 + frame_margin(); }

// One board as SVG in a frame of the step control: the warehouse drawn once
// (#warehouse), the trails, and the crates and the worker on top.
inline std::string board_frame(const Warehouse& w, int worker, const std::array<int, 2>& crates, int step,
                               const std::string& caption, const Trails& trails, int cell_pixels = 16) {
    using judge::html::number;
    const std::string size = number(frame_units(w)), origin = number(-frame_margin());
    std::string svg = "<figure class=\"frame\" data-step=\"" + std::to_string(step) +
                      "\"><svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"" + origin + " " + origin + " " + size + " " +
                      size + "\" width=\"" + number(cell_pixels * frame_units(w)) + "\"><use href=\"#warehouse\"/>";
    for (const std::vector<int>& path : trails.crates) svg += path_svg(w, path, "crate-path", kCratePathStyle);
    svg += path_svg(w, trails.worker, "trail", kTrailStyle);
    for (const int crate : crates) {
        const bool on_target = crate == w.targets[0] || crate == w.targets[1];
        svg += crate_svg(crate % w.n, crate / w.n, on_target,
                         " class=\"crate\" data-cell=\"" + std::to_string(crate / w.n) + "," + std::to_string(crate % w.n) + "\"");
    }
    svg += worker_svg(worker % w.n, worker / w.n,
                      " class=\"worker\" data-cell=\"" + std::to_string(worker / w.n) + "," + std::to_string(worker % w.n) + "\"");
    return svg + "</svg><figcaption>" + caption + "</figcaption></figure>\n";
}

// The warehouse without crates and worker: floor, obstacles, targets, a
// wall around it and the row and column numbers, referenced by every frame.
inline std::string warehouse_drawing(const Warehouse& w) {
    const std::string size = std::to_string(w.n + 1);
    std::string svg = "<svg width=\"0\" height=\"0\" style=\"position:absolute\" aria-hidden=\"true\"><defs>"
                      "<g id=\"warehouse\"><rect x=\"-0.5\" y=\"-0.5\" width=\"" + size + "\" height=\"" + size +
                      "\" fill=\"" + kObstacleColour + "\"/><rect width=\"" + std::to_string(w.n) + "\" height=\"" +
                      std::to_string(w.n) + "\" fill=\"" + kFloorColour + "\"/>";
    for (int cell = 0; cell < w.n * w.n; ++cell)
        if (w.obstacle[static_cast<std::size_t>(cell)])
            svg += "<rect class=\"obstacle\" x=\"" + std::to_string(cell % w.n) + "\" y=\"" +
                   std::to_string(cell / w.n) + "\" width=\"1\" height=\"1\" fill=\"" + kObstacleColour + "\"/>";
    for (const int target : w.targets) svg += target_svg(target % w.n, target / w.n);
    svg += judge::html::edge_numbers(w.n, w.n, 0, kEdgeFont, 1, kEdgeGap);
    return svg + "</g></defs></svg>\n";
}

// The legend: each swatch drawn as the boards draw its thing.
inline std::string legend(const Messages& words) {
    using judge::html::legend_entry;
    using judge::html::swatch_fill;
    const auto line = [](const char* style) {
        return "<polyline points=\"0,.5 1,.5\" fill=\"none\" stroke-linecap=\"round\" " + std::string(style) + "/>";
    };
    return "<ul class=\"legend\">" + legend_entry(swatch_fill(kObstacleColour), words.legend[0]) +
           legend_entry(swatch_fill(kFloorColour), words.legend[1]) + legend_entry(crate_svg(0, 0, false), words.legend[2]) +
           legend_entry(target_svg(0, 0) + crate_svg(0, 0, true), words.legend[3]) +
           legend_entry(target_svg(0, 0), words.legend[4]) + legend_entry(worker_svg(0, 0), words.legend[5]) +
           legend_entry(line(kTrailStyle), words.legend[6]) + legend_entry(line(kCratePathStyle), words.legend[7]) +
           "</ul>\n";
}

// The plan's frames and letters: frame k is the board after move k.
inline std::string plan_frames(const Warehouse& w, const std::string& plan, const Messages& words, std::string& letters) {
    const MoveTable moves = build_moves(w);
    int worker = w.worker;
    std::array<int, 2> crates = w.crates;
    Trails trails{{worker}, {std::vector<int>{crates[0]}, std::vector<int>{crates[1]}}};
    std::string frames = board_frame(w, worker, crates, 0, words.start_caption, trails);
    for (std::size_t i = 0; i < plan.size(); ++i) {
        const bool push = plan[i] < 'a';
        try_move(moves, worker, crates, kWalkLetters.find(static_cast<char>(plan[i] | 0x20)), worker);
        if (push) trails.worker.clear();
        trails.worker.push_back(worker);
        for (std::size_t k = 0; k < 2; ++k)
            if (crates[k] != trails.crates[k].back()) trails.crates[k].push_back(crates[k]);
        const std::string number = std::to_string(i + 1);
        frames += board_frame(w, worker, crates, static_cast<int>(i + 1),
                              judge::fill(words.move_caption, {number, std::to_string(plan.size()), std::string(1, plan[i])}) +
                                  " " + (push ? words.push : words.walk),
                              trails);
        letters += std::string("<span class=\"move") + (push ? " push" : "") + "\" title=\"" +
                   judge::fill(words.move_title, {number}) + "\">" + plan[i] + "</span>";
    }
    return frames;
}

inline std::string page(const std::string& input, const std::string& input_name,
                        judge::Language language = judge::Language::kEnglish) {
    const Messages& words = messages(language);
    const Warehouse w = parse(input);
    std::string plan;
    const int answer = min_moves_and_plan(w, plan);
    std::string body = "<h1>" + std::string(words.heading) + ": " +
                       judge::html::escape(judge::html::file_name(input_name, language)) + "</h1>\n<p>" +
                       judge::fill(words.warehouse_line, {std::to_string(w.n)}) + " " + words.answer +
                       " <span class=\"answer\">" + std::to_string(answer) + "</span></p>\n" + legend(words) +
                       warehouse_drawing(w);
    if (answer == kUnsolvable) {
        body += "<div class=\"frames\">" + board_frame(w, w.worker, w.crates, 0, words.start_caption, Trails{}, 40) +
                "</div>\n";
        body += "<p class=\"note why\">" + judge::html::escape(why_unsolvable(w, words)) + "</p>\n";
        return judge::html::render({words.puzzle, input_name, body, "", language});
    }
    std::string letters;
    const std::string frames = plan_frames(w, plan, words, letters);
    body += judge::html::stepper(frames, static_cast<int>(40 * frame_units(w)), language);
    body += "<p>" + judge::fill(words.plan_line, {judge::count_in(language, answer, words.moves)}) +
            "</p>\n<p class=\"plan\">" + (plan.empty() ? words.solved_at_start : letters) + "</p>\n";
    return judge::html::render({words.puzzle, input_name, body, judge::html::kStepControlScript, language});
}

// What --help prints under the usage line: the task and the input format.
constexpr const char* kAbout =
    "Fewest moves (walks and pushes) that bring two crates onto two targets; -1 if none.\n\n"
    "Input: n (4..10); the worker, crate 1, crate 2, target 1 and target 2 as\n"
    "\"row column\" (0..n-1), one per line; then n lines of n values, 0 free and\n"
    "1 obstacle, with or without spaces between them.";
// submission: leave out to here

inline std::string solve(const std::string& input, std::string& /*notes*/) {
    return std::to_string(min_moves(parse(input))) + "\n";
}

}  // namespace sokoban

#ifndef JUDGE_NO_MAIN
int main(int argc, char** argv) {
    judge::Program program{"sokoban", {"sokoban.in", "sokoban.out", sokoban::kMaxInputBytes}, sokoban::solve};
    // submission: leave out from here
    program.explain = sokoban::explain;
    program.picture = sokoban::page;
    if (judge::asks_for_help(argc, argv)) return judge::print_help(program, sokoban::kAbout);
    // submission: leave out to here
    return judge::run_judge(argc, argv, program);
}
#endif
